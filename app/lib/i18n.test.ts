import { describe, expect, it } from "vitest";
import { catalogLocale } from "./i18n.ts";

describe("the catalog a page's language reads", () => {
  it("is its own, its base language's, or English", () => {
    expect(catalogLocale("de")).toBe("de");
    expect(catalogLocale("zh-HK")).toBe("zh-HK");
    expect(catalogLocale("de-AT")).toBe("de");
    expect(catalogLocale("fr")).toBe("en");
    expect(catalogLocale("zh-TW")).toBe("en");
  });
});
