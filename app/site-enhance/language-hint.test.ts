// Which translation the language hint offers (app/site-enhance/language-hint.ts): the browser's
// languages in order, the first the page or a translation speaks deciding.
import { describe, expect, it } from "vitest";
import { preferredTranslation } from "./language-hint.ts";

const TRANSLATIONS = ["de", "zh-HK"];

describe("the translation the hint offers", () => {
  it("is the first preferred language a translation speaks, region or not", () => {
    expect(preferredTranslation(["de-DE", "en"], "en", TRANSLATIONS)).toBe("de");
    expect(preferredTranslation(["fr-FR", "de-CH"], "en", TRANSLATIONS)).toBe("de");
    expect(preferredTranslation(["zh-HK"], "en", TRANSLATIONS)).toBe("zh-HK");
    expect(preferredTranslation(["en-GB"], "de", ["en", "zh-HK"])).toBe("en");
  });

  it("is none when the page's own language comes first, or no language matches", () => {
    expect(preferredTranslation(["en-GB", "de"], "en", TRANSLATIONS)).toBeNull();
    expect(preferredTranslation(["de-AT"], "de", ["en"])).toBeNull();
    expect(preferredTranslation(["fr", "ja"], "en", TRANSLATIONS)).toBeNull();
    expect(preferredTranslation([], "en", TRANSLATIONS)).toBeNull();
  });

  it("tells Traditional from Simplified Chinese", () => {
    expect(preferredTranslation(["zh-TW"], "en", TRANSLATIONS)).toBe("zh-HK");
    expect(preferredTranslation(["zh-CN", "zh"], "en", TRANSLATIONS)).toBeNull();
  });

  it("skips a malformed preference", () => {
    expect(preferredTranslation(["not a tag!", "de"], "en", TRANSLATIONS)).toBe("de");
  });
});
