import type { Route } from "./+types/feed";
import { readFeedPath } from "#app/features/feeds/feed-addresses.ts";
import { readFeed } from "#app/features/feeds/feed-entries.server.ts";
import { renderFeed } from "#app/features/feeds/feed-render.server.ts";
import { feedNotFound, feedResponse } from "#app/features/feeds/feed-response.server.ts";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { getSiteSettingsIn } from "#app/features/site-settings/site-settings.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";

/**
 * A collection's feed, or one topic's, in RSS 2.0, Atom 1.0 or JSON Feed 1.1, per language
 * (docs/decisions/039-collections.md, "Feeds"; the addresses are features/feeds/feed-addresses.ts).
 * Public: only published items. The path alone says which feed: a language that is off or unknown,
 * a topic the language lacks or any other spelling of the address is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const book = await requestAddressBook(context);
  const address = readFeedPath(new URL(request.url).pathname, book);
  if (!address) return feedNotFound();
  const { companyName } = await getSiteSettingsIn(address.tag);
  const channel = await readFeed(address, { book, origin: publicOrigin(), siteName: companyName });
  if (!channel) return feedNotFound();
  return feedResponse(request, renderFeed(channel, address.format), address.format);
}
