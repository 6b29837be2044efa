import { describe, expect, it } from "vitest";
import { ensureSitePages, ensureSitePageTranslations } from "#app/features/pages/site-pages/site-pages-seed.server.ts";
import { databaseSnapshot } from "#tests/utils/db-snapshot.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import type { ImportActionData } from "./xliff-import-action.server.ts";
import { handleXliffImport } from "./xliff-import-action.server.ts";
import { exportXliff } from "./xliff-export.server.ts";
import { MAX_XLIFF_BYTES, XLIFF_TOO_LARGE } from "./xliff-schema.ts";

const { testDb, editor } = setUpPagesTestDb();
const URL = "http://localhost:3000/admin/translations/import";

function upload(contents: BlobPart, name = "brandcheck-de.xlf"): Request {
  const form = new FormData();
  form.set("intent", "preview");
  form.set("file", new File([contents], name, { type: "application/xliff+xml" }));
  return new Request(URL, { method: "POST", body: form });
}

async function answer(request: Request): Promise<{ status: number; body: ImportActionData }> {
  const result = (await handleXliffImport(request, editor())) as unknown as { init: { status?: number } | null; data: ImportActionData };
  return { status: result.init?.status ?? 200, body: result.data };
}

/** Sends `request` and checks it was refused with `status` and a message matching `message`, and that no row of any table changed. */
async function refusedUnchanged(request: Request, status: number, message: RegExp | string) {
  await ensureSitePages(testDb().db);
  await ensureSitePageTranslations(testDb().db);
  const before = await databaseSnapshot(testDb().db);
  const { status: got, body } = await answer(request);
  expect(got).toBe(status);
  expect(body).toMatchObject({ ok: false, message: { title: "Import failed", description: expect.stringMatching(message) } });
  expect(await databaseSnapshot(testDb().db)).toEqual(before);
}

describe("the import's action refuses, changing nothing", () => {
  it("a body past the limit, before reading it", async () => {
    const request = new Request(URL, { method: "POST", body: "x".repeat(16), headers: { "content-length": String(MAX_XLIFF_BYTES * 2), "content-type": "multipart/form-data; boundary=x" } });
    await refusedUnchanged(request, 413, XLIFF_TOO_LARGE);
  });

  it("a file past the limit inside a body that fits", async () => {
    await refusedUnchanged(upload("<".repeat(MAX_XLIFF_BYTES + 1)), 413, /too large/);
  });

  it("no file, a file that is not XML, a DOCTYPE, XLIFF 1.2", async () => {
    const form = new FormData();
    form.set("intent", "preview");
    await refusedUnchanged(new Request(URL, { method: "POST", body: form }), 400, /Choose an XLIFF file/);
    await refusedUnchanged(upload("%PDF-1.7 not xml at all"), 400, /not an XLIFF file/);
    await refusedUnchanged(upload('<!DOCTYPE x [<!ENTITY a SYSTEM "http://127.0.0.1/">]><x>&a;</x>'), 400, /DOCTYPE/);
    await refusedUnchanged(upload('<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file original="x"/></xliff>'), 400, /XLIFF 2\.0/);
  });

  it("an apply without the preview's fingerprint, or with another preview's", async () => {
    await ensureSitePages(testDb().db);
    await ensureSitePageTranslations(testDb().db);
    const { xml } = await exportXliff({ lang: "de", status: "all" });
    const apply = (fingerprint: string) => {
      const form = new FormData();
      form.set("intent", "apply");
      form.set("xliff", xml.replace(/<target>[^<]*<\/target>/, "<target>Geändert</target>"));
      form.set("fingerprint", fingerprint);
      return new Request(URL, { method: "POST", body: form });
    };
    await refusedUnchanged(apply("not-a-fingerprint"), 400, /preview could not be read/);
    await refusedUnchanged(apply("0".repeat(64)), 409, /changed after the preview/);
  });

  it("a language the site does not have, and a source language other than the default", async () => {
    await ensureSitePages(testDb().db);
    const { xml } = await exportXliff({ lang: "de", status: "all" });
    await refusedUnchanged(upload(xml.replace('trgLang="de"', 'trgLang="fr"')), 404, /not on the site/);
    await refusedUnchanged(upload(xml.replace('srcLang="en"', 'srcLang="de"')), 400, /made from de/);
  });
});

describe("the import's action, from upload to apply", () => {
  it("previews a file, then applies it with the fingerprint the preview gave", async () => {
    await ensureSitePages(testDb().db);
    await ensureSitePageTranslations(testDb().db);
    const { xml } = await exportXliff({ lang: "de", status: "all" });
    const changed = xml.replace(/(<unit id="title"[^>]*>(?:(?!<\/unit>).)*?<target>)[^<]*(<\/target>)/, "$1Neuer Titel$2");
    const preview = await answer(upload(changed));
    expect(preview.status).toBe(200);
    if (!preview.body.ok || preview.body.intent !== "preview") throw new Error("expected a preview");
    expect(preview.body.plan.pages.flatMap((page) => page.changes.map((change) => change.next))).toEqual(["Neuer Titel"]);

    const form = new FormData();
    form.set("intent", "apply");
    form.set("xliff", preview.body.xliff);
    form.set("fingerprint", preview.body.plan.fingerprint);
    const applied = await answer(new Request(URL, { method: "POST", body: form }));
    expect(applied.body).toMatchObject({ ok: true, intent: "apply", message: { title: "Translations imported", description: "1 text on 1 page updated in German." } });
  });
});
