import { CheckCircle2 } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { NewsletterForm } from "#app/features/newsletter/components/newsletter-form.tsx";
import { ENHANCED_POST_HEADER } from "#app/features/contact/form/form-fields.ts";
import { CONFIRM_LINK_DAYS, NEWSLETTER_CHECK_INBOX, newsletterFormName, newsletterValues, type NewsletterActionData } from "#app/features/newsletter/newsletter-fields.ts";
import { signUpForNewsletter } from "#app/features/newsletter/newsletter-signup.server.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";

const CHECK_INBOX_PATH = "/newsletter?status=check-inbox";

// A page of outcomes and a form, not content: kept out of search results.
export function meta() {
  return [
    { title: pageTitle("Newsletter") },
    { name: "description", content: "Subscribe to the BrandCheck newsletter on test buying, product quality control and compliance." },
    { name: "robots", content: "noindex" },
  ];
}

/** The signed render time feeds the spam check; `status` is where a sign-up without JavaScript lands. */
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
  const result = await signUpForNewsletter(read.form, { ip: context.get(requestInfoContext).ip, origin: publicOrigin() });
  if (result.status === "accepted") {
    // Redirect after a successful post, so a reload cannot sign up again.
    return form ? data<NewsletterActionData>({ outcome: "check-inbox", form }) : redirect(CHECK_INBOX_PATH);
  }
  const values = newsletterValues(read.form);
  return data<NewsletterActionData>(
    result.status === "invalid" ? { outcome: "invalid", errors: result.errors, values, form } : { outcome: "refused", formError: result.formError, values, form },
    { status: result.httpStatus },
  );
}

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="px-4 pb-20 pt-28 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-xl">
        <h1 id="newsletter-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Newsletter
        </h1>
        {actionData?.form ? (
          // The answer to the form script: the form that was sent, with the outcome.
          <NewsletterForm name={actionData.form} formStamp={loaderData.formStamp} result={actionData} />
        ) : loaderData.checkInbox && !actionData ? (
          <div className="mt-6 space-y-4">
            <p role="status" className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 p-4 text-foreground">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              <span>
                <strong>{NEWSLETTER_CHECK_INBOX.title}:</strong> {NEWSLETTER_CHECK_INBOX.description}
              </span>
            </p>
            <p className="text-muted-foreground">
              The link in the e-mail works for {CONFIRM_LINK_DAYS} days. Nothing arrived? Check your spam folder.{" "}
              <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
                Back to the home page
              </Link>
            </p>
          </div>
        ) : (
          <>
            <p className="mt-4 text-lg text-muted-foreground">
              News on test buying, product quality control and compliance. We send you an e-mail to confirm your address first, and you can
              unsubscribe at any time.
            </p>
            <div className="mt-8 rounded-xl border bg-card p-6 shadow-sm">
              <NewsletterForm name="newsletter-page" formStamp={loaderData.formStamp} result={actionData} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
