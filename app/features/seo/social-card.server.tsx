import { createHash } from "node:crypto";
import satori from "satori";
import sharp from "sharp";
import { knownLanguage, type KnownLanguage, type TextDirection } from "#app/features/languages/known-languages.ts";
import { ConcurrencyGate } from "#app/lib/concurrency-gate.ts";
import { logger } from "#app/lib/logger.server.ts";
import { cardFonts } from "./card-fonts.server.ts";

const SOCIAL_CARD_WIDTH = 1200;
const SOCIAL_CARD_HEIGHT = 630;
/** Raised when the card's design changes, so every card gets a new URL (they are cached for a year). */
const DESIGN_VERSION = 3;
/** The brand's colours (app/app.css: --color-primary, --color-highlight), as sRGB for the image. */
const BRAND_COLOURS = { primary: "#1e3a8a", highlight: "#e8893b", text: "#ffffff", muted: "#c7d2fe" } as const;
/** Room for the title, in Latin letters' widths: 120 letters, or 60 Chinese characters, fit at the smaller size. */
const MAX_TITLE_COLUMNS = 120;
const MARGIN = 80;

export interface SocialCardInput {
  title: string;
  siteName: string;
  /** The language the title is written in (a BCP 47 tag of known-languages.ts): it sets the card's direction and the forms of Han characters. */
  lang?: string;
}

/** The card's URL part: it names the title and brand it shows, so a new title is a new URL (and a new render). */
export function socialCardHash({ title, siteName, lang }: SocialCardInput): string {
  return createHash("sha256").update(JSON.stringify([DESIGN_VERSION, title, siteName, lang ?? null])).digest("hex").slice(0, 16);
}

export function socialCardPath(slug: string, input: SocialCardInput): string {
  return `/social-cards/${encodeURIComponent(slug)}/${socialCardHash(input)}.png`;
}

/** Left to right unless the language says otherwise or, without one, the title's first letter is Arabic or Hebrew (as `dir="auto"`). */
function cardDirection(title: string, language: KnownLanguage | undefined): TextDirection {
  if (language) return language.direction;
  const firstLetter = /\p{L}/u.exec(title)?.[0];
  return firstLetter && /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(firstLetter) ? "rtl" : "ltr";
}

/** Chinese, Japanese and Korean characters are about twice as wide as Latin letters: they count twice against the title's room. */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uff60]/u;
const width = (character: string) => (WIDE.test(character) ? 2 : 1);
const columns = (text: string) => [...text].reduce((total, character) => total + width(character), 0);

/** The title, cut with an ellipsis when it would not fit the card (cut between characters, never inside one). */
function fitted(title: string): string {
  if (columns(title) <= MAX_TITLE_COLUMNS) return title;
  let kept = "";
  let used = 0;
  for (const character of title) {
    used += width(character);
    if (used > MAX_TITLE_COLUMNS - 1) break;
    kept += character;
  }
  return `${kept.trimEnd()}…`;
}

/** Scripts written without spaces between words, which satori's line breaker (UAX 14) cannot split on its own. */
const UNSPACED_SCRIPT = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const WORDS = new Intl.Segmenter(undefined, { granularity: "word" });

/** A zero-width space between the words of such scripts (found by ICU's dictionaries), where satori may then break the line. */
function breakableWords(text: string): string {
  if (!UNSPACED_SCRIPT.test(text)) return text;
  const words = [...WORDS.segment(text)].map(({ segment }) => segment);
  return words.map((word, index) => (index > 0 && UNSPACED_SCRIPT.test(word) && UNSPACED_SCRIPT.test(words[index - 1]!) ? `\u200B${word}` : word)).join("");
}

export interface DrawnSocialCard {
  svg: string;
  /** The font files read for it (node_modules paths). */
  fontFiles: string[];
  /** Text drawn with no font that has it (left blank): none, unless a title holds emoji or a script no face covers. */
  missing: string[];
}

/**
 * The card as SVG, 1200×630: the page title large on the brand's blue, the brand name under an accent
 * bar, mirrored for a right-to-left language. Text is drawn with the fonts its characters need
 * (card-fonts.server.ts); satori shapes it with HarfBuzz (Arabic letters join) and orders it by the
 * Unicode bidirectional algorithm.
 */
export async function drawSocialCard({ title, siteName, lang }: SocialCardInput): Promise<DrawnSocialCard> {
  const shown = breakableWords(fitted(title));
  const language = lang === undefined ? undefined : knownLanguage(lang);
  const { fonts, files, uncovered } = cardFonts([{ text: shown, weight: 700 }, { text: siteName, weight: 400 }], language?.font);
  const missing = new Set(uncovered);
  const svg = await satori(
    <div style={{ width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, display: "flex", backgroundColor: BRAND_COLOURS.primary, color: BRAND_COLOURS.text }}>
      {/* Placed in a box of its own: the margin around the text is exact, whatever the title's length. */}
      <div style={{ position: "absolute", left: MARGIN, top: MARGIN, width: SOCIAL_CARD_WIDTH - 2 * MARGIN, height: SOCIAL_CARD_HEIGHT - 2 * MARGIN, display: "flex", flexDirection: "column", justifyContent: "space-between", direction: cardDirection(title, language) }}>
        <div style={{ display: "flex", width: 120, height: 12, backgroundColor: BRAND_COLOURS.highlight, borderRadius: 6 }} />
        <div style={{ display: "flex", fontSize: columns(shown) > 60 ? 56 : 72, fontWeight: 700, lineHeight: 1.15 }}>{shown}</div>
        <div style={{ display: "flex", fontSize: 36, fontWeight: 400, color: BRAND_COLOURS.muted }}>{siteName}</div>
      </div>
    </div>,
    {
      width: SOCIAL_CARD_WIDTH,
      height: SOCIAL_CARD_HEIGHT,
      fonts,
      // Called for text no given font has: noted, and drawn with nothing rather than fetched from anywhere.
      loadAdditionalAsset: (_code, segment) => {
        missing.add(segment);
        return Promise.resolve([]);
      },
    },
  );
  return { svg, fontFiles: files, missing: [...missing] };
}

/** The card as PNG. */
export async function renderSocialCard(input: SocialCardInput): Promise<Buffer> {
  const { svg, missing } = await drawSocialCard(input);
  if (missing.length) logger.warn({ title: input.title, missing }, "Social card drawn without glyphs for some of its text");
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
