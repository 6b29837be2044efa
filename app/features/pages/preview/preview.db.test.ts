import { beforeEach, describe, expect, it } from "vitest";
import { saveAuthorProfile } from "#app/features/collections/authors.server.ts";
import { createTopic, saveTopic } from "#app/features/collections/topics.server.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { ensureSeededForms } from "#app/features/forms/form-seeds.server.ts";
import { listForms } from "#app/features/forms/forms.server.ts";
import { formDefaults } from "#app/sections/form/schema.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { itemPreviewView } from "../collection-pages/insights-public.server.ts";
import { createPage, updatePage } from "../cms/pages.server.ts";
import { PageInput } from "../cms/schema.ts";
import { createPreviewLink, findPreviewPage } from "../publishing/page-preview-links.server.ts";
import { createTranslation } from "../translating/create-translation.server.ts";
import { DRAFT_PREVIEW_FORM, type DraftPreviewData } from "./preview.ts";
import { previewDraftPage } from "./preview.server.ts";

/**
 * Decision 039: both previews of an article (the editor's Preview button and a preview link) show
 * it as its public page lays it out, from the public page's own loader: byline, dates, topics,
 * cover, related articles. A page is still previewed as a page.
 */
const { testDb, editor } = setUpPagesTestDb();
beforeEach(async () => {
  for (const table of ["topics", "author_profiles", "page_preview_links"] as const) await testDb().db.deleteFrom(table).execute();
});

const book = async () => addressBook(await listLanguages());
const PUBLISHED = "2026-03-02T00:00:00.000Z";

async function world() {
  const quality = await createTopic({ locale: "en", name: "Quality control", slug: "" }, editor());
  await saveTopic({ translationKey: quality.translationKey, locale: "de", name: "Qualitätskontrolle", slug: "qualitaetskontrolle" }, editor());
  const author = await saveAuthorProfile({ authorKey: "", userId: editor().id, locale: "en", name: "Ed Itor", slug: "", role: "Head of Quality", bio: "", photoMediaId: "" }, editor());
  const fields = { excerpt: "What we found.", author: author.authorKey, topics: [quality.translationKey], publishedAt: PUBLISHED, cover: { image: "/images/services/test-buying.svg", alt: "A checkout" } };
  const input = (slug: string, isPublished: boolean) => PageInput.parse({ title: `On ${slug}`, slug, isPublished, content: { sections: [] }, fields });
  const draft = await createPage(input("audit-findings", false), editor(), { collection: "insights" });
  await createPage(input("related-one", true), editor(), { collection: "insights" });
  return { fields, draft, author, quality };
}

/** The editor's Preview button's post: the draft as it saves it, and the item's collection and id. */
function previewRequest(page: unknown, extra: Record<string, string> = {}): Request {
  const form = new FormData();
  form.set(DRAFT_PREVIEW_FORM.page, JSON.stringify(page));
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return new Request("http://localhost/admin/pages/preview/draft", { method: "POST", body: form });
}

async function preview(page: unknown, extra?: Record<string, string>): Promise<{ status: number; body: DraftPreviewData }> {
  const answer = await previewDraftPage(previewRequest(page, extra), await book());
  return { status: answer.init?.status ?? 200, body: answer.data };
}

