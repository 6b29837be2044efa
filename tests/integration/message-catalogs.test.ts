// The site's own words (messages/{locale}.json, compiled by npm run messages): every shipped language
// has every message, none is blank, and each keeps the placeholders its English has, so a visitor
// never reads an English word, an empty label or a literal "{name}" on a translated page.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const DIR = new URL("../../messages/", import.meta.url);
const settings = JSON.parse(readFileSync(new URL("../../project.inlang/settings.json", import.meta.url), "utf8")) as { baseLocale: string; locales: string[] };

function catalog(locale: string): Record<string, string> {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(new URL(`${locale}.json`, DIR), "utf8")) as Record<string, string>;
  return messages;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("message catalogs", () => {
  it("exist for exactly the languages the project compiles", () => {
    expect(readdirSync(DIR).filter((file) => file.endsWith(".json")).map((file) => file.replace(/\.json$/, "")).sort()).toEqual([...settings.locales].sort());
  });

  const english = catalog(settings.baseLocale);
  for (const locale of settings.locales.filter((l) => l !== settings.baseLocale)) {
    it(`${locale} has every English message, no other, none blank, with the same placeholders`, () => {
      const translated = catalog(locale);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim(), `${locale}.${key}`).not.toBe("");
        expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(english[key]!));
      }
    });
  }
});
