import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import satori from "satori";
import sharp from "sharp";
import { ConcurrencyGate } from "#app/lib/concurrency-gate.ts";

const SOCIAL_CARD_WIDTH = 1200;
const SOCIAL_CARD_HEIGHT = 630;
/** Raised when the card's design changes, so every card gets a new URL (they are cached for a year). */
const DESIGN_VERSION = 2;
/** The brand's colours (app/app.css: --color-primary, --color-highlight), as sRGB for the image. */
const BRAND_COLOURS = { primary: "#1e3a8a", highlight: "#e8893b", text: "#ffffff", muted: "#c7d2fe" } as const;
const MAX_TITLE_CHARACTERS = 120;
const MARGIN = 80;

export interface SocialCardInput {
  title: string;
  siteName: string;
}

/** The card's URL part: it names the title and brand it shows, so a new title is a new URL (and a new render). */
export function socialCardHash({ title, siteName }: SocialCardInput): string {
  return createHash("sha256").update(JSON.stringify([DESIGN_VERSION, title, siteName])).digest("hex").slice(0, 16);
}

export function socialCardPath(slug: string, input: SocialCardInput): string {
  return `/social-cards/${encodeURIComponent(slug)}/${socialCardHash(input)}.png`;
}

let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  // The site's typeface, Plus Jakarta Sans (docs/decisions/029), from @fontsource's static files: satori
  // reads TTF, OTF and WOFF, not the variable WOFF2 the site serves. Read once.
  const require = createRequire(import.meta.url);
  fonts ??= {
    regular: readFileSync(require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-400-normal.woff")),
    bold: readFileSync(require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-700-normal.woff")),
  };
  return fonts;
}

/** A PNG card, 1200×630: the page title large on the brand's blue, the brand name under an accent bar. */
export async function renderSocialCard({ title, siteName }: SocialCardInput): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const shown = title.length > MAX_TITLE_CHARACTERS ? `${title.slice(0, MAX_TITLE_CHARACTERS - 1).trimEnd()}…` : title;
  const svg = await satori(
    <div style={{ width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, display: "flex", backgroundColor: BRAND_COLOURS.primary, color: BRAND_COLOURS.text, fontFamily: "Plus Jakarta Sans" }}>
      {/* Placed in a box of its own: the margin around the text is exact, whatever the title's length. */}
      <div style={{ position: "absolute", left: MARGIN, top: MARGIN, width: SOCIAL_CARD_WIDTH - 2 * MARGIN, height: SOCIAL_CARD_HEIGHT - 2 * MARGIN, display: "flex", flexDirection: "column", justifyContent: "space-between" }}>
        <div style={{ display: "flex", width: 120, height: 12, backgroundColor: BRAND_COLOURS.highlight, borderRadius: 6 }} />
        <div style={{ display: "flex", fontSize: shown.length > 60 ? 56 : 72, fontWeight: 700, lineHeight: 1.15 }}>{shown}</div>
        <div style={{ display: "flex", fontSize: 36, fontWeight: 400, color: BRAND_COLOURS.muted }}>{siteName}</div>
      </div>
    </div>,
    {
      width: SOCIAL_CARD_WIDTH,
      height: SOCIAL_CARD_HEIGHT,
      fonts: [
        { name: "Plus Jakarta Sans", data: regular, weight: 400, style: "normal" },
        { name: "Plus Jakarta Sans", data: bold, weight: 700, style: "normal" },
      ],
    },
  );
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Made cards, by hash, and the one render at a time that makes them: a render takes tens of
 * milliseconds of CPU, so a flood of requests for new titles waits in a short queue and is then
 * refused (GateFullError) rather than piling up. Only cards of published pages' current titles are
 * asked for (the route checks the hash), so the cache holds at most one per page.
 */
export class SocialCards {
  private readonly made = new Map<string, Buffer>();
  private readonly gate = new ConcurrencyGate({ concurrency: 1, queue: 16 });
  private readonly maxEntries: number;

  constructor({ maxEntries = 200 }: { maxEntries?: number } = {}) {
    this.maxEntries = maxEntries;
  }

  async get(input: SocialCardInput): Promise<Buffer> {
    const key = socialCardHash(input);
    const held = this.made.get(key);
    if (held) {
      // Most recently used last: the first key is the one to drop.
      this.made.delete(key);
      this.made.set(key, held);
      return held;
    }
    const png = await this.gate.run(() => this.made.get(key) ? Promise.resolve(this.made.get(key)!) : renderSocialCard(input));
    this.made.set(key, png);
    while (this.made.size > this.maxEntries) this.made.delete(this.made.keys().next().value!);
    return png;
  }
}

export const socialCards = new SocialCards();
