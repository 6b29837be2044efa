import { RenderSections as RenderSectionsWith } from "#app/sections/render-sections.tsx";
import type { Section } from "#app/sections/section-list.ts";
import type { SectionForms, SectionRenderContext } from "#app/sections/section-types.ts";
import { ComposedContactForm } from "./composed-form.tsx";
import { ContactForm } from "./contact-form.tsx";
import { FormFrame } from "./form-frame.tsx";

/** The contact feature's forms, in the slot the contact sections draw them from. */
export const SECTION_FORMS: SectionForms = { Message: ContactForm, Composed: ComposedContactForm, Frame: FormFrame };

/**
 * A page's sections with the contact forms filled in: what the public pages, the previews and the
 * HTML Editor's conversion render. Sections do not import features (docs/conventions.md, "Layers"),
 * so the feature that owns the forms hands them down here, the one place that does.
 */
export function RenderSections({ sections, context }: { sections: readonly Section[]; context: Omit<SectionRenderContext, "forms"> }) {
  return <RenderSectionsWith sections={sections} context={{ ...context, forms: SECTION_FORMS }} />;
}
