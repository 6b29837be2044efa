import { describe, expect, it } from "vitest";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { savePersonalTimeZone } from "#app/features/time-zones/time-zones.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { handlePageEditorAction } from "./page-editor-action.server.ts";
import type { PageEditorActionData } from "./page-editor-data.ts";
import { PAGE_FORM_MAX_BYTES } from "./page-form.server.ts";
import type { PagePreviewData } from "../preview/preview.ts";
import { previewPageContent } from "../preview/preview.server.ts";
import { listPageRevisions } from "../publishing/page-revisions.server.ts";
import { createPage, getPage } from "../cms/pages.server.ts";
import { MISSING_TITLE, PageInput } from "../cms/schema.ts";
import { ensureSitePages } from "../site-pages/site-pages-seed.server.ts";
import { getSitePage } from "../site-pages/site-pages.server.ts";

const { testDb, editor, admin } = setUpPagesTestDb();

const PAGE = { title: "About Us", slug: "about-us", metaDescription: "Who we are.", isPublished: true, content: { html: "<p>Hello</p>" } };

function form(fields: Record<string, string | object>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, typeof value === "string" ? value : JSON.stringify(value));
  return body;
}

/**
 * A multipart POST as a browser sends it. The body is a finished Blob: undici's streamed FormData
 * body throws an unhandled error when the 1 MB limit cancels it half-way.
 */
async function multipart(url: string, fields: Record<string, string | object>): Promise<Request> {
  const encoded = new Response(form(fields));
  return new Request(url, { method: "POST", body: await encoded.blob(), headers: { "content-type": encoded.headers.get("content-type")! } });
}

async function post(pageId: string | null, fields: Record<string, string | object>, actor = editor()) {
  const request = await multipart("https://cms.brandcheck.test/admin/pages/new", fields);
  const result = await handlePageEditorAction(request, { actor, pageId });
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
  return { status: result.init?.status ?? 200, data: result.data as PageEditorActionData };
}

async function stored(input = PAGE) {
  return createPage(PageInput.parse(input), editor());
}

describe("saving a new page", () => {
  it("creates it and opens its editor with the spec's toast", async () => {
    const result = await post(null, { intent: "save", page: PAGE });
    expect(result.status).toBe(302);
    const id = /^\/admin\/pages\/edit\/([^?]+)\?flash=page-created$/.exec(result.location ?? "")?.[1];
    expect(await getPage(id!)).toMatchObject({ title: "About Us", slug: "about-us", isPublished: true, version: 1 });
  });

  it("refuses a missing title with the spec's message and the field it belongs to", async () => {
    const result = await post(null, { intent: "save", page: { ...PAGE, title: "  " } });
    expect(result).toEqual({ status: 400, data: { ok: false, intent: "save", message: MISSING_TITLE, errors: { title: MISSING_TITLE } } });
  });

  it("points a section's problem at the section and field", async () => {
    const hero = { ...heroDefaults(0), heading: "" };
    const result = await post(null, { intent: "save", page: { ...PAGE, content: { sections: [hero] } } });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, errors: { sections: { [hero.id]: { heading: "Heading is required." } } } });
  });

  it("refuses a taken slug with 409 and creates nothing", async () => {
    await stored();
    const result = await post(null, { intent: "save", page: { ...PAGE, title: "Another" } });
    expect(result).toEqual({
      status: 409,
      data: { ok: false, intent: "save", message: 'Failed to save page: A page with the URL slug "about-us" already exists. Please choose another.' },
    });
  });

  it("answers bad input with 400 and a message, never a 500", async () => {
    const bad: Record<string, string>[] = [{ intent: "save", page: "{not json" }, { intent: "save" }, { intent: "save", page: "[]" }, { intent: "publish" }, {}];
    for (const fields of bad) {
      const result = await post(null, fields);
      expect(result.status).toBe(400);
      expect(result.data?.ok).toBe(false);
      expect(result.data && !result.data.ok && result.data.message).toMatch(/^(Failed to save page|Error): /);
    }
  });

  it("refuses a body over 1 MB with 413", async () => {
    const html = "x".repeat(PAGE_FORM_MAX_BYTES);
    const result = await post(null, { intent: "save", page: { ...PAGE, content: { html } } });
    expect(result.status).toBe(413);
    expect(result.data && !result.data.ok && result.data.message).toMatch(/^Failed to save page: The page is too large to save/);
  });
});

