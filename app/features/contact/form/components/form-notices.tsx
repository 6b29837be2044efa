import { CheckCircle2 } from "lucide-react";
import { splitMessage } from "#app/lib/toast-messages.ts";
import { CONTACT_FAILURE } from "../form-fields.ts";

/** What a visitor is told after a successful send: as a toast, and as text for visitors without JavaScript. */
const CONTACT_SENT = { title: "Message sent", description: "We'll get back to you as soon as possible." } as const;

interface ContactFormNoticesProps {
  /** True right after a successful submission. */
  sent: boolean;
  /** The action's refusal of the whole submission, if any. */
  formError?: string;
}

/**
 * The outcome of the last submission, shown inside a contact form (the /contact page's or a CMS
 * section's). With JavaScript the form script also shows a sent message and the catalogue's
 * failure as toasts (the `data-toast-*` attributes, app/site-enhance/forms.ts).
 */
export function ContactFormNotices({ sent, formError }: ContactFormNoticesProps) {
  const failed = formError === CONTACT_FAILURE ? splitMessage(formError) : undefined;
  return (
    <>
      {sent ? (
        <p
          role="status"
          data-form-sent=""
          data-toast-title={CONTACT_SENT.title}
          data-toast-description={CONTACT_SENT.description}
          className="flex items-center gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm text-foreground"
        >
          <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" /> {CONTACT_SENT.title}: {CONTACT_SENT.description}
        </p>
      ) : null}
      {formError ? (
        <p
          role="alert"
          data-toast-kind={failed ? "error" : undefined}
          data-toast-title={failed?.title}
          data-toast-description={failed?.description}
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {formError}
        </p>
      ) : null}
    </>
  );
}

