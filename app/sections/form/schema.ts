import { z } from "#app/lib/zod.ts";
import { linkUrl, newId, optionalText, sectionBase } from "#app/components/admin/fields/section-fields.ts";
import { pageLinkHref } from "#app/lib/page-link.ts";

/**
 * A form built on the Forms screen, placed on a page (docs/decisions/044-forms.md). The section
 * names the form by id; the form's fields and words come from the forms feature through the page's
 * loader (view.ts). The heading and introduction are the page's own words, so they are translated
 * with the page; the privacy policy link is a link field, so it leads to the policy in the page's language.
 */
export const FormSection = z.object({
  ...sectionBase,
  type: z.literal("form"),
  formId: z.string().trim().min(1, "Choose a form.").regex(/^[A-Za-z0-9_-]{1,100}$/, "Choose a form from the list."),
  heading: optionalText("Heading"),
  intro: optionalText("Introduction", 1000),
  linkUrl: linkUrl("Privacy policy link"),
});
export type FormSection = z.infer<typeof FormSection>;

/** The privacy policy, in whatever language the page is in (decision 041). */
export const PRIVACY_POLICY_LINK = pageLinkHref({ key: "site-page:privacy-policy", anchor: "" });

export function formDefaults(order: number): FormSection {
  return { id: newId(), type: "form", order, formId: "", heading: "", intro: "", linkUrl: PRIVACY_POLICY_LINK };
}
