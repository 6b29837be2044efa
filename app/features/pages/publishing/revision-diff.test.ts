import { describe, expect, it } from "vitest";
import type { PageSnapshot } from "../editor/page-editor-data.ts";
import { diffRevisions } from "./revision-diff.ts";

const base: PageSnapshot = { title: "Launch", slug: "launch", metaDescription: "Soon.", isPublished: false, content: { html: "<p>Hello <b>world</b></p>" } };
const text = (id: string, order: number, heading: string) => ({ id, type: "text", order, heading, body: "<p>Body</p>" }) as never;

describe("diffRevisions", () => {
  it("marks the fields that changed and leaves the others", () => {
    const diff = diffRevisions(base, { ...base, title: "Launch day", isPublished: true });
    expect(diff.fields.map(({ label, changed }) => [label, changed])).toEqual([
      ["Page Title", true],
      ["URL Slug", false],
      ["Meta Description", false],
      ["Status", true],
    ]);
    expect(diff.fields[3]).toMatchObject({ before: "Draft", after: "Published" });
    expect(diff.before).toEqual([{ id: "html", type: "html", text: "Hello world", status: "same" }]);
    expect(diff.changedCount).toBe(2);
  });

  it("marks changed HTML", () => {
    const diff = diffRevisions(base, { ...base, content: { html: "<p>Goodbye</p>" } });
    expect(diff.before[0]?.status).toBe("changed");
    expect(diff.after[0]).toMatchObject({ text: "Goodbye", status: "changed" });
  });

  it("matches sections by id: added, removed, changed and moved", () => {
    const older = { ...base, content: { sections: [text("a", 0, "Alpha"), text("b", 1, "Beta"), text("c", 2, "Gamma")] } };
    const newer = { ...base, content: { sections: [text("b", 0, "Beta"), text("a", 1, "Alpha"), text("c", 2, "Gamma 2"), text("d", 3, "Delta")] } };
    const diff = diffRevisions(older, newer);
    expect(diff.before.map(({ id, status }) => [id, status])).toEqual([
      ["a", "moved"],
      ["b", "moved"],
      ["c", "changed"],
    ]);
    expect(diff.after.map(({ id, text: heading, status }) => [id, heading, status])).toEqual([
      ["b", "Beta", "moved"],
      ["a", "Alpha", "moved"],
      ["c", "Gamma 2", "changed"],
      ["d", "Delta", "added"],
    ]);
    const removed = diffRevisions(newer, older);
    expect(removed.before.find((block) => block.id === "d")?.status).toBe("removed");
  });

  it("treats a switch between HTML and sections as everything replaced", () => {
    const diff = diffRevisions(base, { ...base, content: { sections: [text("a", 0, "Alpha")] } });
    expect(diff.before.map((block) => block.status)).toEqual(["removed"]);
    expect(diff.after.map((block) => block.status)).toEqual(["added"]);
  });
});

describe("diffRevisions, inside a changed section", () => {
  const hero = (headline: string, image: string, cards: { id: string; title: string }[]) => ({ id: "h", type: "hero", order: 0, headline, image, cards }) as never;
  const page = (section: never, fields?: Record<string, unknown>) => ({ ...base, content: { sections: [section] }, fields });

  it("names each changed field with its own value on each side, images as images", () => {
    const older = page(hero("Old words", "/media/a/photo.webp", [{ id: "1", title: "One" }, { id: "2", title: "Two" }]));
    const newer = page(hero("New words", "/media/b/photo.webp", [{ id: "2", title: "Two" }, { id: "1", title: "Uno" }]));
    const diff = diffRevisions(older, newer);
    expect(diff.after[0]?.changes).toEqual([
      { label: "Headline", value: "New words", image: false },
      { label: "Image", value: "/media/b/photo.webp", image: true },
      { label: "Cards 2 › Title", value: "Uno", image: false },
    ]);
    expect(diff.before[0]?.changes?.map((change) => change.value)).toEqual(["Old words", "/media/a/photo.webp", "One"]);
  });

  it("shows an added list item by its heading and rich text without markup", () => {
    const older = page(hero("<p>Same</p>", "", [{ id: "1", title: "One" }]));
    const newer = page(hero("<p>Same <b>but bolder</b></p>", "", [{ id: "1", title: "One" }, { id: "2", title: "Two" }]));
    expect(diffRevisions(older, newer).after[0]?.changes).toEqual([
      { label: "Headline", value: "Same but bolder", image: false },
      { label: "Cards 2", value: "Two", image: false },
    ]);
  });

  it("lists a collection item's changed fields beside the page's", () => {
    const section = hero("Same", "", []);
    const diff = diffRevisions(page(section, { excerpt: "Before", coverImage: "/media/c/cover.jpg", industry: "retail" }), page(section, { excerpt: "After", coverImage: "", industry: "retail" }));
    expect(diff.fields.slice(4)).toEqual([
      { label: "Excerpt", before: "Before", after: "After", changed: true, image: false },
      { label: "Cover image", before: "/media/c/cover.jpg", after: "", changed: true, image: true },
    ]);
    expect(diff.before[0]?.status).toBe("same");
  });
});
