import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { NewsletterLinkPage } from "#app/features/newsletter/components/newsletter-link-page.tsx";
import { checkConfirmLink, confirmSubscription, type ConfirmLinkState } from "#app/features/newsletter/newsletter-subscription.server.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";

// The link carries a token: no search engine, and no Referer header to other sites. "same-origin",
// not "no-referrer": under no-referrer the browser sends "Origin: null" with the page's own POST,
// which React Router refuses as cross-site.
export function meta() {
  return [{ title: pageTitle("Confirm Subscription") }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];
}

const STATUS: Record<ConfirmLinkState["state"], number> = { invalid: 400, expired: 410, ready: 200, confirmed: 200 };

/** Shows what the link would do; it changes nothing, since mail scanners open links too. */
export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const link = await checkConfirmLink(token);
  return data({ link, token }, { status: STATUS[link.state] });
}

/** The "Confirm subscription" button. */
export async function action({ url }: Route.ActionArgs) {
  const link = await confirmSubscription(url.searchParams.get("token") ?? "", { origin: publicOrigin() });
  return data({ link }, { status: STATUS[link.state] });
}

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const link = actionData?.link ?? loaderData.link;
  switch (link.state) {
    case "ready":
      return (
        <NewsletterLinkPage
          heading="Confirm your subscription"
          tone="question"
          button={{ label: "Confirm subscription", busyLabel: "Confirming...", action: `/newsletter/confirm?token=${encodeURIComponent(loaderData.token)}` }}
        >
          <p>
            Please confirm that <strong className="text-foreground">{link.email}</strong> should receive the BrandCheck newsletter.
          </p>
        </NewsletterLinkPage>
      );
    case "confirmed":
      return (
        <NewsletterLinkPage heading="You're subscribed" tone="done">
          <p>
            Thank you: <strong className="text-foreground">{link.email}</strong> is subscribed to the BrandCheck newsletter. Every newsletter ends
            with a link to unsubscribe.
          </p>
        </NewsletterLinkPage>
      );
    case "expired":
      return (
        <NewsletterLinkPage heading="This link has expired" tone="problem">
          <p>This confirmation link is no longer valid. Please sign up again with the form at the bottom of this page, and we'll send you a new one.</p>
        </NewsletterLinkPage>
      );
    default:
      return (
        <NewsletterLinkPage heading="This link is not valid" tone="problem">
          <p>
            Please check that you opened the whole link from the e-mail, or sign up again with the form at the bottom of this page. Questions?{" "}
            <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
              Contact us
            </Link>
            .
          </p>
        </NewsletterLinkPage>
      );
  }
}
