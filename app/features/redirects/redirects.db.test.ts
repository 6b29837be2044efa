import { beforeEach, describe, expect, it } from "vitest";
import { DOT_SEGMENT_OFF_SITE } from "#tests/fixtures/off-site-paths.ts";
import { createPage, updatePage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput, type PageInputDraft } from "#app/features/pages/cms/schema.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { RedirectMap } from "./redirect-map.server.ts";
import { parseRedirectsCsv } from "./redirects-csv.ts";
import { allRedirects, createRedirect, deleteRedirect, importRedirects, loopMessage, RedirectError, updateRedirect } from "./redirects.server.ts";
import { BAD_FROM, OFF_SITE, RedirectInput, RESERVED_FROM, validateRedirect } from "./schema.ts";

const { testDb, editor } = setUpPagesTestDb();

beforeEach(async () => {
  await testDb().db.deleteFrom("redirects").execute();
});

function page(overrides: Partial<PageInputDraft> = {}): PageInput {
  return PageInput.parse({ title: "Pricing", slug: "pricing", isPublished: true, content: { html: "<p>Prices</p>" }, ...overrides });
}

const redirect = (fromPath: string, toPath: string, statusCode = "301") => RedirectInput.parse({ fromPath, toPath, statusCode });
const pairs = async () => (await allRedirects()).map((r) => `${r.fromPath} ${r.toPath} ${r.statusCode}`);

async function rename(id: string, version: number, slug: string, isPublished = true) {
  return updatePage(id, page({ slug, isPublished }), version, editor());
}

describe("a published page's slug change", () => {
  it("redirects the old path to the new one with a 301, which the in-memory map serves", async () => {
    const created = await createPage(page(), editor());
    await rename(created.id, created.version, "prices");
    expect(await pairs()).toEqual(["/pricing /prices 301"]);

    const map = new RedirectMap();
    expect(await map.lookup("/pricing")).toEqual({ toPath: "/prices", statusCode: 301 });
    expect(await map.lookup("/pricing/")).toEqual({ toPath: "/prices", statusCode: 301 });
    expect(await map.lookup("/prices")).toBeNull();
  });

  it("collapses chains: every old path leads straight to the latest one, and renaming back frees the path", async () => {
    let current = await createPage(page(), editor());
    current = await rename(current.id, current.version, "prices");
    current = await rename(current.id, current.version, "plans");
    expect(await pairs()).toEqual(["/prices /plans 301", "/pricing /plans 301"]);

    await rename(current.id, current.version, "pricing");
    expect(await pairs()).toEqual(["/plans /pricing 301", "/prices /pricing 301"]);
  });

  it("makes no redirect for a draft, and none when the page is unpublished in the same save", async () => {
    const draft = await createPage(page({ isPublished: false }), editor());
    await rename(draft.id, draft.version, "draft-two", false);
    const live = await createPage(page({ slug: "live" }), editor());
    await rename(live.id, live.version, "gone", false);
    expect(await pairs()).toEqual([]);
  });

  it("removes a redirect from the path a page is published at, so the page is not hidden", async () => {
    await createRedirect(redirect("/team", "/about"), editor());
    await createPage(page({ slug: "team" }), editor());
    expect(await pairs()).toEqual([]);
  });
});