describe("the editor's full-page preview of an article", () => {
  it("lays out the unsaved draft as the article: byline, date, topics, cover and related articles, at its address", async () => {
    const { fields, draft } = await world();
    const unsaved = { title: "Retitled, unsaved", slug: "audit-findings", metaDescription: "", isPublished: false, content: { sections: [] }, fields: { ...fields, excerpt: "Typed just now." } };
    const { status, body } = await preview(unsaved, { [DRAFT_PREVIEW_FORM.collection]: "insights", [DRAFT_PREVIEW_FORM.item]: draft.id });
    expect(status).toBe(200);
    if (!body.ok) throw new Error(body.message);
    expect(body.title).toBe("Retitled, unsaved");
    expect(body.path).toBe("/insights/audit-findings");
    expect(body.item?.article).toMatchObject({
      excerpt: "Typed just now.",
      publishedAt: PUBLISHED,
      cover: { image: "/images/services/test-buying.svg", alt: "A checkout" },
      author: { name: "Ed Itor", role: "Head of Quality", path: "/insights/authors/ed-itor" },
      topics: [{ name: "Quality control", path: "/insights/topics/quality-control" }],
    });
    expect(body.item?.related.map((card) => card.path)).toEqual(["/insights/related-one"]);
    expect(body.item?.listing).toBe("/insights");
    expect(JSON.stringify(body)).not.toContain(editor().email);
  });

  it("reads a stored translation in its own language, and a new article in the default language", async () => {
    const { draft, fields } = await world();
    const german = await createTranslation(draft.id, "de", editor());
    const { body } = await preview({ title: "Prüfergebnisse", slug: "pruefergebnisse", content: { sections: [] }, fields: german.fields }, { collection: "insights", item: german.id });
    if (!body.ok) throw new Error(body.message);
    expect(body.path).toBe("/de/insights/pruefergebnisse");
    expect(body.item?.article.topics).toEqual([{ name: "Qualitätskontrolle", path: "/de/insights/topics/qualitaetskontrolle" }]);
    expect(body.item?.listing).toBe("/de/insights");

    const fresh = await preview({ title: "", slug: "", content: { sections: [] }, fields }, { collection: "insights" });
    if (!fresh.body.ok) throw new Error(fresh.body.message);
    expect(fresh.body.title).toBe("Untitled Page");
    expect(fresh.body.item?.article.author?.name).toBe("Ed Itor");
  });

  it("previews a page as a page, and refuses an unknown collection or an id that is not this collection's item", async () => {
    const { fields } = await world();
    const page = await createPage(PageInput.parse({ title: "About", slug: "about", content: { sections: [] } }), editor());
    const plain = await preview({ title: "About", slug: "about", content: { sections: [] } });
    expect(plain.body).toMatchObject({ ok: true, path: "/about", item: null });
    const draft = { title: "A", slug: "a", content: { sections: [] }, fields };
    expect(await preview(draft, { collection: "nowhere" })).toMatchObject({ status: 400, body: { ok: false, message: expect.stringContaining("This kind of item is unknown") } });
    expect(await preview(draft, { collection: "insights", item: page.id })).toMatchObject({ status: 404, body: { ok: false } });
    expect(await preview(draft, { collection: "insights", item: "x".repeat(101) })).toMatchObject({ status: 400, body: { ok: false } });
    // A case study has no article layout yet: it is previewed as a page.
    expect((await preview({ title: "C", slug: "c", content: { sections: [] } }, { collection: "case-studies" })).body).toMatchObject({ ok: true, item: null });
  });
});

describe("the editor's full-page preview of a page with a Form section", () => {
  it("draws the form as the published page would (issue V: previews match the page)", async () => {
    await ensureSeededForms(testDb().db);
    const form = (await listForms(testDb().db))[0]!;
    const section = { ...formDefaults(0), formId: form.id };
    const answer = await preview({ title: "Quote", slug: "quote", content: { sections: [section] } });
    expect(answer.body.ok).toBe(true);
    const views = answer.body.ok ? answer.body.formViews : {};
    expect(Object.keys(views)).toEqual([form.id]);
    expect(views[form.id]!.fields.length).toBe(form.fields);
  });
});

describe("a preview link to an article", () => {
  it("shows the saved draft with the article's byline, topics, cover and related articles", async () => {
    const { draft } = await world();
    await updatePage(draft.id, PageInput.parse({ title: "Saved draft", slug: "audit-findings", content: { sections: [] }, fields: { ...draft.fields, excerpt: "Saved words." } }), draft.version, editor());
    const link = await createPreviewLink(draft.id, editor(), { days: 7 });
    const found = await findPreviewPage(link.url.split("/preview/")[1]!);
    const view = await itemPreviewView(found!.page, await book());
    expect(view?.article).toMatchObject({ excerpt: "Saved words.", author: { name: "Ed Itor" }, topics: [{ name: "Quality control" }] });
    expect(view?.related.map((card) => card.path)).toEqual(["/insights/related-one"]);
    // A page's link shows a page.
    const page = await createPage(PageInput.parse({ title: "About", slug: "about", content: { sections: [] } }), editor());
    expect(await itemPreviewView(page, await book())).toBeNull();
  });
});
