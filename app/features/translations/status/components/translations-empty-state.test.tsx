import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { renderHtml, visibleText } from "#tests/utils/sections.tsx";
import { TranslationsEmptyState } from "./translations-empty-state.tsx";

const language = (tag: string, englishName: string, isDefault = false): SiteLanguage => ({ tag, englishName, nativeName: englishName, urlPrefix: isDefault ? "" : tag, direction: "ltr", enabled: true, isDefault });
const GERMAN = language("de", "German");

describe("the Translations screen's empty states", () => {
  it("on a site with one language, points to where languages are added", () => {
    const html = renderHtml(<TranslationsEmptyState kind="one-language" defaultLanguage={language("en", "English", true)} />, "/admin/translations");
    expect(visibleText(html)).toBe("Nothing to translate yet The site has one language (English). Add a language in Settings → Languages to translate your pages into it.");
    expect(html).toContain('href="/admin/settings/languages"');
  });

  it("says what the filter found nothing of, and leads back to everything", () => {
    const empty = (filter: { lang?: string; status?: "outdated" | "up-to-date" }) =>
      visibleText(renderHtml(<TranslationsEmptyState kind="no-match" filter={filter} languages={[GERMAN]} />, "/admin/translations"));
    expect(empty({ lang: "de", status: "outdated" })).toBe("No outdated pages in German. Show every page in every language");
    expect(empty({ status: "up-to-date" })).toBe("No up-to-date pages. Show every page in every language");
    expect(empty({ lang: "de" })).toBe("There are no pages to translate in German yet. Show every page in every language");
  });
});
