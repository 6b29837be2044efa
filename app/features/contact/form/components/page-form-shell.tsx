import { useId, type FormEvent, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { m } from "#app/paraglide/messages.js";
import type { SectionFormResult } from "#app/sections/section-types.ts";
import { SECTION_ID_FIELD } from "../form-fields.ts";
import { failureAttributes } from "../form-messages.ts";
import { contactFormKey } from "./contact-form.tsx";
import { ContactFormNotices } from "./form-notices.tsx";
import { SpamTrapFields } from "./spam-trap-fields.tsx";
import { SubmissionKeyField } from "./submission-key-field.tsx";

interface PageFormShellProps {
  sectionId: string;
  action: string;
  formStamp: string;
  result?: SectionFormResult;
  preview?: boolean;
  submitLabel: string;
  /** A built form's own confirmation, shown instead of the contact forms' (decision 044). */
  sentMessage?: { title: string; description: string };
  /** The page's script runs the built form's checks and conditions as the visitor types (form-live.ts). */
  live?: boolean;
  /** A form with a file field posts multipart (decision 045). */
  takesFiles?: boolean;
  children: ReactNode;
}

/**
 * What every form on a page of sections shares, so they all go through one pipeline: the post to the
 * page's own path (it works without JavaScript; with it, app/site-enhance/forms.ts sends it without a
 * reload), the notices, the section id, the spam traps, the idempotency key and the "Sending..." button.
 */
export function PageFormShell({ sectionId, action, formStamp, result, preview = false, submitLabel, sentMessage, live = false, takesFiles = false, children }: PageFormShellProps) {
  const controlId = useId();
  const blockSubmit = preview ? (event: FormEvent) => event.preventDefault() : undefined;
  const catalog = usePageCatalog();
  const locale = { locale: catalog };
  return (
    <form
      method="post"
      action={action}
      encType={takesFiles ? "multipart/form-data" : undefined}
      data-enhance={contactFormKey(sectionId)}
      data-form-live={live ? "" : undefined}
      noValidate={live || undefined}
      {...failureAttributes(catalog)}
      // eslint-disable-next-line no-restricted-syntax -- set only in the editor's Preview, which is hydrated: there the form must not send.
      onSubmit={blockSubmit}
      className="space-y-5"
    >
      <ContactFormNotices sent={result?.sent === true} sentMessage={sentMessage} formError={result?.formError} failed={result?.failed} catalog={catalog} />
      <input type="hidden" name={SECTION_ID_FIELD} value={sectionId} />
      <SpamTrapFields formStamp={formStamp} idPrefix={controlId} />
      <SubmissionKeyField />
      {children}
      <Button type="submit" size="lg" className="w-full" data-busy-label={m.contact_sending({}, locale)}>
        {submitLabel}
      </Button>
      {preview ? <p className="text-center text-sm text-muted-foreground">{m.contact_preview_note({}, locale)}</p> : null}
    </form>
  );
}
