import type { Route } from "./+types/social-card";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { publishedPageCard } from "#app/features/seo/page-share-image.server.ts";
import { socialCards } from "#app/features/seo/social-card.server.tsx";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { gateFullResponse, GateFullError } from "#app/lib/concurrency-gate.ts";

const CARD_FILE = /^([0-9a-f]{16})\.png$/;
const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * A published page's generated social card (public), in any served language: the hash names the
 * title, brand and language, and the page is found by it. Only the card of its current title and brand
 * is made: any other hash is a 404, so requests cannot make the server draw arbitrary text. A card's
 * URL changes with its title, so a card can be cached for a year.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = CARD_FILE.exec(params.file);
  if (!file) return notFound();
  const book = await requestAddressBook(context);
  const { settings } = await getSiteSettings();
  const input = await publishedPageCard(params.slug, file[1]!, [book.defaultTag, ...book.prefixByTag.keys()], settings.companyName);
  if (!input) return notFound();
  try {
    const png = await socialCards.get(input);
    return new Response(new Uint8Array(png), {
      headers: { "Content-Type": "image/png", "Content-Length": String(png.length), "Cache-Control": "public, max-age=31536000, immutable" },
    });
  } catch (error) {
    if (error instanceof GateFullError) return gateFullResponse();
    throw error;
  }
}
