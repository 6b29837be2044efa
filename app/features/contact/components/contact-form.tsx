import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/lib/lazy-toast.ts";
import { CONTACT_LIMITS } from "../form-fields.ts";
import type { ContactFieldErrors } from "../schema.ts";
import { CONTACT_SENT, ContactFormNotices } from "./form-notices.tsx";
import { SpamTrapFields } from "./spam-trap-fields.tsx";
import { SubmissionKeyField } from "./submission-key-field.tsx";

export interface ContactFormResult {
  errors?: ContactFieldErrors;
  formError?: string;
  values?: Record<string, string>;
}

interface ContactFormProps {
  /** The signed render time for the spam check (form-stamp.server.ts). */
  formStamp: string;
  /** The action's answer to the last submission (validation errors, a refusal). */
  result?: ContactFormResult;
  /** True right after a successful submission (the action redirected with ?sent=1). */
  sent: boolean;
  onSentAcknowledged: () => void;
}

/**
 * A plain POST form, so it works without JavaScript; with JavaScript React Router submits it
 * without a reload and the outcome is also announced as a toast.
 */
export function ContactForm({ formStamp, result, sent, onSentAcknowledged }: ContactFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact") === true;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!sent) return;
    toast.success(CONTACT_SENT.title, { description: CONTACT_SENT.description });
    formRef.current?.reset();
    onSentAcknowledged();
  }, [sent, onSentAcknowledged]);

  useEffect(() => {
    if (!result?.formError) return;
    const [title, description] = splitMessage(result.formError);
    toast.error(title, { description });
  }, [result]);

  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  return (
    <Form ref={formRef} method="post" action="/contact" preventScrollReset className="space-y-5" noValidate={false}>
      <ContactFormNotices sent={sent} formError={result?.formError} />
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
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}

/** "Title: description" as two parts, the way the spec's catalogue writes its toasts. */
function splitMessage(message: string): [string, string | undefined] {
  const at = message.indexOf(": ");
  return at === -1 ? [message, undefined] : [message.slice(0, at), message.slice(at + 2)];
}
