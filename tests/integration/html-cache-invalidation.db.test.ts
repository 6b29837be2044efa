// How the public HTML cache learns that content changed: every page write announces it after its
// transaction commits (never for one that failed), and with PostgreSQL every app instance hears it
// at once through LISTEN/NOTIFY, keeping nothing new while its listening connection is down, while
// a site whose tables are in another schema of the same database hears nothing of it.
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isPostgresUrl } from "#app/db/dialect.ts";
import { createSamplePage, importSeedPages } from "#app/features/pages/pages-list/page-seeding.server.ts";
import { createPage, deletePage, updatePage } from "#app/features/pages/cms/pages.server.ts";
import { ensureSitePages } from "#app/features/pages/site-pages/site-pages-seed.server.ts";
import { PageInput } from "#app/features/pages/cms/schema.ts";
import { contentChannel, onContentChange } from "#app/lib/content-events.server.ts";
import { HtmlCache, type SharedPage } from "#server/html-cache.ts";
import { listenForContentChanges, type ContentChangeListener } from "#server/html-cache-listener.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { createTestDb } from "#tests/utils/test-db.ts";

const { testDb, editor } = setUpPagesTestDb();

const page = (slug: string, isPublished = true) => PageInput.parse({ title: "About", slug, metaDescription: "", isPublished, content: { html: "<p>Hi</p>" } });
const SHARED: SharedPage = { status: 200, headers: [], csp: "", hash: "h", identity: Buffer.from("<p>cached</p>") };

let announcements: number;
let stopHearing: () => void;
beforeEach(() => {
  announcements = 0;
  stopHearing = onContentChange(() => (announcements += 1));
});
afterEach(() => stopHearing());

describe("page writes announce a content change", () => {
  it("create, update (publish, unpublish, edit), delete, import and the sample page each announce one", async () => {
    const actor = editor();
    const created = await createPage(page("announce", false), actor);
    expect(announcements).toBe(1);
    const published = await updatePage(created.id, page("announce", true), created.version, actor);
    const moved = await updatePage(created.id, page("announced"), published.version, actor);
    await updatePage(created.id, page("announced", false), moved.version, actor);
    expect(announcements).toBe(4);
    await deletePage(created.id, actor);
    expect(announcements).toBe(5);
    await importSeedPages(actor);
    await createSamplePage(actor);
    expect(announcements).toBe(7);
  });

  it("after the commit: a listener already reads the new rows", async () => {
    const seen: Promise<unknown>[] = [];
    const stop = onContentChange(() => seen.push(testDb().db.selectFrom("pages").select("slug").where("slug", "=", "committed").executeTakeFirst()));
    await createPage(page("committed"), editor());
    stop();
    expect(await seen[0]).toEqual({ slug: "committed" });
  });

  it("Import Website Pages with nothing new (the site pages hold its slugs) announces nothing and writes nothing", async () => {
    await ensureSitePages(testDb().db);
    const rows = () => Promise.all((["pages", "page_revisions", "audit_log"] as const).map((table) => testDb().db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()));
    const before = await rows();
    announcements = 0;
    expect(await importSeedPages(editor())).toEqual({ imported: 0 });
    expect(announcements).toBe(0);
    expect(await rows()).toEqual(before);
  });

  it("a refused write announces nothing", async () => {
    const actor = editor();
    const created = await createPage(page("refused"), actor);
    announcements = 0;
    await expect(updatePage(created.id, page("refused"), created.version + 5, actor)).rejects.toMatchObject({ status: 409 });
    await expect(createPage(page("refused"), actor)).rejects.toMatchObject({ status: 409 });
    expect(announcements).toBe(0);
  });
});

