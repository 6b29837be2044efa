import { describe, expect, it } from "vitest";
import { addressBook, languagePath, readAddress } from "./public-address.ts";
import type { SiteLanguage } from "./schema.ts";

const language = (tag: string, urlPrefix: string, more: Partial<SiteLanguage> = {}): SiteLanguage => ({
  tag,
  urlPrefix,
  nativeName: tag,
  englishName: tag,
  direction: "ltr",
  enabled: true,
  isDefault: false,
  ...more,
});

const book = addressBook([language("en", "en", { isDefault: true }), language("de", "de"), language("zh-HK", "zh-hk"), language("fr", "fr", { enabled: false })]);

describe("public addresses", () => {
  it("read the language from the first segment, the default language's without one", () => {
    expect(readAddress("/", book)).toEqual({ tag: "en", path: "/" });
    expect(readAddress("/services", book)).toEqual({ tag: "en", path: "/services" });
    expect(readAddress("/de", book)).toEqual({ tag: "de", path: "/" });
    expect(readAddress("/de/leistungen", book)).toEqual({ tag: "de", path: "/leistungen" });
    expect(readAddress("/zh-hk/services", book)).toEqual({ tag: "zh-HK", path: "/services" });
  });

  it("give a switched-off language's prefix, the default's own prefix and look-alikes to the default language", () => {
    expect(readAddress("/fr/services", book)).toEqual({ tag: "en", path: "/fr/services" });
    expect(readAddress("/en/services", book)).toEqual({ tag: "en", path: "/en/services" });
    expect(readAddress("/deutsch", book)).toEqual({ tag: "en", path: "/deutsch" });
    expect(readAddress("/services/de", book)).toEqual({ tag: "en", path: "/services/de" });
  });

  it("write a path in each served language, and none in a language that is off", () => {
    expect(languagePath("en", "/services", book)).toBe("/services");
    expect(languagePath("en", "/", book)).toBe("/");
    expect(languagePath("de", "/", book)).toBe("/de");
    expect(languagePath("de", "/leistungen", book)).toBe("/de/leistungen");
    expect(languagePath("fr", "/services", book)).toBeNull();
    for (const [tag, path] of [["de", "/leistungen"], ["zh-HK", "/"], ["en", "/contact"]] as const) {
      expect(readAddress(languagePath(tag, path, book)!, book)).toEqual({ tag, path });
    }
  });
});
