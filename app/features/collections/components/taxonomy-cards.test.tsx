import { describe, expect, it } from "vitest";
import { renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { AuthorGroupCard } from "./authors-manager.tsx";
import { TopicGroupCard } from "./topics-manager.tsx";

/** The Topics and Authors screens' cards: one shared group card and language row (taxonomy-parts.tsx), each screen's own fields. */
const LANGUAGES = [
  { tag: "en", nativeName: "English", isDefault: true },
  { tag: "de", nativeName: "Deutsch", isDefault: false },
  { tag: "zh-HK", nativeName: "繁體中文", isDefault: false },
];

/** The hidden fields each language's form posts, in order. */
const hidden = (html: string) => tagsOf(html, "input").filter((input) => input.includes('type="hidden"'));

describe("a topic's card", () => {
  const topic = { translationKey: "topic-1", rows: { en: { id: "t-en", name: "Quality control", slug: "quality-control" }, de: { id: "t-de", name: "Qualitätskontrolle", slug: "qualitaetskontrolle" }, "zh-HK": undefined } };

  it("has a form per language posting the topic's key and the language, a Delete for a translated name, and Delete Topic", () => {
    const html = renderHtml(<TopicGroupCard group={topic} languages={LANGUAGES} canWrite />);
    const text = visibleText(html);
    expect(text).toContain("Quality control");
    expect(text).toContain("Delete Topic");
    expect(text).toContain("Not translated");
    for (const tag of ["en", "de", "zh-HK"]) expect(hidden(html).some((input) => input.includes(`value="${tag}"`))).toBe(true);
    expect(hidden(html).filter((input) => input.includes('value="save-topic"'))).toHaveLength(3);
    expect(hidden(html).filter((input) => input.includes('name="translationKey"') && input.includes('value="topic-1"'))).toHaveLength(3);
    // The default language's name is deleted with the topic; a language without one has nothing to delete.
    expect(text).toContain("Delete the Deutsch name");
    expect(text).not.toContain("Delete the English name");
    expect(text).not.toContain("Delete the 繁體中文 name");
    expect(text).toMatch(/Add\s+繁體中文/);
  });

  it("is read-only for a Viewer: no Save, no Delete", () => {
    const text = visibleText(renderHtml(<TopicGroupCard group={topic} languages={LANGUAGES} canWrite={false} />));
    expect(text).not.toMatch(/Save|Delete/);
  });
});

describe("an author's card", () => {
  const profile = (id: string, name: string) => ({ id, name, slug: "research", role: "", bio: "", photo: "" });
  const author = { authorKey: "byline-1", staffName: null, profiles: { en: profile("a-en", "Research Team"), de: profile("a-de", "Forschungsteam"), "zh-HK": undefined } };

  it("has a profile form per language posting the author's key and the language, and deletes a language's profile or the author", () => {
    const html = renderHtml(<AuthorGroupCard group={author} languages={LANGUAGES} canWrite />);
    const text = visibleText(html);
    expect(text).toContain("A byline without an account");
    expect(text).toContain("Delete Author");
    expect(hidden(html).filter((input) => input.includes('name="authorKey"') && input.includes('value="byline-1"'))).toHaveLength(3);
    expect(hidden(html).filter((input) => input.includes('value="save-author"'))).toHaveLength(3);
    expect(text).toContain("Delete Deutsch profile");
    expect(text).not.toContain("Delete English profile");
    expect(text).toContain("繁體中文: no profile in this language");
  });
});
