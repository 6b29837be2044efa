import type { FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { SectionFormProps } from "#app/sections/section-types.ts";
import { CONTACT_FAILURE, CONTACT_LIMITS } from "../form-fields.ts";
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
  return (
    // eslint-disable-next-line no-restricted-syntax -- set only in the editor's Preview, which is hydrated: there the form must not send.
    <form method="post" action={action} data-enhance={contactFormKey(sectionId)} data-failure={CONTACT_FAILURE} onSubmit={blockSubmit} className="space-y-5">
      <ContactFormNotices sent={result?.sent === true} formError={result?.formError} />
      <SpamTrapFields formStamp={formStamp} idPrefix="contact" />
      <SubmissionKeyField />
      <FormField id="contact-name" label="Name" error={errors.name}>
        {(control) => (
          <Input {...control} name="name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} defaultValue={values.name} placeholder="Your name" />
        )}
      </FormField>
      <FormField id="contact-email" label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            defaultValue={values.email}
            placeholder="you@company.com"
          />
        )}
      </FormField>
      <FormField id="contact-company" label="Company (optional)" error={errors.company}>
        {(control) => (
          <Input {...control} name="company" autoComplete="organization" maxLength={CONTACT_LIMITS.company} defaultValue={values.company} placeholder="Your company" />
        )}
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message}>
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={5}
            required
            maxLength={CONTACT_LIMITS.message}
            defaultValue={values.message}
            placeholder="Tell us about your products and what you would like to check"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" data-busy-label="Sending...">
        Send Message
      </Button>
      {preview ? <p className="text-center text-sm text-muted-foreground">This is a preview: the form does not send.</p> : null}
    </form>
  );
}

/** The name the form script knows a contact form by, in the page and in the server's answer to its post. */
export function contactFormKey(sectionId: string): string {
  return `contact-${sectionId}`;
}
