import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Font } from "satori";
import type { ScriptFont } from "#app/features/languages/known-languages.ts";

/**
 * The fonts a social card draws its text with (docs/decisions/038-social-card-fonts.md). Every face is
 * a self-hosted Fontsource package, whose CSS splits it into subsets by unicode-range (a Chinese face
 * into about a hundred files, tens of MB in all): a card reads only the subset files that hold the
 * characters it draws, a few hundred KB at most.
 */

type Typeface = "plus-jakarta-sans" | ScriptFont;
type CardWeight = 400 | 700;

/** The site's typeface (Latin, Latin Extended, Vietnamese) is tried first for every character. */
const SITE_TYPEFACE = "plus-jakarta-sans";
/** Then the Noto faces, in this order unless the language or the text says otherwise. */
const SCRIPT_FONTS: readonly ScriptFont[] = ["noto-sans-arabic", "noto-sans-hebrew", "noto-sans-thai", "noto-sans-tc", "noto-sans-sc", "noto-sans-jp", "noto-sans-kr"];
/**
 * Every Chinese, Japanese and Korean face has the Han characters, in its region's forms, and Kana and
 * Hangul too. Without a language, Kana means Japanese and Hangul Korean, so their face goes first.
 */
const TELLING_SCRIPTS: readonly (readonly [RegExp, ScriptFont])[] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, "noto-sans-jp"],
  [/\p{Script=Hangul}/u, "noto-sans-kr"],
];

interface Subset {
  /** The subset's name, the same for every weight (satori picks the weight by name). */
  name: string;
  file: string;
}
interface Range {
  start: number;
  end: number;
  subset: Subset;
}
/** A face's ranges by start, each with the largest end so far: a lookup walks back only over ranges that may hold the character. */
interface Coverage {
  ranges: Range[];
  reach: number[];
}

const require = createRequire(import.meta.url);
const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const WOFF_FILE = /url\(\.\/files\/([\w.-]+\.woff)\) format\('woff'\)/;
const UNICODE_RANGE = /unicode-range:\s*([^;]+);/;

/** Each face's package, named in full so the dependency checks (knip) see them used. */
const PACKAGES: Record<Typeface, string> = {
  "plus-jakarta-sans": require.resolve("@fontsource/plus-jakarta-sans/package.json"),
  "noto-sans-arabic": require.resolve("@fontsource/noto-sans-arabic/package.json"),
  "noto-sans-hebrew": require.resolve("@fontsource/noto-sans-hebrew/package.json"),
  "noto-sans-thai": require.resolve("@fontsource/noto-sans-thai/package.json"),
  "noto-sans-tc": require.resolve("@fontsource/noto-sans-tc/package.json"),
  "noto-sans-sc": require.resolve("@fontsource/noto-sans-sc/package.json"),
  "noto-sans-jp": require.resolve("@fontsource/noto-sans-jp/package.json"),
  "noto-sans-kr": require.resolve("@fontsource/noto-sans-kr/package.json"),
};

function packageFile(typeface: Typeface, file: string): string {
  return join(dirname(PACKAGES[typeface]), file);
}

function parseCoverage(typeface: Typeface, weight: CardWeight): Coverage {
  const cssFile = packageFile(typeface, `${weight}.css`);
  const ranges: Range[] = [];
  for (const [, block] of readFileSync(cssFile, "utf8").matchAll(FONT_FACE)) {
    const file = WOFF_FILE.exec(block!)?.[1];
    const unicodeRange = UNICODE_RANGE.exec(block!)?.[1];
    if (!file || !unicodeRange) throw new Error(`${cssFile}: an @font-face without a WOFF file or a unicode-range`);
    const subset = { name: file.replace(`-${weight}-normal.woff`, ""), file: join("files", file) };
    for (const part of unicodeRange.split(",")) {
      const [start, end = start] = part.trim().replace(/^U\+/i, "").split("-").map((hex) => Number.parseInt(hex, 16));
      ranges.push({ start: start!, end: end!, subset });
    }
  }
  ranges.sort((a, b) => a.start - b.start);
  let reach = -1;
  return { ranges, reach: ranges.map((range) => (reach = Math.max(reach, range.end))) };
}

/** Each face's CSS is read once per weight, when a card first needs it. */
const coverages = new Map<string, Coverage>();
function coverage(typeface: Typeface, weight: CardWeight): Coverage {
  const key = `${typeface}/${weight}`;
  let found = coverages.get(key);
  if (!found) coverages.set(key, (found = parseCoverage(typeface, weight)));
  return found;
}

function subsetHolding({ ranges, reach }: Coverage, codePoint: number): Subset | undefined {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ranges[middle]!.start <= codePoint) low = middle + 1;
    else high = middle;
  }
  for (let index = low - 1; index >= 0 && reach[index]! >= codePoint; index--) {
    if (ranges[index]!.end >= codePoint) return ranges[index]!.subset;
  }
  return undefined;
}

function firstHolding(order: readonly Typeface[], weight: CardWeight, codePoint: number): { typeface: Typeface; subset: Subset } | undefined {
  for (const typeface of order) {
    const subset = subsetHolding(coverage(typeface, weight), codePoint);
    if (subset) return { typeface, subset };
  }
  return undefined;
}

function typefaceOrder(texts: readonly CardText[], preferred: ScriptFont | undefined): Typeface[] {
  const first = preferred ?? TELLING_SCRIPTS.find(([script]) => texts.some(({ text }) => script.test(text)))?.[1];
  return [SITE_TYPEFACE, ...(first ? [first] : []), ...SCRIPT_FONTS.filter((font) => font !== first)];
}

export interface CardText {
  text: string;
  weight: CardWeight;
}

export interface CardFonts {
  /** For satori, in the order it tries them for a character. */
  fonts: Font[];
  /** The files read, relative to node_modules. */
  files: string[];
  /** Characters no face has (emoji, rare scripts): satori leaves them out. */
  uncovered: string[];
}

/**
 * The subset files holding every character of the texts, each in its weight: for each character the
 * first face that has it, the site's typeface first, then the language's own face (`preferred`, which
 * settles the regional forms of Han characters), then the other Noto faces.
 */
export function cardFonts(texts: readonly CardText[], preferred?: ScriptFont): CardFonts {
  const order = typefaceOrder(texts, preferred);
  const chosen = new Map<string, { typeface: Typeface; subset: Subset; weight: CardWeight }>();
  const uncovered = new Set<string>();
  for (const { text, weight } of texts) {
    for (const character of new Set(text)) {
      const found = firstHolding(order, weight, character.codePointAt(0)!);
      if (found) chosen.set(`@fontsource/${found.typeface}/${found.subset.file}`, { ...found, weight });
      else uncovered.add(character);
    }
  }
  const picked = [...chosen].sort(([, a], [, b]) => order.indexOf(a.typeface) - order.indexOf(b.typeface));
  return {
    fonts: picked.map(([, { typeface, subset, weight }]) => ({ name: subset.name, data: readFileSync(packageFile(typeface, subset.file)), weight, style: "normal" })),
    files: picked.map(([file]) => file),
    uncovered: [...uncovered],
  };
}