describe("saving an existing page", () => {
  it("updates it over the version it started from and answers the stored page", async () => {
    const page = await stored();
    const result = await post(page.id, { intent: "save", version: "1", page: { ...PAGE, title: "About BrandCheck" } });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, intent: "save", page: { id: page.id, title: "About BrandCheck", version: 2 } });
  });

  it("refuses a save based on an outdated version with 409, naming the time in the editor's own zone, and the newer save survives", async () => {
    const page = await stored();
    await post(page.id, { intent: "save", version: "1", page: { ...PAGE, title: "First save" } });
    await savePersonalTimeZone(editor().id, "Asia/Hong_Kong");
    const late = await post(page.id, { intent: "save", version: "1", page: { ...PAGE, title: "Second save" } });
    expect(late.status).toBe(409);
    expect(late.data && !late.data.ok && late.data.message).toMatch(/^Failed to save page: This page was changed by ed@brandcheck\.test at .+ \(Hong Kong, GMT\+8\) after you opened it\./);
    expect(await getPage(page.id)).toMatchObject({ title: "First save", version: 2 });
    expect(await listPageRevisions(page.id)).toHaveLength(2);
  });

  it("needs the version it started from", async () => {
    const page = await stored();
    for (const version of [undefined, "", "0", "-1", "1.5", "abc"]) {
      const fields: Record<string, string | object> = { intent: "save", page: PAGE };
      if (version !== undefined) fields.version = version;
      expect((await post(page.id, fields)).status).toBe(400);
    }
    expect(await getPage(page.id)).toMatchObject({ version: 1 });
  });
});

describe("deleting from the editor", () => {
  it("deletes the page and goes to the list with the spec's toast; a second delete explains the page is gone", async () => {
    const page = await stored();
    // A live page: an Admin deletes it (docs/roles.md); an Editor is refused and nothing goes.
    expect((await post(page.id, { intent: "delete" })).status).toBe(403);
    const asAdmin = { ...admin(), name: "ana", role: "admin" } as const;
    expect(await post(page.id, { intent: "delete" }, asAdmin)).toEqual({ status: 302, location: "/admin/pages?flash=page-deleted" });
    expect(await getPage(page.id)).toBeNull();
    expect(await post(page.id, { intent: "delete" }, asAdmin)).toEqual({
      status: 404,
      data: { ok: false, intent: "delete", message: "Error: Failed to delete page: This page no longer exists. It may have been deleted." },
    });
  });

  it("has nothing to delete on a page that was never saved", async () => {
    expect((await post(null, { intent: "delete" })).status).toBe(400);
  });
});

describe("the preview", () => {
  async function preview(content: unknown) {
    const request = await multipart("https://cms.brandcheck.test/admin/pages/preview", { content: content as object });
    const response = await previewPageContent(request);
    return { status: response.status, body: (await response.json()) as PagePreviewData };
  }

  it("answers the content cleaned as visitors will get it, storing nothing", async () => {
    const result = await preview({ html: '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)">' });
    expect(result.status).toBe(200);
    expect(result.body.ok).toBe(true);
    const html = result.body.ok && "html" in result.body.content ? result.body.content.html : "";
    expect(html).toContain("Hi");
    expect(html).not.toMatch(/script|onclick|onerror/i);
    expect(await testDb().db.selectFrom("pages").select("id").execute()).toEqual([]);
  });

  it("refuses content a save would refuse, with the reason", async () => {
    const result = await preview({ sections: [{ ...heroDefaults(0), heading: "" }] });
    expect(result).toEqual({ status: 400, body: { ok: false, message: "Heading is required." } });
    expect((await preview("not an object")).status).toBe(400);
  });
});

