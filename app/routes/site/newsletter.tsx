import { CheckCircle2 } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { NewsletterForm } from "#app/features/newsletter/components/newsletter-form.tsx";
import { CONFIRM_LINK_DAYS, NEWSLETTER_CHECK_INBOX, NEWSLETTER_FAILURE, newsletterValues, type NewsletterActionData } from "#app/features/newsletter/newsletter-fields.ts";
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

/** The footer's form (and this page's) posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormData(request);
  if (!read.ok) return data<NewsletterActionData>({ outcome: "refused", formError: read.formError }, { status: read.status });
  const result = await signUpForNewsletter(read.form, { ip: context.get(requestInfoContext).ip, origin: publicOrigin() });
  // Redirect after a successful post, so a reload cannot sign up again.
  if (result.status === "accepted") return redirect(CHECK_INBOX_PATH);
  const values = newsletterValues(read.form);
  return data<NewsletterActionData>(
    result.status === "invalid" ? { outcome: "invalid", errors: result.errors, values } : { outcome: "refused", formError: result.formError, values },
    { status: result.httpStatus },
  );
}

/**
 * With JavaScript the form is sent by a fetcher and the visitor stays on their page: the redirect to
 * the outcome page, meant for visitors without JavaScript, becomes the outcome itself. When the
 * answer is not our action's (a proxy's error page, a dropped connection) the visitor gets the
 * catalogue's failure message instead of the error screen; 503 keeps React Router from revalidating
 * against a server that is not answering.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response && error.headers.get("Location") === CHECK_INBOX_PATH) return { outcome: "check-inbox" } satisfies NewsletterActionData;
    if (error instanceof Response) throw error;
    return data<NewsletterActionData>({ outcome: "refused", formError: NEWSLETTER_FAILURE }, { status: 503 });
  }
}

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="px-4 pb-20 pt-28 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-xl">
        <h1 id="newsletter-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Newsletter
        </h1>
        {loaderData.checkInbox && !actionData ? (
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
              <NewsletterForm idPrefix="newsletter-page" labelledBy="newsletter-heading" formStamp={loaderData.formStamp} tone="page" serverResult={actionData} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
