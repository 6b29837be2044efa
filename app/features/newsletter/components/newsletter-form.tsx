import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SpamTrapFields } from "#app/features/contact/form/components/spam-trap-fields.tsx";
import { toast } from "#app/lib/lazy-toast.ts";
import { splitMessage } from "#app/lib/toast-messages.ts";
import { cn } from "#app/lib/utils.ts";
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_LIMITS, type NewsletterActionData } from "#app/features/newsletter/newsletter-fields.ts";

interface NewsletterFormProps {
  /** Prefix for the controls' ids, unique per form on a page (the footer's and the /newsletter page's). */
  idPrefix: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The signed render time, for the spam check (see SpamTrapFields). */
  formStamp: string;
  /** "footer" sits on the dark footer; "page" on the light /newsletter page. */
  tone: "footer" | "page";
  /** The action's answer when this page is that answer: a POST without JavaScript that was refused. */
  serverResult?: NewsletterActionData;
}

/**
 * The newsletter sign-up: e-mail, optional first and last name. A plain POST to /newsletter, so it
 * works without JavaScript (the answer is then a page of its own); with JavaScript a fetcher sends
 * it, the visitor stays where they are, and the outcome shows here and as a toast.
 */
export function NewsletterForm({ idPrefix, labelledBy, formStamp, tone, serverResult }: NewsletterFormProps) {
  const fetcher = useFetcher<NewsletterActionData>({ key: `newsletter-${idPrefix}` });
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? serverResult;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (answer?.outcome === "check-inbox") {
      toast.success(NEWSLETTER_CHECK_INBOX.title, { description: NEWSLETTER_CHECK_INBOX.description });
      formRef.current?.reset();
    } else if (answer?.outcome === "refused") {
      const { title, description } = splitMessage(answer.formError);
      toast.error(title, { description });
    }
  }, [fetcher.data]);

  const errors = result?.outcome === "invalid" ? result.errors : {};
  const values = result && result.outcome !== "check-inbox" ? result.values : undefined;
  const onDark = tone === "footer";
  const inputClass = onDark ? "border-slate-700 bg-slate-900 text-white placeholder:text-slate-400 focus-visible:ring-offset-slate-950" : undefined;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      aria-labelledby={labelledBy}
      // On the dark footer the shared error colour would fall below 4.5:1 contrast; a lighter red keeps it readable.
      className={cn("space-y-3", onDark && "[--color-destructive:oklch(0.81_0.1_22)]")}
    >
      <SpamTrapFields formStamp={formStamp} idPrefix={idPrefix} />
      <div className={cn("grid gap-3", onDark ? "sm:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_auto] xl:items-end" : "sm:grid-cols-2")}>
        <div className={onDark ? "sm:col-span-2 xl:col-span-1" : "sm:col-span-2"}>
          <FormField id={`${idPrefix}-email`} label="Your email address" error={errors.email}>
            {(control) => (
              <Input
                {...control}
                type="email"
                name="email"
                autoComplete="email"
                required
                maxLength={NEWSLETTER_LIMITS.email}
                defaultValue={values?.email}
                placeholder="you@company.com"
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <FormField id={`${idPrefix}-first-name`} label="First name (optional)" error={errors.firstName}>
          {(control) => (
            <Input {...control} name="firstName" autoComplete="given-name" maxLength={NEWSLETTER_LIMITS.name} defaultValue={values?.firstName} className={inputClass} />
          )}
        </FormField>
        <FormField id={`${idPrefix}-last-name`} label="Last name (optional)" error={errors.lastName}>
          {(control) => (
            <Input {...control} name="lastName" autoComplete="family-name" maxLength={NEWSLETTER_LIMITS.name} defaultValue={values?.lastName} className={inputClass} />
          )}
        </FormField>
        <Button type="submit" variant={onDark ? "inverted" : "default"} disabled={busy} className={onDark ? "sm:col-span-2 xl:col-span-1" : "sm:col-span-2"}>
          {busy ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      {fetcher.data?.outcome === "check-inbox" ? (
        <p role="status" className={cn("flex items-center gap-2 text-sm", onDark ? "text-slate-200" : "text-foreground")}>
          <CheckCircle2 className={cn("size-4 shrink-0", onDark ? "text-emerald-400" : "text-success")} aria-hidden="true" />
          {NEWSLETTER_CHECK_INBOX.title}: {NEWSLETTER_CHECK_INBOX.description}
        </p>
      ) : null}
      {result?.outcome === "refused" ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {result.formError}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
