import { describe, expect, it } from "vitest";
import { MISSING_TITLE, type PageRecord } from "#app/features/pages/cms/schema.ts";
import { DEFAULT_PAGE_SEO } from "#app/features/seo/page-seo.ts";
import { draftPath, pageEditorMode, slugPrefix } from "../page-editor-mode.ts";
import { initialPageDraft, pageDraftReducer, validateDraft, draftToPageInput, type PageDraftAction, type PageDraftState } from "./page-draft.ts";

function run(state: PageDraftState, ...actions: PageDraftAction[]): PageDraftState {
  return actions.reduce(pageDraftReducer, state);
}

function storedPage(overrides: Partial<PageRecord> = {}): PageRecord {
  return {
    id: "page-1",
    title: "About Us",
    slug: "about-us",
    metaDescription: "Who we are.",
    content: { sections: [] },
    isPublished: true,
    authorId: null,
    createdAt: "2024-01-05T15:04:00.000Z",
    updatedAt: "2024-01-05T15:04:00.000Z",
    version: 3,
    systemKey: null,
    locale: "en",
    translationKey: "page-1",
    sourceVersion: null,
    seo: DEFAULT_PAGE_SEO,
    collection: null,
    fields: {},
    ...overrides,
  };
}

const types = (state: PageDraftState) => state.draft.sections.map((section) => section.type);
const orders = (state: PageDraftState) => state.draft.sections.map((section) => section.order);

describe("the slug of a new page", () => {
  it("follows the title while creating", () => {
    const state = run(initialPageDraft(null), { type: "set-title", title: "Our Services & Prices!" });
    expect(state.draft.slug).toBe("our-services-prices");
  });

  it("stops following once the slug is edited by hand, and is normalised as typed", () => {
    const state = run(
      initialPageDraft(null),
      { type: "set-title", title: "First" },
      { type: "set-slug", slug: "My Custom  Slug?" },
      { type: "set-title", title: "Second title" },
    );
    expect(state.draft.slug).toBe("my-custom-slug");
    expect(state.draft.title).toBe("Second title");
  });

  it("never follows the title of a page that already exists", () => {
    const state = run(initialPageDraft(storedPage()), { type: "set-title", title: "Something Else" });
    expect(state.draft.slug).toBe("about-us");
  });
});

describe("sections", () => {
  it("are appended with the next position", () => {
    const state = run(initialPageDraft(null), { type: "add-section", sectionType: "hero" }, { type: "add-section", sectionType: "contact" });
    expect(types(state)).toEqual(["hero", "contact"]);
    expect(orders(state)).toEqual([0, 1]);
    expect(state.draft.sections[1]).toMatchObject({ heading: "Contact Us" });
  });

  it("are renumbered 0..n-1 after a removal", () => {
    const added = run(
      initialPageDraft(null),
      { type: "add-section", sectionType: "hero" },
      { type: "add-section", sectionType: "text" },
      { type: "add-section", sectionType: "cta" },
    );
    const state = run(added, { type: "remove-section", id: added.draft.sections[0]!.id });
    expect(types(state)).toEqual(["text", "cta"]);
    expect(orders(state)).toEqual([0, 1]);
  });

  it("are renumbered 0..n-1 after a move, in either direction", () => {
    const added = run(
      initialPageDraft(null),
      { type: "add-section", sectionType: "hero" },
      { type: "add-section", sectionType: "text" },
      { type: "add-section", sectionType: "cta" },
    );
    const [hero, , cta] = added.draft.sections;
    const down = run(added, { type: "move-section", id: hero!.id, overId: cta!.id });
    expect(types(down)).toEqual(["text", "cta", "hero"]);
    expect(orders(down)).toEqual([0, 1, 2]);
    const up = run(down, { type: "move-section", id: hero!.id, overId: down.draft.sections[1]!.id });
    expect(types(up)).toEqual(["text", "hero", "cta"]);
    expect(orders(up)).toEqual([0, 1, 2]);
  });

  it("ignore a move onto itself or an unknown section", () => {
    const added = run(initialPageDraft(null), { type: "add-section", sectionType: "hero" });
    const id = added.draft.sections[0]!.id;
    expect(run(added, { type: "move-section", id, overId: id })).toBe(added);
    expect(run(added, { type: "move-section", id, overId: "missing" })).toBe(added);
  });

  it("keep an unknown section as it is", () => {
    const unknown = { id: "u1", type: "carousel", order: 0, slides: [1, 2] };
    const state = run(initialPageDraft(storedPage({ content: { sections: [unknown] } })), { type: "add-section", sectionType: "cta" });
    expect(state.draft.sections[0]).toEqual(unknown);
    expect(types(state)).toEqual(["carousel", "cta"]);
  });

  it("drop their validation messages once edited or removed", () => {
    const added = run(initialPageDraft(null), { type: "add-section", sectionType: "hero" });
    const hero = added.draft.sections[0]!;
    const withErrors = run(added, { type: "set-errors", errors: { sections: { [hero.id]: { heading: "Heading is required." } } } });
    const edited = run(withErrors, { type: "update-section", section: { ...hero, heading: "Welcome" } as typeof hero });
    expect(edited.errors.sections).toEqual({});
    expect(edited.draft.sections[0]).toMatchObject({ heading: "Welcome" });
  });
});

