import { CheckCircle2 } from "lucide-react";

/** What a visitor is told after a successful send: as a toast, and as text for visitors without JavaScript. */
export const CONTACT_SENT = { title: "Message sent", description: "We'll get back to you as soon as possible." } as const;

interface ContactFormNoticesProps {
  /** True right after a successful submission. */
  sent: boolean;
  /** The action's refusal of the whole submission, if any. */
  formError?: string;
}

/** The outcome of the last submission, shown inside a contact form (the /contact page's or a CMS section's). */
export function ContactFormNotices({ sent, formError }: ContactFormNoticesProps) {
  return (
    <>
      {sent ? (
        <p role="status" className="flex items-center gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm text-foreground">
          <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" /> {CONTACT_SENT.title}: {CONTACT_SENT.description}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {formError}
        </p>
      ) : null}
    </>
  );
}
