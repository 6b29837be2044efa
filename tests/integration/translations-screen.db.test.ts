// The Translations screen's and its "What changed" view's loaders against an attacker and a
// careless link (issue Q): signed out or removed staff go to sign-in, every staff role reads (as
// they read pages), and a query or id the site does not know is a message with a 4xx, never a 500.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAuth } from "#app/features/auth/auth.server.ts";
import { hashPassword } from "#app/features/auth/password-hash.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard.tsx";
import { loader as changesLoader } from "#app/routes/admin/translation-changes.tsx";
import { loader as translationsLoader } from "#app/routes/admin/translations.tsx";
import { ensureSitePages, ensureSitePageTranslations } from "#app/features/pages/site-pages/site-pages-seed.server.ts";
import { signedInStaff, STAFF_PASSWORD } from "#tests/utils/staff-sessions.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const ORIGIN = "http://localhost:3000";
let t: TestDb;
const cookies: Record<"viewer" | "editor" | "banned", string> = { viewer: "", editor: "", banned: "" };

beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
  await ensureSitePages(t.db);
  await ensureSitePageTranslations(t.db);
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  cookies.viewer = (await signedInStaff(t.db, ORIGIN, { email: "viewer@brandcheck.test", role: "viewer", passwordHash })).cookie;
  cookies.editor = (await signedInStaff(t.db, ORIGIN, { email: "editor@brandcheck.test", role: "editor", passwordHash })).cookie;
  const banned = await signedInStaff(t.db, ORIGIN, { email: "gone@brandcheck.test", role: "admin", passwordHash });
  // Removed from the team after signing in: the session cookie still exists.
  await t.db.updateTable("user").set({ banned: true }).where("id", "=", banned.id).execute();
  cookies.banned = banned.cookie;
});
afterAll(async () => {
  await closeAuth();
  await t?.cleanup();
});

type LoaderArgs = Parameters<typeof translationsLoader>[0];

function args(path: string, cookie: string | null, params: Record<string, string> = {}): LoaderArgs {
  const headers = new Headers(cookie ? { cookie } : {});
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { ip: "203.0.113.60", nonce: "" });
  return { request: new Request(`${ORIGIN}${path}`, { headers }), params, context } as unknown as LoaderArgs;
}

/** A thrown or returned Response or data() as status, Location and body. */
async function settle(run: () => Promise<unknown>): Promise<{ status: number; location: string | null; body: unknown }> {
  const answer = await run().catch((thrown: unknown) => thrown);
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location"), body: null };
  const wrapped = answer as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, location: null, body: wrapped.data };
  if (answer instanceof Error) throw answer;
  return { status: 200, location: null, body: answer };
}

describe("the Translations screen's loader", () => {
  it("sends a signed-out visitor, and a removed staff member's session, to sign in, keeping the filter to come back to", async () => {
    for (const cookie of [null, cookies.banned]) {
      const answer = await settle(() => translationsLoader(args("/admin/translations?lang=de&status=outdated", cookie)));
      expect(answer).toMatchObject({ status: 302, location: `/admin/login?${new URLSearchParams({ redirectTo: "/admin/translations?lang=de&status=outdated" })}` });
      const changes = await settle(() => changesLoader(args("/admin/translations/changes/x", cookie, { id: "x" }) as unknown as Parameters<typeof changesLoader>[0]));
      expect(changes.status).toBe(302);
    }
  });

  it("lets a Viewer read every language's statuses, without the import that changes pages", async () => {
    const answer = await settle(() => translationsLoader(args("/admin/translations", cookies.viewer)));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ canWrite: false, problems: [], counts: { de: { "up-to-date": 11 }, "zh-HK": { "up-to-date": 11 } } });
    expect((await settle(() => translationsLoader(args("/admin/translations", cookies.editor)))).body).toMatchObject({ canWrite: true });
  });

  it("answers a query it does not know with 400 and a message, whatever is sent", async () => {
    const junk = [
      "lang=xx",
      "status=stale",
      "lang=en",
      `lang=${"%F0%9F%98%80".repeat(2000)}`,
      "status=%00",
      "lang=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    ];
    for (const query of junk) {
      const answer = await settle(() => translationsLoader(args(`/admin/translations?${query}`, cookies.viewer)));
      expect(answer.status, query).toBe(400);
      const body = answer.body as { problems: string[]; rows: unknown[] };
      expect(body.problems.length, query).toBeGreaterThan(0);
      expect(body.problems.every((problem) => problem.length < 200), query).toBe(true);
    }
    // The first value counts, as a browser's form sends one: outdated in German.
    const repeated = await settle(() => translationsLoader(args("/admin/translations?lang=de&lang=fr&status=outdated", cookies.viewer)));
    expect(repeated.body).toMatchObject({ filter: { lang: "de", status: "outdated" }, problems: [], rows: [] });
  });

  it("answers an unknown, overlong or default-language page id in the changes view with 404 and a message", async () => {
    const english = await t.db.selectFrom("pages").select("id").where("system_key", "=", "home").where("locale", "=", "en").executeTakeFirstOrThrow();
    for (const id of ["nothing", "x".repeat(5000), english.id, "' OR 1=1 --"]) {
      const answer = await settle(() => changesLoader(args(`/admin/translations/changes/${encodeURIComponent(id)}`, cookies.viewer, { id }) as unknown as Parameters<typeof changesLoader>[0]));
      expect(answer, id.slice(0, 20)).toMatchObject({ status: 404, body: { message: "This translation no longer exists. It may have been deleted." } });
    }
    const german = await t.db.selectFrom("pages").select("id").where("system_key", "=", "home").where("locale", "=", "de").executeTakeFirstOrThrow();
    const answer = await settle(() => changesLoader(args(`/admin/translations/changes/${german.id}`, cookies.viewer, { id: german.id }) as unknown as Parameters<typeof changesLoader>[0]));
    expect(answer).toMatchObject({ status: 200, body: { translation: { id: german.id, status: "up-to-date" }, comparison: { kind: "unchanged" } } });
  });
});

describe("the dashboard's line on outdated translations", () => {
  const dashboard = (cookie: string) => settle(() => dashboardLoader(args("/admin/dashboard", cookie) as unknown as Parameters<typeof dashboardLoader>[0]));

  it("counts them on a site with more than one language, and is left out on a site with one", async () => {
    const home = await t.db.selectFrom("pages").select(["id", "version"]).where("system_key", "=", "home").where("locale", "=", "en").executeTakeFirstOrThrow();
    await t.db.updateTable("pages").set({ version: home.version + 1 }).where("id", "=", home.id).execute();
    expect((await dashboard(cookies.viewer)).body).toMatchObject({ outdatedTranslations: 2 });

    // The last test of the file: the site goes back to one language.
    await t.db.deleteFrom("pages").where("locale", "!=", "en").execute();
    await t.db.deleteFrom("site_languages").where("is_default", "=", false).execute();
    expect((await dashboard(cookies.viewer)).body).toMatchObject({ outdatedTranslations: null });
  });
});
