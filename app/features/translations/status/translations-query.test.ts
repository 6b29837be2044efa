import { describe, expect, it } from "vitest";
import { readTranslationsQuery, translationsHref, xliffExportHref } from "./translations-query.ts";

const LANGUAGES = [
  { tag: "en", englishName: "English", isDefault: true },
  { tag: "de", englishName: "German", isDefault: false },
  { tag: "zh-HK", englishName: "Chinese (Hong Kong)", isDefault: false },
];
const read = (query: string) => readTranslationsQuery(new URLSearchParams(query), LANGUAGES);

describe("the Translations screen's filter in the URL", () => {
  it("reads a language and a status (\"outdated in German\"), a tag in any case", () => {
    expect(read("lang=de&status=outdated")).toEqual({ lang: "de", status: "outdated", problems: [] });
    expect(read("lang=zh-hk&status=Up-To-Date")).toEqual({ lang: "zh-HK", status: "up-to-date", problems: [] });
    // The filter form's "All" options send empty values.
    expect(read("lang=&status=")).toEqual({ problems: [] });
  });

  it("names a language or status it does not know and leaves it out, instead of failing", () => {
    expect(read("lang=fr&status=stale")).toEqual({
      problems: ['The site has no language "fr". Showing every language.', '"stale" is not a translation status: choose Missing, Draft, Outdated or Up to date. Showing every status.'],
    });
    expect(read("lang=en").problems).toEqual(["English is the default language: its pages are what the others are translated from. Showing every language."]);
    const long = read(`lang=${"x".repeat(5000)}`).problems[0]!;
    expect(long.length).toBeLessThan(100);
  });

  it("writes the screen's and the XLIFF export's addresses", () => {
    expect(translationsHref({ lang: "de", status: "outdated" })).toBe("/admin/translations?lang=de&status=outdated");
    expect(translationsHref({})).toBe("/admin/translations");
    expect(xliffExportHref("de")).toBe("/admin/translations/export?lang=de&status=outdated");
    expect(xliffExportHref("zh-HK", "p1")).toBe("/admin/translations/export?page=p1&lang=zh-HK");
  });
});