describe("redirects kept by hand", () => {
  it("refuses a loop and changes nothing", async () => {
    await createRedirect(redirect("/a", "/b"), editor());
    await expect(createRedirect(redirect("/b", "/a"), editor())).rejects.toThrow(loopMessage("/b", "/a"));
    expect(await pairs()).toEqual(["/a /b 301"]);
  });

  it("refuses a redirect to itself, off the site, or from the admin, with a clear message", () => {
    for (const to of ["//evil.example", "https://evil.example/x", "/\\evil.example", "javascript:alert(1)", "evil.example", "/ spaced", ...DOT_SEGMENT_OFF_SITE]) {
      expect(validateRedirect({ fromPath: "/old", toPath: to, statusCode: "301" })).toMatchObject({ ok: false, errors: { toPath: OFF_SITE } });
    }
    for (const from of DOT_SEGMENT_OFF_SITE) {
      expect(validateRedirect({ fromPath: from.replace(/[?#].*/, ""), toPath: "/x", statusCode: "301" }), from).toMatchObject({ ok: false, errors: { fromPath: BAD_FROM } });
    }
    expect(validateRedirect({ fromPath: "/admin/users", toPath: "/x", statusCode: "302" })).toMatchObject({ ok: false, errors: { fromPath: RESERVED_FROM } });
    // Draft preview links are the site's machinery too; isReservedPath also keeps their secrets out of the 404 log.
    expect(validateRedirect({ fromPath: "/preview/link-id.secret", toPath: "/x", statusCode: "302" })).toMatchObject({ ok: false, errors: { fromPath: RESERVED_FROM } });
    expect(validateRedirect({ fromPath: "/same", toPath: "/same/?q=1", statusCode: "301" })).toMatchObject({ ok: false });
    expect(validateRedirect({ fromPath: "/old", toPath: "/new", statusCode: "307" })).toMatchObject({ ok: false });
    expect(validateRedirect({ fromPath: "/old/", toPath: "/new?ref=old#top", statusCode: "302" })).toEqual({ ok: true, value: { fromPath: "/old", toPath: "/new?ref=old#top", statusCode: 302 } });
  });

  it("points a new redirect past one that already redirects, and redirects to its old path along", async () => {
    await createRedirect(redirect("/b", "/c?x=1"), editor());
    await createRedirect(redirect("/a", "/b"), editor());
    expect(await pairs()).toEqual(["/a /c?x=1 301", "/b /c?x=1 301"]);
    await createRedirect(redirect("/c", "/d", "302"), editor());
    expect(await pairs()).toEqual(["/a /d 301", "/b /d 301", "/c /d 302"]);
  });

  it("refuses redirecting a published page's path, and a second redirect from one path", async () => {
    await createPage(page(), editor());
    await expect(createRedirect(redirect("/pricing", "/x"), editor())).rejects.toBeInstanceOf(RedirectError);
    await expect(createRedirect(redirect("/services", "/x"), editor())).rejects.toThrow("is a page of the website");
    await createRedirect(redirect("/a", "/b"), editor());
    await expect(createRedirect(redirect("/a", "/c"), editor())).rejects.toThrow("already exists");
  });

  it("edits and deletes, and the map forgets a deleted redirect once invalidated", async () => {
    const row = await createRedirect(redirect("/a", "/b"), editor());
    const map = new RedirectMap();
    expect(await map.lookup("/a")).not.toBeNull();
    await updateRedirect(row.id, redirect("/a2", "/b", "302"), editor());
    expect(await pairs()).toEqual(["/a2 /b 302"]);
    await deleteRedirect(row.id, editor());
    expect(await map.lookup("/a")).not.toBeNull(); // not told yet
    map.invalidate();
    expect(await map.lookup("/a")).toBeNull();
    expect(await map.lookup("/a2")).toBeNull();
    await expect(deleteRedirect(row.id, editor())).rejects.toMatchObject({ status: 404 });
  });
});

describe("the in-memory map", () => {
  it("never serves a stored target that resolves to another host, however it was written", async () => {
    await createRedirect(redirect("/fine", "/b"), editor());
    const row = { status_code: 301, source: "manual" as const, created_at: "2026-11-01T00:00:00.000Z", updated_at: "2026-11-01T00:00:00.000Z" };
    await testDb()
      .db.insertInto("redirects")
      .values([
        { ...row, id: "planted-1", from_path: "/old1", to_path: "//evil.example/x" },
        { ...row, id: "planted-2", from_path: "/old2", to_path: "/\\evil.example" },
      ])
      .execute();
    const map = new RedirectMap();
    expect(await map.lookup("/old1")).toBeNull();
    expect(await map.lookup("/old2")).toBeNull();
    expect(await map.lookup("/fine")).toEqual({ toPath: "/b", statusCode: 301 });
  });

  it("serves without redirects while the database fails, tries again a few seconds later, and serves its copy while the listener is down", async () => {
    await createRedirect(redirect("/a", "/b"), editor());
    let now = 0;
    let failing = true;
    const map = new RedirectMap({
      now: () => now,
      database: () => {
        if (failing) throw new Error("database down");
        return testDb().db;
      },
    });
    expect(await map.lookup("/a")).toBeNull();
    failing = false;
    expect(await map.lookup("/a")).toBeNull(); // not yet tried again
    now += 5_000;
    expect(await map.lookup("/a")).toEqual({ toPath: "/b", statusCode: 301 });

    // The listener is down: the copy held is served without touching the database.
    map.listening(false);
    failing = true;
    now += 60_000;
    expect(await map.lookup("/a")).toEqual({ toPath: "/b", statusCode: 301 });
    // Listening again: read anew.
    failing = false;
    await deleteRedirect((await allRedirects())[0]!.id, editor());
    map.listening(true);
    expect(await map.lookup("/a")).toBeNull();
  });
});

describe("CSV import", () => {
  it("merges: adds new rows, replaces the redirect from a path it names, keeps the rest", async () => {
    await createRedirect(redirect("/keep", "/here"), editor());
    await createRedirect(redirect("/old", "/first"), editor());
    const parsed = parseRedirectsCsv("\uFEFFfrom,to,status\r\n/old,/second,302\r\n/new,/there,\r\n");
    if (!parsed.ok) throw new Error(parsed.message);
    expect(await importRedirects(parsed.rows, editor())).toEqual({ added: 1, updated: 1 });
    expect(await pairs()).toEqual(["/keep /here 301", "/new /there 301", "/old /second 302"]);
  });

  it("refuses a file with a bad row, naming the line, and changes nothing", async () => {
    await createRedirect(redirect("/keep", "/here"), editor());
    expect(parseRedirectsCsv("from,to\n/a,/b\n/c,https://evil.example\n")).toEqual({ ok: false, message: `Nothing was imported. Fix this row and try again: line 3: ${OFF_SITE}.` });
    expect(parseRedirectsCsv("path,target\n/a,/b\n")).toMatchObject({ ok: false });
    // The repro of issue O: a target that resolves to another host, in the row that names it.
    expect(parseRedirectsCsv("from,to,status\n/csv-ok,/fine,301\n/csv-a,/.//attacker.test/phish,301\n")).toEqual({ ok: false, message: `Nothing was imported. Fix this row and try again: line 3: ${OFF_SITE}.` });
    const looping = parseRedirectsCsv("from,to\n/x,/y\n/y,/x\n");
    if (!looping.ok) throw new Error(looping.message);
    await expect(importRedirects(looping.rows, editor())).rejects.toThrow("Line 3: This redirect would make a loop");
    expect(await pairs()).toEqual(["/keep /here 301"]);
  });
});