describe("the dirty flag", () => {
  it("is clear on load, set by any edit, and cleared by a save that covered every edit", () => {
    const loaded = initialPageDraft(storedPage());
    expect(loaded.dirty).toBe(false);
    const edited = run(loaded, { type: "set-meta-description", metaDescription: "New words." });
    expect(edited.dirty).toBe(true);
    const saved = run(edited, { type: "saved", page: storedPage({ metaDescription: "New words.", version: 4 }), editsAtSubmit: edited.edits });
    expect(saved.dirty).toBe(false);
    expect(saved.version).toBe(4);
  });

  it("stays set when the person kept typing while the save was on its way", () => {
    const edited = run(initialPageDraft(storedPage()), { type: "set-title", title: "Sent" });
    const typedMore = run(edited, { type: "set-title", title: "Sent, then more" });
    const saved = run(typedMore, { type: "saved", page: storedPage({ title: "Sent", version: 4 }), editsAtSubmit: edited.edits });
    expect(saved.dirty).toBe(true);
    expect(saved.draft.title).toBe("Sent, then more");
    expect(saved.version).toBe(4);
  });

  it("is set by loading a revision, which keeps the version the save must name", () => {
    const state = run(initialPageDraft(storedPage()), {
      type: "load-snapshot",
      snapshot: { title: "Old title", slug: "about-us", metaDescription: "", isPublished: false, content: { html: "<p>Old</p>" } },
    });
    expect(state.dirty).toBe(true);
    expect(state.version).toBe(3);
    expect(state.draft).toMatchObject({ title: "Old title", mode: "html", html: "<p>Old</p>", isPublished: false });
  });
});

describe("the two content editors", () => {
  it("keep both drafts, and only the active one is sent", () => {
    const state = run(
      initialPageDraft(null),
      { type: "add-section", sectionType: "text" },
      { type: "set-mode", mode: "html" },
      { type: "set-html", html: "<p>Hello</p>" },
    );
    expect(draftToPageInput(state.draft).content).toEqual({ html: "<p>Hello</p>" });
    const back = run(state, { type: "set-mode", mode: "visual" });
    expect(draftToPageInput(back.draft).content).toEqual({ sections: state.draft.sections });
    expect(back.draft.html).toBe("<p>Hello</p>");
  });

  it("open in the mode of the stored content", () => {
    expect(initialPageDraft(storedPage({ content: { html: "<p>x</p>" } })).draft.mode).toBe("html");
    expect(initialPageDraft(storedPage()).draft.mode).toBe("visual");
  });
});

describe("validation before sending", () => {
  it("uses the spec's messages for a missing title and slug", () => {
    const result = validateDraft(initialPageDraft(null).draft);
    expect(result).toEqual({ ok: false, errors: { title: MISSING_TITLE, slug: "Missing slug: Please enter a URL slug for the page." } });
  });

  it("points a section's message at the section and field", () => {
    const state = run(initialPageDraft(null), { type: "set-title", title: "Landing" }, { type: "add-section", sectionType: "hero" });
    const hero = state.draft.sections[0]!;
    const broken = run(state, { type: "update-section", section: { ...hero, heading: " " } as typeof hero });
    const result = validateDraft(broken.draft);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.sections?.[hero.id]).toEqual({ heading: "Heading is required." });
  });

  it("accepts a complete page", () => {
    const state = run(initialPageDraft(null), { type: "set-title", title: "Landing" }, { type: "add-section", sectionType: "cta" });
    expect(validateDraft(state.draft)).toEqual({ ok: true });
  });
});

