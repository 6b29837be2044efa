import { CheckCircle2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { usePageLanguage } from "#app/components/site/page-catalog.ts";
import { SpamTrapFields } from "#app/features/contact/form/components/spam-trap-fields.tsx";
import { failureAttributes, failureNotice } from "#app/features/contact/form/form-messages.ts";
import { cn } from "#app/lib/utils.ts";
import { m } from "#app/paraglide/messages.js";
import {
  NEWSLETTER_FORM_FIELD,
  NEWSLETTER_LANGUAGE_FIELD,
  NEWSLETTER_FORMS,
  NEWSLETTER_LIMITS,
  type NewsletterActionData,
  type NewsletterFormName,
} from "#app/features/newsletter/newsletter-fields.ts";

interface NewsletterFormProps {
  /** Which form it is (the footer's or the /newsletter page's): its ids, its heading and its look. */
  name: NewsletterFormName;
  /** The signed render time, for the spam check (see SpamTrapFields). */
  formStamp: string;
  /** The action's answer, when this page is that answer. */
  result?: NewsletterActionData;
}

/**
 * The newsletter sign-up: e-mail, optional first and last name. A plain POST to /newsletter, so it
 * works without JavaScript (the answer is then a page of its own); with JavaScript the public
 * pages' form script sends it, the visitor stays where they are, and the action's answer (this form
 * again, rendered with the outcome) takes its place, with a toast (app/site-enhance/forms.ts).
 */
export function NewsletterForm({ name, formStamp, result }: NewsletterFormProps) {
  const { labelledBy, tone } = NEWSLETTER_FORMS[name];
  const page = usePageLanguage();
  // An answer to the form script speaks the language of the page the form was sent from, not /newsletter's.
  const lang = result?.lang ?? page.lang;
  const catalog = result?.catalog ?? page.catalog;
  const locale = { locale: catalog };
  const errors = result?.outcome === "invalid" ? result.errors : {};
  const values = result && result.outcome !== "check-inbox" ? result.values : undefined;
  // The catalogue's failure is a titled toast; any other refusal is its own title.
  const refusal = result?.outcome === "refused" ? (result.failed ? failureNotice(catalog) : { title: result.formError, description: undefined }) : undefined;
  const checkInbox = { title: m.newsletter_check_inbox_title({}, locale), description: m.newsletter_check_inbox_description({}, locale) };
  const onDark = tone === "footer";
  const inputClass = onDark ? "border-slate-700 bg-slate-900 text-white placeholder:text-slate-400 focus-visible:ring-offset-slate-950" : undefined;

  return (
    <form
      method="post"
      action="/newsletter"
      aria-labelledby={labelledBy}
      data-enhance={`newsletter-${name}`}
      {...failureAttributes(catalog)}
      // On the dark footer the shared error colour would fall below 4.5:1 contrast; a lighter red keeps it readable.
      className={cn("space-y-3", onDark && "[--color-destructive:oklch(0.81_0.1_22)]")}
    >
      <input type="hidden" name={NEWSLETTER_FORM_FIELD} value={name} />
      <input type="hidden" name={NEWSLETTER_LANGUAGE_FIELD} value={lang} />
      <SpamTrapFields formStamp={formStamp} idPrefix={name} />
      <div className={cn("grid gap-3", onDark ? "sm:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_auto] xl:items-end" : "sm:grid-cols-2")}>
        <div className={onDark ? "sm:col-span-2 xl:col-span-1" : "sm:col-span-2"}>
          <FormField id={`${name}-email`} label={m.newsletter_email_label({}, locale)} error={errors.email}>
            {(control) => (
              <Input
                {...control}
                type="email"
                name="email"
                // An address reads left to right on a right-to-left page too.
                dir="ltr"
                autoComplete="email"
                required
                maxLength={NEWSLETTER_LIMITS.email}
                defaultValue={values?.email}
                placeholder={m.form_email_placeholder({}, locale)}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <FormField id={`${name}-first-name`} label={m.newsletter_first_name_label({}, locale)} error={errors.firstName}>
          {(control) => (
            <Input {...control} name="firstName" autoComplete="given-name" maxLength={NEWSLETTER_LIMITS.name} defaultValue={values?.firstName} className={inputClass} />
          )}
        </FormField>
        <FormField id={`${name}-last-name`} label={m.newsletter_last_name_label({}, locale)} error={errors.lastName}>
          {(control) => (
            <Input {...control} name="lastName" autoComplete="family-name" maxLength={NEWSLETTER_LIMITS.name} defaultValue={values?.lastName} className={inputClass} />
          )}
        </FormField>
        <Button type="submit" variant={onDark ? "inverted" : "default"} data-busy-label={m.newsletter_subscribing({}, locale)} className={onDark ? "sm:col-span-2 xl:col-span-1" : "sm:col-span-2"}>
          {m.newsletter_submit({}, locale)}
        </Button>
      </div>
      {result?.outcome === "check-inbox" ? (
        <p
          role="status"
          data-form-sent=""
          data-toast-title={checkInbox.title}
          data-toast-description={checkInbox.description}
          className={cn("flex items-center gap-2 text-sm", onDark ? "text-slate-200" : "text-foreground")}
        >
          <CheckCircle2 className={cn("size-4 shrink-0", onDark ? "text-emerald-400" : "text-success")} aria-hidden="true" />
          {m.form_notice(checkInbox, locale)}
        </p>
      ) : null}
      {refusal && result?.outcome === "refused" ? (
        <p role="alert" data-toast-kind="error" data-toast-title={refusal.title} data-toast-description={refusal.description} className="text-sm font-medium text-destructive">
          {result.formError}
        </p>
      ) : null}
    </form>
  );
}