describe.runIf(isPostgresUrl(process.env.DATABASE_URL ?? ""))("with PostgreSQL, every app instance", () => {
  const listeners: ContentChangeListener[] = [];
  afterEach(async () => {
    await Promise.all(listeners.splice(0).map((listener) => listener.close()));
  });

  /** One app instance's cache and its listening connection, wired as server/app.ts wires them. */
  async function instance(applicationName: string) {
    const cache = new HtmlCache({ maxBytes: 1024 * 1024 });
    cache.suspend();
    const states: boolean[] = [];
    listeners.push(
      listenForContentChanges({
        url: testDb().url,
        channel: await contentChannel(testDb().db),
        applicationName,
        firstRetryMs: 50,
        onChange: () => cache.clear(),
        onListening: (listening) => {
          states.push(listening);
          if (listening) cache.resume();
          else cache.suspend();
        },
      }),
    );
    await vi.waitFor(() => expect(states.at(-1)).toBe(true));
    await cache.fill("/about", async () => SHARED);
    expect(cache.get("/about")).toBe(SHARED);
    return { cache, states };
  }

  it("empties its cache when another instance changes a page", async () => {
    const name = `html-cache-${Date.now()}`;
    const one = await instance(`${name}-1`);
    const two = await instance(`${name}-2`);

    await createPage(page("everywhere"), editor());

    await vi.waitFor(() => {
      expect(one.cache.get("/about")).toBeUndefined();
      expect(two.cache.get("/about")).toBeUndefined();
    });
  });

  it("keeps nothing new while its connection is lost, and starts empty once it listens again", async () => {
    const name = `html-cache-lost-${Date.now()}`;
    const { cache, states } = await instance(name);

    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`.execute(testDb().db);

    await vi.waitFor(() => expect(states).toEqual([true, false, true]), { timeout: 5_000 });
    // Whatever it held may have missed a change while the connection was down.
    expect(cache.get("/about")).toBeUndefined();
    await cache.fill("/about", async () => SHARED);
    expect(cache.get("/about")).toBe(SHARED);
    await createPage(page("after-reconnect"), editor());
    await vi.waitFor(() => expect(cache.get("/about")).toBeUndefined());
  });

  it("hears nothing of an Import Website Pages that had nothing to add", async () => {
    await ensureSitePages(testDb().db);
    const channel = await contentChannel(testDb().db);
    const listener = new pg.Client({ connectionString: testDb().url });
    const heard: string[] = [];
    listener.on("notification", (message) => heard.push(message.payload ?? ""));
    try {
      await listener.connect();
      await listener.query(`LISTEN ${listener.escapeIdentifier(channel)}`);
      expect(await importSeedPages(editor())).toEqual({ imported: 0 });
      // Notifications arrive in commit order: an announced import would be heard before this later one.
      await sql`select pg_notify(${channel}, 'later')`.execute(testDb().db);
      await vi.waitFor(() => expect(heard).toContain("later"));
      expect(heard).toEqual(["later"]);
    } finally {
      await listener.end();
    }
  });

  it("hears nothing of a site whose tables are in another schema of the same database", async () => {
    const other = await createTestDb();
    const theirChannel = await contentChannel(other.db);
    // Their listener, reduced to what it hears: each notification's payload, in the order it came.
    const theirs = new pg.Client({ connectionString: other.url });
    const heard: string[] = [];
    theirs.on("notification", (message) => heard.push(message.payload ?? ""));
    try {
      await theirs.connect();
      await theirs.query(`LISTEN ${theirs.escapeIdentifier(theirChannel)}`);
      const ours = await instance(`html-cache-schemas-${Date.now()}`);

      await createPage(page("ours-only"), editor());
      await vi.waitFor(() => expect(ours.cache.get("/about")).toBeUndefined());

      // A session hears notifications in commit order: had our change been announced on their
      // channel, it would have reached them before this later one.
      await sql`select pg_notify(${theirChannel}, 'later')`.execute(other.db);
      await vi.waitFor(() => expect(heard).toContain("later"));
      expect(heard).toEqual(["later"]);
    } finally {
      await theirs.end();
      await other.cleanup();
    }
  });
});
