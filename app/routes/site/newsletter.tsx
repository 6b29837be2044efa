import { CheckCircle2 } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { NewsletterForm } from "#app/features/newsletter/components/newsletter-form.tsx";
import { ENHANCED_POST_HEADER } from "#app/features/contact/form/form-fields.ts";
import { usePageLanguage } from "#app/components/site/page-catalog.ts";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { CONFIRM_LINK_DAYS, newsletterFormName, newsletterValues, type NewsletterActionData } from "#app/features/newsletter/newsletter-fields.ts";
import { checkInboxPath, newsletterFrameLanguage, signUpLanguage } from "#app/features/newsletter/newsletter-language.server.ts";
import { signUpForNewsletter } from "#app/features/newsletter/newsletter-signup.server.ts";
import { BRAND } from "#app/lib/brand.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { formatDuration } from "#app/lib/i18n.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { pageTitle, rootCatalog } from "#app/lib/seo.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";
import { m } from "#app/paraglide/messages.js";

/** The page speaks the language of the subscriber (or sign-up) it is about, header and footer included. */
export const middleware: Route.MiddlewareFunction[] = [newsletterFrameLanguage];

// A page of outcomes and a form, not content: kept out of search results.
export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: rootCatalog(matches) };
  return [
    { title: pageTitle(m.newsletter_title({}, locale)) },
    { name: "description", content: m.newsletter_meta_description({ brand: BRAND }, locale) },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The signed render time feeds the spam check; `status` is where a sign-up without JavaScript lands
 * (with the sign-up's `language`, which the root loader's frame speaks: newsletter-language.server.ts).
 */
export function loader({ url }: Route.LoaderArgs) {
  return { formStamp: issueFormStamp(Date.now()), checkInbox: url.searchParams.get("status") === "check-inbox" };
}

/**
 * The footer's form (and this page's) posts here. Posted by the form script (app/site-enhance/forms.ts)
 * the answer names the form that was sent, and a sign-up is answered in place instead of by the
 * redirect: the page then renders that form with the outcome, for the script to put in its place.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormData(request);
  if (!read.ok) return data<NewsletterActionData>({ outcome: "refused", formError: read.formError }, { status: read.status });
  const form = request.headers.has(ENHANCED_POST_HEADER) ? newsletterFormName(read.form) : undefined;
  const book = await requestAddressBook(context);
  const language = signUpLanguage(read.form, book);
  const result = await signUpForNewsletter(read.form, { ip: context.get(requestInfoContext).ip, origin: publicOrigin(), ...language });
  if (result.status === "accepted") {
    // Redirect after a successful post, so a reload cannot sign up again.
    return form ? data<NewsletterActionData>({ outcome: "check-inbox", form, ...language }) : redirect(checkInboxPath(language.lang, book));
  }
  const values = newsletterValues(read.form);
  return data<NewsletterActionData>(
    result.status === "invalid"
      ? { outcome: "invalid", errors: result.errors, values, form, ...language }
      : { outcome: "refused", formError: result.formError, failed: result.httpStatus === 503, values, form, ...language },
    { status: result.httpStatus },
  );
}

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { catalog, home } = usePageLanguage();
  const locale = { locale: catalog };
  const checkInbox = { title: m.newsletter_check_inbox_title({}, locale), description: m.newsletter_check_inbox_description({}, locale) };
  return (
    <section className="px-4 pb-20 pt-28 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-xl">
        <h1 id="newsletter-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {m.newsletter_title({}, locale)}
        </h1>
        {actionData?.form ? (
          // The answer to the form script: the form that was sent, with the outcome.
          <NewsletterForm name={actionData.form} formStamp={loaderData.formStamp} result={actionData} />
        ) : loaderData.checkInbox && !actionData ? (
          <div className="mt-6 space-y-4">
            <p role="status" className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 p-4 text-foreground">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              <span>
                <strong>{m.form_notice_label({ title: checkInbox.title }, locale)}</strong> {checkInbox.description}
              </span>
            </p>
            <p className="text-muted-foreground">
              {m.newsletter_link_validity({ duration: formatDuration(CONFIRM_LINK_DAYS, "day", catalog) }, locale)}{" "}
              <Link to={home} className="font-medium text-primary underline-offset-4 hover:underline">
                {m.newsletter_back_home({}, locale)}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <p className="mt-4 text-lg text-muted-foreground">{m.newsletter_page_intro({}, locale)}</p>
            <div className="mt-8 rounded-xl border bg-card p-6 shadow-sm">
              <NewsletterForm name="newsletter-page" formStamp={loaderData.formStamp} result={actionData} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