describe("the editor's mode, derived once from the stored page", () => {
  it("is new before a save, a CMS page at its slug, or a site page at its fixed path", () => {
    expect(pageEditorMode(null)).toEqual({ kind: "new", collection: null });
    expect(pageEditorMode(storedPage())).toEqual({ kind: "cms", pageId: "page-1", version: 3, path: "/about-us", prefix: "", collection: null });
    expect(pageEditorMode(storedPage({ slug: "home", systemKey: "home" }))).toEqual({ kind: "site", pageId: "page-1", version: 3, path: "/", key: "home", alwaysPublished: true, slug: { fixed: true } });
  });

  it("puts a collection item under its collection's base, new or stored, and keeps its fields in the draft and the save (decision 039)", () => {
    const fresh = pageEditorMode(null, undefined, "insights");
    expect(fresh).toEqual({ kind: "new", collection: "insights" });
    expect(slugPrefix(fresh)).toBe("/insights");
    expect(draftPath(fresh, "recall-rules")).toBe("/insights/recall-rules");
    const stored = storedPage({ collection: "insights", slug: "recall-rules", fields: { excerpt: "New rules.", topics: ["t1"] } });
    expect(pageEditorMode(stored, { path: "/de/insights/recall-rules", defaultLanguage: false, prefix: "/de/insights" })).toMatchObject({ kind: "cms", prefix: "/de/insights", collection: "insights" });
    const draft = initialPageDraft(stored).draft;
    expect(draft.fields).toMatchObject({ excerpt: "New rules.", topics: ["t1"], featured: false, publishedAt: "" });
    expect(draftToPageInput(draft).fields).toEqual(draft.fields);
    expect(draftToPageInput(initialPageDraft(storedPage()).draft)).not.toHaveProperty("fields");
    const broken = run(initialPageDraft(stored), { type: "set-title", title: "Recall rules" }, { type: "set-fields", fields: { cover: { image: "https://example.com/c.jpg", alt: "" } } });
    expect(validateDraft(broken.draft)).toEqual({ ok: false, errors: { fields: { "cover.alt": "Describe the cover image: alt text is required." } } });
    // A new item starts with every field at its default.
    expect(initialPageDraft(null, "insights").draft.fields).toEqual({ excerpt: "", cover: { image: "", alt: "" }, author: "", topics: [], publishedAt: "", featured: false });
  });

  it("puts a translated site page at its language's address, with a slug of its own, and lets it be a draft", () => {
    const german = pageEditorMode(storedPage({ slug: "leistungen", systemKey: "services", locale: "de" }), { path: "/de/leistungen", defaultLanguage: false, prefix: "/de" });
    expect(german).toMatchObject({ kind: "site", path: "/de/leistungen", key: "services", alwaysPublished: false, slug: { fixed: false, prefix: "/de" } });
    expect(slugPrefix(german)).toBe("/de");
    expect(draftPath(german, "neu")).toBe("/de/neu");
  });

  it("keeps the address fixed where it is a route: a site page in the default language, a home page in every language", () => {
    const english = pageEditorMode(storedPage({ slug: "services", systemKey: "services" }));
    const germanHome = pageEditorMode(storedPage({ slug: "home", systemKey: "home", locale: "de" }), { path: "/de", defaultLanguage: false, prefix: "/de" });
    expect([slugPrefix(english), slugPrefix(germanHome)]).toEqual([null, null]);
    expect([draftPath(english, "neu"), draftPath(germanHome, "start")]).toEqual(["/services", "/de"]);
    expect(slugPrefix(pageEditorMode(storedPage({ locale: "de" }), { path: "/de/ueber-uns", defaultLanguage: false, prefix: "/de" }))).toBe("/de");
  });

  it("previews a CMS page at the slug being edited and a site page at its own address", () => {
    expect(draftPath(pageEditorMode(storedPage()), "about")).toBe("/about");
    // A translation's address keeps its language's prefix while its slug is edited.
    expect(draftPath(pageEditorMode(storedPage({ locale: "de" }), { path: "/de/ueber-uns", defaultLanguage: false, prefix: "/de" }), "ueber")).toBe("/de/ueber");
    expect(draftPath(pageEditorMode(null), "new-page")).toBe("/new-page");
    expect(draftPath(pageEditorMode(storedPage({ slug: "services", systemKey: "services" })), "changed")).toBe("/services");
  });
});
