import type { PageContent } from "#app/features/pages/cms/content.ts";
import type { SectionFormResult } from "#app/sections/section-types.ts";

/**
 * The outcome of a form posted on a page of sections (a CMS page or a site page such as
 * /contact), as the page shows it; the server's side is page-form-post.server.ts. Public pages are
 * rendered on the server only: with JavaScript the form script shows this page's form in place of
 * the one sent (app/site-enhance/forms.ts), without it the page is the answer.
 */

/** The query parameter naming the form whose message was just sent (post/redirect/get). */
export const SENT_PARAM = "sent";
/** `?sent=1`: the page's contact block sent it (the contact page's address after a send, as always). */
export const CONTACT_BLOCK_SENT = "1";

interface PageFormState {
  /** What the form that was posted shows: sent, or the action's refusal. */
  formResult: SectionFormResult | undefined;
  /** A refusal for a form the page does not show (removed meanwhile, or a body that named none): shown above the page. */
  pageError: string | undefined;
}

/** The page's last form post, addressed to the form that sent it: the action's answer, or `?sent=` after the redirect. */
export function pageFormState(searchParams: URLSearchParams, content: PageContent, actionResult: SectionFormResult | undefined): PageFormState {
  const sent = searchParams.get(SENT_PARAM);
  const sentSectionId = sent === CONTACT_BLOCK_SENT ? contactBlockId(content) : sent;
  const formResult = actionResult ?? (sentSectionId ? { sectionId: sentSectionId, sent: true } : undefined);
  const pageError = formResult?.formError && !hasForm(content, formResult.sectionId) ? formResult.formError : undefined;
  return { formResult, pageError };
}

function contactBlockId(content: PageContent): string | undefined {
  return "sections" in content ? content.sections.find((section) => section.type === "contact-block")?.id : undefined;
}

function hasForm(content: PageContent, sectionId: string): boolean {
  return "sections" in content && content.sections.some((section) => (section.type === "contact" || section.type === "contact-block" || section.type === "form") && section.id === sectionId);
}
