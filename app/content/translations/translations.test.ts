import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sitePageSeed, type SitePageSeed } from "#app/content/site-page-seeds.ts";
import { META_DESCRIPTION_WARNING_LENGTH } from "#app/features/pages/cms/schema.ts";
import { SITE_PAGES } from "#app/features/pages/site-pages/site-pages.ts";
import { slugProblem } from "#app/features/pages/cms/slug.ts";
import { defaultSiteSettings } from "#app/features/site-settings/defaults.ts";
import { SiteSettings } from "#app/features/site-settings/schema.ts";
import { DEFAULT_SHARE_IMAGE } from "#app/lib/seo.ts";
import { KnownSection } from "#app/sections/registry.ts";
import { DE } from "./de.ts";
import { IMAGE_FIELDS, translatableText, translateSeed, type SeedTranslation } from "./seed-translation.ts";
import { imageIn } from "./shipped-translations.ts";
import { ZH_HK } from "./zh-hk.ts";

/** Everything a fresh install seeds in English: every site page and the settings. */
const PAGE_SEEDS = SITE_PAGES.flatMap(({ key }) => {
  const seed = sitePageSeed(key);
  return seed ? [{ key, seed }] : [];
});
const SETTINGS = defaultSiteSettings({ phone: "+44 20 7946 0321", email: "hello@brandcheck.com" });
const ENGLISH = [...PAGE_SEEDS.map(({ seed }) => seed), SETTINGS];
const ENGLISH_LINES = new Set(translatableText(ENGLISH));

/**
 * Lines a translation may leave as they are: figures, and words the language writes the English
 * way (German says "Mystery Shopping", "Compliance", "Cookies" and "FAQ", and writes these cities as English does).
 */
const SAME_AS_ENGLISH: Record<string, ReadonlySet<string>> = {
  de: new Set(["35%", "40%", "25%", "Mystery Shopping", "Compliance", "Cookies", "FAQ", "London", "Sydney", "Frankfurt"]),
  "zh-HK": new Set(["35%", "40%", "25%"]),
};

/** Placeholders the renderer fills in ("{email}"), in order. */
const tokensOf = (text: string) => text.match(/\{[a-z]+\}/g) ?? [];

/** The value with every translatable line replaced by a dot, and its illustrations by the language's: what a translation must leave unchanged. */
function skeleton(value: unknown, translation: SeedTranslation): unknown {
  const dots = Object.fromEntries(translatableText(value).map((line) => [line, "·"]));
  return translateSeed(value, { ...translation, text: dots });
}

/** Every image address in `value` (IMAGE_FIELDS), at any depth. */
function imagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imagesOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => (typeof inner === "string" ? ((IMAGE_FIELDS as readonly string[]).includes(key) ? [inner] : []) : imagesOf(inner)));
}

/** An SVG illustration's language (`xml:lang` on its root) and the words drawn in it (its <text> elements). */
function drawing(image: string): { lang: string | null; words: string[] } {
  const svg = readFileSync(join("public", image), "utf8");
  const words = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, text = ""]) => text.replaceAll("&#160;", "\u00a0"));
  return { lang: /<svg\b[^>]*\bxml:lang="([^"]+)"/.exec(svg)?.[1] ?? null, words };
}

/** The words drawn in the illustrations `seeds` show: what a visitor reads in their pictures. */
function drawnWords(seeds: unknown): Array<{ image: string; lang: string | null; words: string[] }> {
  const svgs = [...new Set(imagesOf(seeds))].filter((image) => image.startsWith("/images/") && image.endsWith(".svg"));
  return svgs.map((image) => ({ image, ...drawing(image) })).filter(({ words }) => words.length > 0);
}

const ENGLISH_DRAWN_WORDS = new Set(drawnWords(PAGE_SEEDS.map(({ seed }) => seed)).flatMap(({ words }) => words));