describe("Reset to default (a site page)", () => {
  it("brings back the seeded content as a new revision and reopens the editor with its toast; a CMS page cannot be reset", async () => {
    await ensureSitePages(testDb().db);
    const page = (await getSitePage("privacy-policy"))!;
    const edited = await post(page.id, { intent: "save", version: String(page.version), page: { ...PAGE, title: "Changed" } });
    expect(edited.data).toMatchObject({ ok: true, page: { title: "Changed", slug: "privacy-policy", isPublished: true } });

    const stale = await post(page.id, { intent: "reset", version: String(page.version) });
    expect(stale.status).toBe(409);
    const reset = await post(page.id, { intent: "reset", version: String(page.version + 1) });
    expect(reset).toEqual({ status: 302, location: `/admin/pages/edit/${page.id}?flash=page-reset` });
    expect(await getPage(page.id)).toMatchObject({ title: "Privacy Policy", version: page.version + 2 });

    const own = await stored();
    expect(await post(own.id, { intent: "reset", version: "1" })).toEqual({
      status: 400,
      data: { ok: false, intent: "reset", message: "Error: Failed to reset page: Only the website's own pages can be reset to default." },
    });
  });
});

describe("Translate and the translation's save", () => {
  it("starts the translation and opens it in its editor with a toast", async () => {
    const page = await stored();
    const result = await post(page.id, { intent: "translate", language: "de" });
    expect(result.status).toBe(302);
    const id = /^\/admin\/pages\/edit\/([^?]+)\?flash=page-translated$/.exec(result.location ?? "")?.[1];
    expect(await getPage(id!)).toMatchObject({ locale: "de", translationKey: page.id, sourceVersion: 1, isPublished: false, title: "About Us" });
  });

  it("refuses a missing, oversized or unknown language, a page not saved yet and a second translation, creating nothing", async () => {
    const page = await stored();
    await post(page.id, { intent: "translate", language: "de" });
    const attempts: [string | null, Record<string, string>, number, string][] = [
      [page.id, { intent: "translate" }, 400, "Failed to start the translation: That language is not on the site. Add it in Settings → Languages first."],
      [page.id, { intent: "translate", language: "x".repeat(5000) }, 400, "Failed to start the translation: That language is not on the site. Add it in Settings → Languages first."],
      [page.id, { intent: "translate", language: "fr" }, 404, "Failed to start the translation: That language is not on the site. Add it in Settings → Languages first."],
      [page.id, { intent: "translate", language: "de" }, 409, "Failed to start the translation: This page already has a Deutsch translation. Open it from the language switcher."],
      [null, { intent: "translate", language: "de" }, 400, "Failed to start the translation: This page has not been saved yet."],
    ];
    for (const [pageId, fields, status, message] of attempts) {
      expect(await post(pageId, fields)).toEqual({ status, data: { ok: false, intent: "translate", message } });
    }
    expect((await testDb().db.selectFrom("pages").select("id").execute()).length).toBe(2);
  });

  it("marks a translation up to date on save only when asked, and only against a version its source has", async () => {
    const page = await stored();
    await post(page.id, { intent: "save", version: "1", page: { ...PAGE, title: "About BrandCheck" } });
    const german = await testDb().db.selectFrom("pages").select("id").where("locale", "=", "de").executeTakeFirst();
    expect(german).toBeUndefined();
    const translated = await post(page.id, { intent: "translate", language: "de" });
    const id = /edit\/([^?]+)/.exec(translated.location ?? "")![1]!;
    // The English page moves on: the translation is behind it.
    await post(page.id, { intent: "save", version: "2", page: { ...PAGE, title: "About BrandCheck today" } });

    const plain = await post(id, { intent: "save", version: "1", page: { ...PAGE, title: "Über uns", isPublished: true } });
    expect(plain.data).toMatchObject({ ok: true, page: { sourceVersion: 2 } });
    const future = await post(id, { intent: "save", version: "2", matchesSourceVersion: "4", page: { ...PAGE, title: "Über uns" } });
    expect(future).toMatchObject({ status: 400, data: { ok: false, message: "Failed to save page: The default language's page is not at that version. Please reload the page and try again." } });
    const onSource = await post(page.id, { intent: "save", version: "3", matchesSourceVersion: "3", page: PAGE });
    expect(onSource).toMatchObject({ status: 400, data: { ok: false, message: "Failed to save page: Only a translation can be marked as matching the default language's page." } });

    const marked = await post(id, { intent: "save", version: "2", matchesSourceVersion: "3", page: { ...PAGE, title: "Über uns" } });
    expect(marked.data).toMatchObject({ ok: true, page: { sourceVersion: 3, version: 3 } });
  });
});
