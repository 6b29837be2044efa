import type { LucideIcon } from "lucide-react";
import type { ComponentType, LazyExoticComponent, ReactNode } from "react";
import type { z } from "#app/lib/zod.ts";
import type { CollectionListViews } from "./collection-list/view.ts";
import type { ContactFormField } from "./contact/schema.ts";
import type { FormViews } from "./form/view.ts";

/** What a public renderer may need beyond its section: only the contact sections use it. */
export interface SectionRenderContext {
  /** The page's public path ("/about-us"); a contact section posts its form there. */
  path: string;
  /** The signed render time (features/contact/form/form-stamp.server.ts) for the contact form's "filled in too fast" spam check; "" in the editor's preview. */
  formStamp: string;
  /** The outcome of the last contact-form post on this page, for the section that sent it. */
  formResult?: SectionFormResult;
  /** True in the editor's Preview tab and the staff's draft preview: forms are shown but do not submit. */
  preview?: boolean;
  /** True in the staff's full-page draft preview: laid out as the public page (a first hero opens it and holds the h1). */
  previewPage?: boolean;
  /**
   * The forms the contact sections show. They belong to the contact feature, which sections do not
   * import (docs/conventions.md, "Layers"): features/contact/form/components/render-page-sections.tsx
   * passes them in for every page.
   */
  forms: SectionForms;
  /** The items each Collection List section shows, by section id, read by the page's loader; none where nothing was read (a list then renders nothing). */
  collectionLists?: CollectionListViews;
  /** The forms the Form sections show, by form id, in the page's language, read by the page's loader; a form not there renders nothing. */
  formViews?: FormViews;
}

/** What a section's form is given: where it posts, its spam check, the last answer, and whether it may send. */
export interface SectionFormProps {
  /** The id of the section it belongs to: names the form for the form script (app/site-enhance/forms.ts). */
  sectionId: string;
  /** The path of the page it is on; its action takes the post. */
  action: string;
  formStamp: string;
  result?: SectionFormResult;
  /** True in the editor's Preview tab: the form is shown but does not send. */
  preview?: boolean;
}

export interface ComposedFormProps extends SectionFormProps {
  fields: readonly ContactFormField[];
  /** The form asks for the proof-of-work challenge (docs/decisions/046-proof-of-work.md). */
  proofOfWork?: boolean;
}

/** A built form's frame (features/forms): the contact feature's post, spam traps, key and notices around the fields the section draws. */
export interface FormFrameProps extends SectionFormProps {
  submitLabel: string;
  /** The form's own success message, shown (and toasted) after a send in place of the contact form's. */
  successMessage: string;
  /** The form has a file field (it posts multipart) and asks for the proof-of-work challenge. */
  takesFiles: boolean;
  proofOfWork: boolean;
  children: ReactNode;
}

export interface SectionForms {
  /** The contact page's message form (the contact-block section). */
  Message: ComponentType<SectionFormProps>;
  /** A form with the fields staff composed (the contact section). */
  Composed: ComponentType<ComposedFormProps>;
  /** The frame of a form built on the Forms screen (the form section). */
  Frame: ComponentType<FormFrameProps>;
}

export interface SectionFormResult {
  sectionId: string;
  sent?: boolean;
  formError?: string;
  /** The form's refusal is the catalogue's failure (nothing was stored): shown as its toast too. */
  failed?: boolean;
  /** Messages by field id. */
  fieldErrors?: Record<string, string>;
  /** What the visitor typed, by field id, so a refused form keeps it. */
  values?: Record<string, string>;
  /** The boxes a visitor ticked in each checkbox group, by field id, so a refused form keeps them. */
  choices?: Record<string, string[]>;
}

export interface SectionRendererProps<S> {
  section: S;
  context: SectionRenderContext;
  /** The section's place among the page's sections of its type, from 0: alternating bands and numbers use it. */
  ofType?: number;
}

export interface SectionEditorProps<S> {
  section: S;
  /** The whole section after a change (the editor never mutates `section`). */
  onChange: (next: S) => void;
  /** Viewers see the panel with every control disabled. */
  readOnly: boolean;
  /** Server or client validation messages for this section, keyed by the zod path below the section ("items.0.title"). */
  errors?: Record<string, string>;
}

/** One section type: everything the app needs to validate, create and edit it (renderers.ts renders it). */
export interface SectionDefinition<S extends { type: string }> {
  type: S["type"];
  /** Shown in the Add Section dialog and as the panel's title. */
  label: string;
  description: string;
  icon: LucideIcon;
  schema: z.ZodType<S, unknown>;
  /** A new section with the spec's placeholder content at position `order`. */
  create: (order: number) => S;
  /** The field that holds HTML staff wrote, cleaned on save and again on render (features/pages/cms/sanitize-content.server.ts); none when every field is plain text or a URL. */
  htmlField?: Exclude<keyof S, "type" | "id" | "order"> & string;
  /**
   * A newer type this section can be turned into, keeping its words: offered in its panel (a Trust
   * Strip becomes a Logo Wall, its names the wall's wordmarks until logos are chosen).
   */
  becomes?: { label: string; hint: string; convert: (section: S) => { id: string; type: string; order: number } };
  /** Loaded only in the admin editor, so the public pages never download editor code. */
  Editor: LazyExoticComponent<ComponentType<SectionEditorProps<S>>>;
}
