import type { FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { m } from "#app/paraglide/messages.js";
import type { SectionFormProps } from "#app/sections/section-types.ts";
import { CONTACT_LIMITS } from "../form-fields.ts";
import { failureAttributes } from "../form-messages.ts";
import { ContactFormNotices } from "./form-notices.tsx";
import { SpamTrapFields } from "./spam-trap-fields.tsx";
import { SubmissionKeyField } from "./submission-key-field.tsx";

/**
 * The contact page's message form (name, e-mail, company, message). A plain POST form, so it works
 * without JavaScript; with JavaScript the public pages' form script sends it without a reload
 * (Sending... while busy) and puts the server's answer in its place: emptied and confirmed by a
 * toast after a send (app/site-enhance/forms.ts).
 */
export function ContactForm({ sectionId, action, formStamp, result, preview }: SectionFormProps) {
  const blockSubmit = preview ? (event: FormEvent) => event.preventDefault() : undefined;
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const catalog = usePageCatalog();
  const locale = { locale: catalog };
  return (
    // eslint-disable-next-line no-restricted-syntax -- set only in the editor's Preview, which is hydrated: there the form must not send.
    <form method="post" action={action} data-enhance={contactFormKey(sectionId)} {...failureAttributes(catalog)} onSubmit={blockSubmit} className="space-y-5">
      <ContactFormNotices sent={result?.sent === true} formError={result?.formError} failed={result?.failed} catalog={catalog} />
      <SpamTrapFields formStamp={formStamp} idPrefix="contact" />
      <SubmissionKeyField />
      <FormField id="contact-name" label={m.contact_name_label({}, locale)} error={errors.name}>
        {(control) => (
          <Input {...control} name="name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} defaultValue={values.name} placeholder={m.contact_name_placeholder({}, locale)} />
        )}
      </FormField>
      <FormField id="contact-email" label={m.contact_email_label({}, locale)} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            // An address reads left to right on a right-to-left page too.
            dir="ltr"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            defaultValue={values.email}
            placeholder={m.form_email_placeholder({}, locale)}
          />
        )}
      </FormField>
      <FormField id="contact-company" label={m.contact_company_label({}, locale)} error={errors.company}>
        {(control) => (
          <Input {...control} name="company" autoComplete="organization" maxLength={CONTACT_LIMITS.company} defaultValue={values.company} placeholder={m.contact_company_placeholder({}, locale)} />
        )}
      </FormField>
      <FormField id="contact-message" label={m.contact_message_label({}, locale)} error={errors.message}>
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={5}
            required
            maxLength={CONTACT_LIMITS.message}
            defaultValue={values.message}
            placeholder={m.contact_message_placeholder({}, locale)}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" data-busy-label={m.contact_sending({}, locale)}>
        {m.contact_submit({}, locale)}
      </Button>
      {preview ? <p className="text-center text-sm text-muted-foreground">{m.contact_preview_note({}, locale)}</p> : null}
    </form>
  );
}

/** The name the form script knows a contact form by, in the page and in the server's answer to its post. */
export function contactFormKey(sectionId: string): string {
  return `contact-${sectionId}`;
}
