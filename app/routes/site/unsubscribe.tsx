import { data, Link } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { NewsletterLinkPage } from "#app/features/newsletter/components/newsletter-link-page.tsx";
import { checkUnsubscribeLink, unsubscribe, type UnsubscribeLinkState } from "#app/features/newsletter/newsletter-subscription.server.ts";
import { pageTitle } from "#app/lib/seo.ts";

// The link carries a token: no search engine, and no Referer header to other sites. "same-origin",
// not "no-referrer": under no-referrer the browser sends "Origin: null" with the page's own POST,
// which React Router refuses as cross-site.
export function meta() {
  return [{ title: pageTitle("Unsubscribe") }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];
}

function status(link: UnsubscribeLinkState): number {
  return link.state === "invalid" ? 400 : 200;
}

/** Shows what the link would do; it changes nothing, since mail scanners open links too. */
export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const link = await checkUnsubscribeLink(token);
  return data({ link, token }, { status: status(link) });
}

/**
 * The page's "Unsubscribe" button, and RFC 8058's one-click unsubscribe: a mail provider POSTs
 * `List-Unsubscribe=One-Click` to the very URL of the List-Unsubscribe header, with no cookie and
 * nobody at a browser. The signed token in the URL is the whole authorisation, so the body is not
 * needed (any POST to a valid link unsubscribes) and the answer is a 200 page, never a redirect.
 */
export async function action({ url }: Route.ActionArgs) {
  const link = await unsubscribe(url.searchParams.get("token") ?? "");
  return data({ link }, { status: status(link) });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const link = actionData?.link ?? loaderData.link;
  switch (link.state) {
    case "ready":
      return (
        <NewsletterLinkPage
          heading="Unsubscribe from the newsletter"
          tone="question"
          button={{ label: "Unsubscribe", busyLabel: "Unsubscribing...", action: `/unsubscribe?token=${encodeURIComponent(loaderData.token)}` }}
        >
          <p>
            Stop sending the BrandCheck newsletter to <strong className="text-foreground">{link.email}</strong>?
          </p>
        </NewsletterLinkPage>
      );
    case "unsubscribed":
      return (
        <NewsletterLinkPage heading="You're unsubscribed" tone="done">
          <p>
            {link.email ? (
              <>
                <strong className="text-foreground">{link.email}</strong> will no longer receive the BrandCheck newsletter.
              </>
            ) : (
              "This address is no longer on our newsletter list."
            )}
          </p>
          <p>Changed your mind? You can subscribe again with the form at the bottom of this page.</p>
        </NewsletterLinkPage>
      );
    default:
      return (
        <NewsletterLinkPage heading="This link is not valid" tone="problem">
          <p>
            Please check that you opened the whole link from the e-mail. If you keep receiving e-mails you did not ask for,{" "}
            <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
              contact us
            </Link>{" "}
            and we will take you off the list.
          </p>
        </NewsletterLinkPage>
      );
  }
}
