import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { messageWithElements } from "#app/components/site/message-with-elements.tsx";
import { usePageLanguage } from "#app/components/site/page-catalog.ts";
import { NewsletterLinkPage } from "#app/features/newsletter/components/newsletter-link-page.tsx";
import { CONFIRM_PATH } from "#app/features/newsletter/newsletter-fields.ts";
import { checkConfirmLink, confirmSubscription, type ConfirmLinkState } from "#app/features/newsletter/newsletter-subscription.server.ts";
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
  return [{ title: pageTitle(m.newsletter_confirm_page_title({}, locale)) }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];
}

const STATUS: Record<ConfirmLinkState["state"], number> = { invalid: 400, expired: 410, ready: 200, confirmed: 200 };

/**
 * Shows what the link would do; it changes nothing, since mail scanners open links too. The page
 * speaks the subscriber's language (the root loader's frame, newsletter-language.server.ts).
 */
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
  const { catalog, contact } = usePageLanguage();
  const locale = { locale: catalog };
  const email = "email" in link ? <strong className="text-foreground">{link.email}</strong> : null;
  switch (link.state) {
    case "ready":
      return (
        <NewsletterLinkPage
          heading={m.newsletter_confirm_heading({}, locale)}
          tone="question"
          button={{
            label: m.newsletter_confirm_button({}, locale),
            busyLabel: m.newsletter_confirming({}, locale),
            action: `${CONFIRM_PATH}?token=${encodeURIComponent(loaderData.token)}`,
          }}
        >
          <p>{messageWithElements((marks) => m.newsletter_confirm_question({ ...marks, brand: BRAND }, locale), { email })}</p>
        </NewsletterLinkPage>
      );
    case "confirmed":
      return (
        <NewsletterLinkPage heading={m.newsletter_confirmed_heading({}, locale)} tone="done">
          <p>{messageWithElements((marks) => m.newsletter_confirmed_text({ ...marks, brand: BRAND }, locale), { email })}</p>
        </NewsletterLinkPage>
      );
    case "expired":
      return (
        <NewsletterLinkPage heading={m.newsletter_expired_heading({}, locale)} tone="problem">
          <p>{m.newsletter_expired_text({}, locale)}</p>
        </NewsletterLinkPage>
      );
    default:
      return (
        <NewsletterLinkPage heading={m.newsletter_invalid_heading({}, locale)} tone="problem">
          <p>
            {messageWithElements((marks) => m.newsletter_confirm_invalid_text(marks, locale), {
              link: (
                <Link to={contact} className="font-medium text-primary underline-offset-4 hover:underline">
                  {m.newsletter_contact_us({}, locale)}
                </Link>
              ),
            })}
          </p>
        </NewsletterLinkPage>
      );
  }
}