describe.each([DE, ZH_HK])("the $tag seed translation", (translation: SeedTranslation) => {
  const entries = Object.entries(translation.text);
  const sameAsEnglish = SAME_AS_ENGLISH[translation.tag] ?? new Set();

  it("translates every line of every site page and of the settings", () => {
    expect(translatableText(ENGLISH).filter((line) => !Object.hasOwn(translation.text, line))).toEqual([]);
  });

  it("holds no translation of a line the English seeds no longer have", () => {
    expect(entries.filter(([english]) => !ENGLISH_LINES.has(english)).map(([english]) => english)).toEqual([]);
  });

  it("translates each line into one non-empty line of its own language", () => {
    const wrong = entries.filter(
      ([english, text]) => text.trim() !== text || text === "" || text.includes("\n") || (text === english && !sameAsEnglish.has(english)),
    );
    expect(wrong).toEqual([]);
  });

  it("keeps the placeholders the renderer fills in", () => {
    expect(entries.filter(([english, text]) => tokensOf(english).join() !== tokensOf(text).join())).toEqual([]);
  });

  it("gives each site page but the home page a valid slug of its own", () => {
    const slugs = Object.values(translation.slugs);
    expect(Object.keys(translation.slugs).sort()).toEqual(SITE_PAGES.map(({ key }) => key).filter((key) => key !== "home").sort());
    expect(slugs.map((slug) => [slug, slugProblem(slug)]).filter(([, problem]) => problem !== null)).toEqual([]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(PAGE_SEEDS)("translates the $key page into the same sections, ids, links and images, with no English left", ({ seed }) => {
    const translated: SitePageSeed = translateSeed(seed, translation);
    expect(skeleton(translated, translation)).toEqual(skeleton(seed, translation));
    expect(translatableText(translated).filter((line) => ENGLISH_LINES.has(line) && !sameAsEnglish.has(line))).toEqual([]);
    // Still a page staff can save: every field within its limits, and a description search engines show whole.
    for (const section of translated.sections) expect(KnownSection.safeParse(section).error?.issues ?? []).toEqual([]);
    expect(translated.metaDescription.length).toBeLessThanOrEqual(META_DESCRIPTION_WARNING_LENGTH);
  });

  it("shows illustrations whose drawn-in words are in its language, figures in its notation", () => {
    const drawn = drawnWords(PAGE_SEEDS.map(({ seed }) => translateSeed(seed, translation)));
    // The home page's score, the returns chart and the compliance checklist.
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    const percent = new Intl.NumberFormat(translation.tag, { style: "percent" });
    for (const { image, lang, words } of drawn) {
      expect(lang, image).toBe(translation.tag);
      for (const word of words) {
        const figure = /^(-?\d+)\s*%$/.exec(word);
        if (figure) expect(word, image).toBe(percent.format(Number(figure[1]) / 100));
        else if (translation.tag === "zh-HK") expect(word, image).toMatch(/^[\p{Script=Han}\p{P}\s]+$/u);
        else expect(ENGLISH_DRAWN_WORDS.has(word), `${image}: ${word}`).toBe(false);
      }
    }
  });

  it("ships its own sharing card, drawn from an SVG copy whose words are in its language", () => {
    const card = imageIn(translation.tag, DEFAULT_SHARE_IMAGE);
    expect(card).toMatch(/^\/images\/[a-z-]+\/og-card\.png$/);
    // A PNG of the size social networks show (1200×630), as the English card is: width and height in its IHDR chunk.
    const png = readFileSync(join("public", card));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const { lang, words } = drawing(card.replace(/\.png$/, ".svg"));
    const english = drawing(DEFAULT_SHARE_IMAGE.replace(/\.png$/, ".svg")).words;
    expect(lang).toBe(translation.tag);
    expect(words).toHaveLength(english.length);
    // The brand's name is drawn as it is; every other line is the language's.
    for (const word of words.filter((line) => line !== "BrandCheck")) {
      if (translation.tag === "zh-HK") expect(word).toMatch(/^[\p{Script=Han}\p{P}\s]+$/u);
      else expect(english).not.toContain(word);
    }
  });

  it("translates the settings into the same links, ids and contact details, within the settings' limits", () => {
    const translated = translateSeed(SETTINGS, translation);
    expect(skeleton(translated, translation)).toEqual(skeleton(SETTINGS, translation));
    expect(SiteSettings.safeParse(translated).error?.issues ?? []).toEqual([]);
  });
});
