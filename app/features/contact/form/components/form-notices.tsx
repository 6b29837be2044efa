import { CheckCircle2 } from "lucide-react";
import type { CatalogLocale } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";
import { failureNotice } from "../form-messages.ts";

interface ContactFormNoticesProps {
  /** True right after a successful submission. */
  sent: boolean;
  /** A built form's own confirmation, in place of the contact form's "Message sent". */
  sentMessage?: { title: string; description: string };
  /** The action's refusal of the whole submission, if any. */
  formError?: string;
  /** The refusal is the catalogue's failure (nothing was stored): a toast too. */
  failed?: boolean;
  catalog: CatalogLocale;
}

/**
 * The outcome of the last submission, shown inside a contact form (the /contact page's or a CMS
 * section's), in the page's language. With JavaScript the form script also shows a sent message and
 * the catalogue's failure as toasts (the `data-toast-*` attributes, app/site-enhance/forms.ts).
 */
export function ContactFormNotices({ sent, sentMessage, formError, failed, catalog }: ContactFormNoticesProps) {
  const locale = { locale: catalog };
  const failure = failed ? failureNotice(catalog) : undefined;
  const sentTitle = sentMessage?.title ?? m.contact_sent_title({}, locale);
  const sentDescription = sentMessage?.description ?? m.contact_sent_description({}, locale);
  return (
    <>
      {sent ? (
        <p
          role="status"
          data-form-sent=""
          data-toast-title={sentTitle}
          data-toast-description={sentDescription}
          className="flex items-center gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm text-foreground"
        >
          <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" /> {m.form_notice({ title: sentTitle, description: sentDescription }, locale)}
        </p>
      ) : null}
      {formError ? (
        <p
          role="alert"
          data-toast-kind={failure ? "error" : undefined}
          data-toast-title={failure?.title}
          data-toast-description={failure?.description}
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {formError}
        </p>
      ) : null}
    </>
  );
}
