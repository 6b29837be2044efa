import { data, Link } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { messageWithElements } from "#app/components/site/message-with-elements.tsx";
import { usePageLanguage } from "#app/components/site/page-catalog.ts";
import { NewsletterLinkPage } from "#app/features/newsletter/components/newsletter-link-page.tsx";
import { UNSUBSCRIBE_PATH } from "#app/features/newsletter/newsletter-fields.ts";
import { checkUnsubscribeLink, unsubscribe, type UnsubscribeLinkState } from "#app/features/newsletter/newsletter-subscription.server.ts";
import { BRAND } from "#app/lib/brand.ts";
import { pageTitle, rootCatalog } from "#app/lib/seo.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";
import { m } from "#app/paraglide/messages.js";
import { newsletterFrameLanguage } from "#app/features/newsletter/newsletter-language.server.ts";

/** The page speaks the language of the subscriber (or sign-up) it is about, header and footer included. */
export const middleware: Route.MiddlewareFunction[] = [newsletterFrameLanguage];

// The link carries a token: no search engine, and no Referer header to other sites. "same-origin",
// not "no-referrer": under no-referrer the browser sends "Origin: null" with the page's own POST,
// which React Router refuses as cross-site.
export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: rootCatalog(matches) };
  return [{ title: pageTitle(m.newsletter_unsubscribe({}, locale)) }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];
}

function status(link: UnsubscribeLinkState): number {
  return link.state === "invalid" ? 400 : 200;
}

/**
 * Shows what the link would do; it changes nothing, since mail scanners open links too. The page
 * speaks the subscriber's language (the root loader's frame, newsletter-language.server.ts).
 */
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
  const link = await unsubscribe(url.searchParams.get("token") ?? "", { origin: publicOrigin() });
  return data({ link }, { status: status(link) });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const link = actionData?.link ?? loaderData.link;
  const { catalog, contact } = usePageLanguage();
  const locale = { locale: catalog };
  const email = "email" in link && link.email ? <strong className="text-foreground">{link.email}</strong> : null;
  switch (link.state) {
    case "ready":
      return (
        <NewsletterLinkPage
          heading={m.newsletter_unsubscribe_heading({}, locale)}
          tone="question"
          button={{
            label: m.newsletter_unsubscribe({}, locale),
            busyLabel: m.newsletter_unsubscribing({}, locale),
            action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(loaderData.token)}`,
          }}
        >
          <p>{messageWithElements((marks) => m.newsletter_unsubscribe_question({ ...marks, brand: BRAND }, locale), { email })}</p>
        </NewsletterLinkPage>
      );
    case "unsubscribed":
      return (
        <NewsletterLinkPage heading={m.newsletter_unsubscribed_heading({}, locale)} tone="done">
          <p>
            {email
              ? messageWithElements((marks) => m.newsletter_unsubscribed_text({ ...marks, brand: BRAND }, locale), { email })
              : m.newsletter_unsubscribed_unknown({}, locale)}
          </p>
          <p>{m.newsletter_resubscribe_hint({}, locale)}</p>
        </NewsletterLinkPage>
      );
    default:
      return (
        <NewsletterLinkPage heading={m.newsletter_invalid_heading({}, locale)} tone="problem">
          <p>
            {messageWithElements((marks) => m.newsletter_unsubscribe_invalid_text(marks, locale), {
              link: (
                <Link to={contact} className="font-medium text-primary underline-offset-4 hover:underline">
                  {m.newsletter_contact_us_inline({}, locale)}
                </Link>
              ),
            })}
          </p>
        </NewsletterLinkPage>
      );
  }
}
