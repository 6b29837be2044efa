import { describe, expect, it } from "vitest";
import { renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { TranslationSourceProvider } from "#app/features/pages/translating/components/translation-source.tsx";
import { COLLECTIONS } from "#app/features/collections/collections.ts";
import { editorWords, EditorWordsProvider } from "./editor-words.ts";
import { PageContentCard } from "./page-content-card.tsx";
import { initialPageDraft } from "./page-draft.ts";
import { DangerZone } from "./danger-zone.tsx";
import { PageSettingsCard } from "./page-settings-card.tsx";
import { PublishedStatus } from "./published-status.tsx";
import { TitleSlugCard } from "./title-slug-card.tsx";

const render = (fixedPath?: string) =>
  renderHtml(<TitleSlugCard title="Services" slug="services" errors={{}} readOnly={false} dispatch={() => {}} fixedPath={fixedPath} />);

describe("the editor's Page Details card", () => {
  it("offers a CMS page its URL Slug to edit", () => {
    const html = render();
    expect(tagsOf(html, "input").filter((input) => input.includes('id="page-slug"'))).toHaveLength(1);
    expect(visibleText(html)).toContain("URL Slug");
  });

  it("shows a site page's fixed address as text, with no slug to change", () => {
    const html = render("/services");
    expect(tagsOf(html, "input")).toHaveLength(1); // the title only
    expect(html).not.toContain('id="page-slug"');
    expect(visibleText(html)).toContain("Address /services");
    expect(visibleText(html)).not.toContain("URL Slug");
    // Not the notice for a CMS page whose slug a site page answers: this is that page.
    expect(visibleText(html)).not.toContain("A built-in page of the website already uses this URL");
  });

  it("in a translation: the language's prefix before the slug, the source's title and slug beside the fields, right to left where the language is", () => {
    const source = { id: "en-1", title: "Services", slug: "services", metaDescription: "", content: { sections: [] }, version: 3, languageName: "English", languageTag: "en", direction: "ltr" as const };
    const html = renderHtml(
      <TranslationSourceProvider value={{ source, show: true, direction: "rtl" }}>
        <TitleSlugCard title="خدمات" slug="khadamat" errors={{}} readOnly={false} dispatch={() => {}} pathPrefix="/ar" />
      </TranslationSourceProvider>,
    );
    expect(visibleText(html)).toContain("/ar/");
    expect(visibleText(html)).toContain("English (source) Services");
    expect(visibleText(html)).toContain("English (source) /services");
    expect(tagsOf(html, "input").find((input) => input.includes('id="page-title"'))).toContain('dir="rtl"');
  });
});

describe("the editor's shared cards (docs/decisions/039-collections.md)", () => {
  const mode = { kind: "cms", pageId: "p1", version: 1, path: "/insights/findings", prefix: "/insights", collection: "insights" } as const;
  const cards = () => (
    <>
      <PublishedStatus isPublished mode={mode} readOnly={false} dispatch={() => {}} />
      <TitleSlugCard title="Findings" slug="findings" errors={{}} readOnly={false} dispatch={() => {}} pathPrefix="/insights" />
      <PageContentCard draft={initialPageDraft(null).draft} errors={{}} readOnly={false} dispatch={() => {}} addableTypes={["text"]} />
      <PageSettingsCard metaDescription="" errors={{}} mode={mode} readOnly={false} dispatch={() => {}} />
      <DangerZone mode={mode} readOnly={false} />
    </>
  );

  it("name an article an article: its title, content, settings and Delete Article", () => {
    const text = visibleText(renderHtml(<EditorWordsProvider value={editorWords(COLLECTIONS.insights)}>{cards()}</EditorWordsProvider>));
    for (const words of ["Title and Address", "Article Title", "Article Content", "Article Settings", "Visitors can see this article once it is saved.", "Delete Article"]) expect(text).toContain(words);
    expect(text).not.toMatch(/\bPage\b/);
    expect(editorWords(COLLECTIONS["case-studies"])).toMatchObject({ item: "Case Study", itemLower: "case study", list: "Case Studies" });
  });

  it("keep the spec's words for a page", () => {
    const text = visibleText(renderHtml(cards()));
    for (const words of ["Page Details", "Page Title", "Page Content", "Page Settings", "Delete Page"]) expect(text).toContain(words);
  });
});
