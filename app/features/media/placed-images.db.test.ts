import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { PageError } from "#app/features/pages/cms/page-error.ts";
import { createPage, updatePage } from "#app/features/pages/cms/pages.server.ts";
import { ensureSiteSettings, getSiteSettings, saveSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { PageInput } from "#app/features/pages/cms/schema.ts";
import type { Section } from "#app/sections/section-list.ts";
import { galleryDefaults } from "#app/sections/gallery/schema.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { textDefaults } from "#app/sections/text/schema.ts";
import { plainPng } from "#tests/utils/media-images.ts";
import { mediaTestDb } from "#tests/utils/media-test-db.ts";
import { mediaRefusals } from "./media-messages.ts";
import { deleteMedia, mediaUses, updateMediaDetails, uploadMedia, type MediaItem } from "./media.server.ts";
import { placedImagesRefusal, placedMediaIds } from "./placed-images.server.ts";

/** The alt-text rule and the delete's refusal, on the server, on both databases. */

const setup = mediaTestDb();

async function upload(name: string, alt = "", decorative = false): Promise<MediaItem> {
  const result = await uploadMedia({ name, bytes: await plainPng() }, setup.editor, { database: setup.t.db });
  if (!result.ok) throw new Error(result.message);
  if (!alt && !decorative) return result.media;
  const described = await updateMediaDetails(result.media.id, { alt, decorative, caption: "" }, setup.editor, { database: setup.t.db });
  if (!described.ok) throw new Error(described.message);
  return described.media;
}

function pageWith(sections: Section[], slug = "about") {
  return PageInput.parse({ title: "About", slug, isPublished: true, content: { sections } });
}

function hero(image: MediaItem) {
  return { ...heroDefaults(0), backgroundImage: image.reference };
}
function gallery(...images: MediaItem[]) {
  return { ...galleryDefaults(1), images: images.map((image, i) => ({ id: `img-${i}`, url: image.reference, alt: image.alt })) };
}
function richText(image: MediaItem) {
  return { ...textDefaults(2), content: `<p>Hello</p><p><img src="${image.reference}" alt="${image.alt}"></p>` };
}

async function counts() {
  const count = async (table: "pages" | "page_revisions" | "audit_log") => Number((await setup.t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  return { pages: await count("pages"), revisions: await count("page_revisions"), audit: await count("audit_log") };
}

async function refusal(save: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await save.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof PageError)) throw new Error(`Expected the save to be refused, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe("a page save that places a library image without alt text", () => {
  const placements: [string, (image: MediaItem) => Section][] = [
    ["a hero's background image", hero],
    ["a gallery", (image) => gallery(image)],
    ["rich text", richText],
  ];

  for (const [where, place] of placements) {
    it(`is refused for ${where}, naming the image, and changes nothing`, async () => {
      const bare = await upload("team-photo.png");
      const before = await counts();
      expect(await refusal(createPage(pageWith([place(bare)]), setup.editor, { database: setup.t.db }))).toEqual({ status: 400, message: mediaRefusals.placedWithoutAlt(["team-photo.png"]) });
      expect(await counts()).toEqual(before);
    });
  }

  it("says so in words a person can act on", () => {
    expect(mediaRefusals.placedWithoutAlt(["team.png"])).toBe("The image “team.png” has no alt text. Add alt text in the Media Library (or mark the image decorative), then save again.");
    expect(mediaRefusals.placedWithoutAlt(["a.png", "b.png"])).toBe("The images “a.png”, “b.png” have no alt text. Add alt text in the Media Library (or mark the image decorative), then save again.");
  });

  it("is refused on update and on publishing, and the page stays as it was", async () => {
    const described = await upload("office.png", "Our office");
    const bare = await upload("bare.png");
    const page = await createPage({ ...pageWith([hero(described)]), isPublished: false }, setup.editor, { database: setup.t.db });
    const before = await counts();

    const publish = { ...pageWith([hero(described), gallery(described, bare)]), isPublished: true };
    expect(await refusal(updatePage(page.id, publish, page.version, setup.editor, { database: setup.t.db }))).toEqual({ status: 400, message: mediaRefusals.placedWithoutAlt(["bare.png"]) });
    expect(await counts()).toEqual(before);
    const row = await setup.t.db.selectFrom("pages").select(["version", "is_published", "content"]).where("id", "=", page.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ version: page.version, is_published: false });
    expect(String(typeof row.content === "string" ? row.content : JSON.stringify(row.content))).not.toContain(bare.id);
  });

  it("is accepted once the image has alt text or the decorative mark", async () => {
    const described = await upload("office.png", "Our office");
    const decorative = await upload("texture.png", "", true);
    const page = await createPage(pageWith([hero(decorative), gallery(described), richText(described)]), setup.editor, { database: setup.t.db });
    expect((await mediaUses(described.id, setup.t.db)).pages).toEqual([{ pageId: page.id, title: "About", slug: "about", language: null }]);
  });

  it("is refused when it names an image no longer in the library (a deleted image, an old revision)", async () => {
    const gone = await upload("old.png", "Old photo");
    expect(await deleteMedia(gone.id, setup.editor, { database: setup.t.db })).toEqual({ ok: true });
    const before = await counts();
    expect(await refusal(createPage(pageWith([hero(gone)]), setup.editor, { database: setup.t.db }))).toEqual({ status: 409, message: mediaRefusals.placedImageGone });
    expect(await counts()).toEqual(before);
  });

  it("leaves pages without library images alone", async () => {
    const typed = { ...heroDefaults(0), backgroundImage: "https://cdn.example.com/photo.jpg" };
    await expect(createPage(pageWith([typed]), setup.editor, { database: setup.t.db })).resolves.toMatchObject({ slug: "about" });
  });
});

describe("taking the alt text away from an image in use", () => {
  it("is refused while a page shows it, and allowed once nothing does", async () => {
    const image = await upload("office.png", "Our office");
    await createPage(pageWith([hero(image)]), setup.editor, { database: setup.t.db });
    expect(await updateMediaDetails(image.id, { alt: "", decorative: false, caption: "" }, setup.editor, { database: setup.t.db })).toEqual({
      ok: false,
      message: "This image is used on 1 page, so it needs alt text. Add alt text or mark it decorative.",
    });
    expect(await updateMediaDetails(image.id, { alt: "", decorative: true, caption: "" }, setup.editor, { database: setup.t.db })).toMatchObject({ ok: true });
  });
});

describe("where used and the delete's refusal", () => {
  it("see the site settings (a logo, a social image) as well as pages", async () => {
    const logo = await upload("logo.png", "Brandcheck");
    const settings = { companyName: "Brandcheck", logo: logo.reference };
    await setup.t.db.insertInto("site_settings").values({ id: "site", settings: JSON.stringify(settings), updated_by_id: null, updated_at: new Date().toISOString() }).execute();

    expect(await mediaUses(logo.id, setup.t.db)).toEqual({ pages: [], authors: [], siteSettings: true, theme: false });
    expect(await deleteMedia(logo.id, setup.editor, { database: setup.t.db })).toEqual({ ok: false, message: "This image is used in the site settings. Remove it from there before deleting it." });

    await createPage(pageWith([hero(logo)]), setup.editor, { database: setup.t.db });
    expect(await deleteMedia(logo.id, setup.editor, { database: setup.t.db })).toEqual({ ok: false, message: "This image is used on 1 page and in the site settings. Remove it from there before deleting it." });
    expect(await setup.t.db.selectFrom("media").select("id").where("id", "=", logo.id).executeTakeFirst()).toBeDefined();
  });

  it("refuse a settings save whose sharing image has no alt text, changing nothing, and take it once described", async () => {
    await ensureSiteSettings(setup.t.db);
    const image = await upload("share.png");
    const before = await getSiteSettings(setup.t.db);
    const save = () => saveSiteSettings({ ...before.settings, shareImage: image.reference }, before.version, setup.editor, { database: setup.t.db });
    await expect(save()).rejects.toMatchObject({ status: 400, message: mediaRefusals.placedWithoutAlt(["share.png"]) });
    expect(await getSiteSettings(setup.t.db)).toEqual(before);

    await updateMediaDetails(image.id, { alt: "Our inspectors at work", decorative: false, caption: "" }, setup.editor, { database: setup.t.db });
    expect((await save()).settings.shareImage).toBe(image.reference);
    expect(await mediaUses(image.id, setup.t.db)).toEqual({ pages: [], authors: [], siteSettings: true, theme: false });
  });

  it("do not count old revisions: an image only an earlier version used can be deleted", async () => {
    const image = await upload("office.png", "Our office");
    const page = await createPage(pageWith([hero(image)]), setup.editor, { database: setup.t.db });
    await updatePage(page.id, pageWith([]), page.version, setup.editor, { database: setup.t.db });
    expect(await mediaUses(image.id, setup.t.db)).toEqual({ pages: [], authors: [], siteSettings: false, theme: false });
    expect(await deleteMedia(image.id, setup.editor, { database: setup.t.db })).toEqual({ ok: true });
  });

  it("cannot be slipped past by a page saved while the delete runs", async () => {
    const image = await upload("office.png", "Our office");
    const page = pageWith([hero(image)]);
    const content = JSON.stringify(page.content);
    let deleting: Promise<unknown> | undefined;

    // A save in progress: it has checked (and, on PostgreSQL, locked) the image and not yet committed.
    await setup.t.db.transaction().execute(async (trx) => {
      expect(await placedImagesRefusal(trx, content)).toBeNull();
      deleting = deleteMedia(image.id, setup.editor, { database: setup.t.db });
      await waitUntilBlocked();
      await trx
        .insertInto("pages")
        .values({ id: crypto.randomUUID(), title: "About", slug: "about", meta_description: "", content, is_published: true, author_id: setup.editor.id, created_at: new Date().toISOString(), updated_at: new Date().toISOString(), version: 1 })
        .execute();
    });

    expect(await deleting).toEqual({ ok: false, message: "This image is used on 1 page. Remove it from there before deleting it." });
    expect(await setup.t.db.selectFrom("media").select("id").where("id", "=", image.id).executeTakeFirst()).toBeDefined();
  });
});

/**
 * PostgreSQL: returns once another connection waits for a row lock (the delete, behind the save's
 * lock). SQLite has one connection, so the delete simply queues behind the open transaction.
 */
async function waitUntilBlocked(): Promise<void> {
  if (setup.t.dialect !== "postgres") return;
  const waiting = async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks where not granted`.execute(setup.t.db);
    return rows[0]!.n > 0;
  };
  for (let attempt = 0; attempt < 500 && !(await waiting()); attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
}

it("finds every library image a stored text names, once each", () => {
  const a = "0b6f3c1e-8d2a-4c4e-9a57-3f1d2e5b6c7a";
  const b = "1c7f4d2f-9e3b-4d5f-8b68-4a2e3f6c7d8b";
  const stored = JSON.stringify({ html: `<img src="/media/${a}/0123456789abcdef/640x480.jpg"><a href="/media/${b}/0123456789abcdef/10x10.png">x</a><img src="/media/${a}/0123456789abcdef/640x480.jpg">` });
  expect(placedMediaIds(stored)).toEqual([a, b]);
  expect(placedMediaIds(`{"url":"/media/not-an-id/x.jpg","other":"https://example.com/media/${"0".repeat(8)}/"}`)).toEqual([]);
});
