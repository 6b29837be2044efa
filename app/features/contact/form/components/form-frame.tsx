import { useId, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { m } from "#app/paraglide/messages.js";
import type { FormFrameProps } from "#app/sections/section-types.ts";
import { SECTION_ID_FIELD } from "../form-fields.ts";
import { failureAttributes } from "../form-messages.ts";
import { contactFormKey } from "./contact-form.tsx";
import { ContactFormNotices } from "./form-notices.tsx";
import { SpamTrapFields } from "./spam-trap-fields.tsx";
import { SubmissionKeyField } from "./submission-key-field.tsx";

/**
 * The frame of a form built on the Forms screen (the Form section draws its fields inside): the
 * same post to the page, spam traps, idempotency key, notices and "Sending..." as the contact forms,
 * so every form goes through one pipeline (decision 044). `data-form-live` asks the page's script
 * for the live checks and conditions (app/site-enhance/form-live.ts), loaded only where a form has it.
 */
export function FormFrame({ sectionId, action, formStamp, result, preview, submitLabel, successMessage, children }: FormFrameProps) {
  const controlId = useId();
  const blockSubmit = preview ? (event: FormEvent) => event.preventDefault() : undefined;
  const catalog = usePageCatalog();
  const locale = { locale: catalog };
  return (
    <form
      method="post"
      action={action}
      data-enhance={contactFormKey(sectionId)}
      data-form-live=""
      noValidate
      {...failureAttributes(catalog)}
      // eslint-disable-next-line no-restricted-syntax -- set only in the editor's Preview, which is hydrated: there the form must not send.
      onSubmit={blockSubmit}
      className="space-y-5"
    >
      <ContactFormNotices
        sent={result?.sent === true}
        sentMessage={{ title: m.form_sent_title({}, locale), description: successMessage }}
        formError={result?.formError}
        failed={result?.failed}
        catalog={catalog}
      />
      <input type="hidden" name={SECTION_ID_FIELD} value={sectionId} />
      <SpamTrapFields formStamp={formStamp} idPrefix={controlId} />
      <SubmissionKeyField />
      {result?.sent ? null : <p className="text-sm text-muted-foreground">{m.contact_required_note({}, locale)}</p>}
      {children}
      <Button type="submit" size="lg" className="w-full" data-busy-label={m.contact_sending({}, locale)}>
        {submitLabel}
      </Button>
      {preview ? <p className="text-center text-sm text-muted-foreground">{m.contact_preview_note({}, locale)}</p> : null}
    </form>
  );
}
