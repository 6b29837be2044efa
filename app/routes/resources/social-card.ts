import type { Route } from "./+types/social-card";
import { findPublishedPage } from "#app/features/pages/cms/pages.server.ts";
import { socialCardHash, socialCards } from "#app/features/seo/social-card.server.tsx";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { gateFullResponse, GateFullError } from "#app/lib/concurrency-gate.ts";

const CARD_FILE = /^([0-9a-f]{16})\.png$/;
const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * A published page's generated social card (public). Only the card of its current title and brand
 * is made: any other hash is a 404, so requests cannot make the server draw arbitrary text. A card's
 * URL changes with its title, so a card can be cached for a year.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const file = CARD_FILE.exec(params.file);
  if (!file) return notFound();
  const page = await findPublishedPage(params.slug);
  if (!page) return notFound();
  const { settings } = await getSiteSettings();
  const input = { title: page.title, siteName: settings.companyName };
  if (socialCardHash(input) !== file[1]) return notFound();
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
