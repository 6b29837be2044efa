// The authorization matrix: every admin route in app/routes.ts, each loader and action, called as
// an anonymous visitor, a Viewer, an Editor and an Admin with a real better-auth session. A route
// module missing from EXPECTED fails the test, so a new admin screen cannot skip the check. Who holds
// a permission is read from docs/roles.md (holders()), the table of role rights with their reasons.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#app/features/auth/password-hash.server.ts";
import { closeAuth } from "#app/features/auth/auth.server.ts";
import type { Role } from "#app/lib/permissions.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import routeConfig from "#app/routes.ts";
import { holders } from "#tests/utils/roles-doc.ts";
import { insertItem } from "#tests/utils/collab-builders.ts";
import { signedInStaff, STAFF_PASSWORD } from "#tests/utils/staff-sessions.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const ORIGIN = "http://localhost:3000";

/** Sign-in, forgotten and reset password pages serve signed-out visitors by design. */
const PUBLIC_ADMIN_PATHS = /^admin\/(login|forgot-password|reset-password)(\/|$)/;

type Caller = "anonymous" | Role;
const STAFF: readonly Role[] = ["viewer", "editor", "admin"];
const CALLERS: readonly Caller[] = ["anonymous", ...STAFF];
const EVERY_ROLE = STAFF;

/**
 * Who a route function lets through:
 * - a list of roles: anonymous visitors are sent to /admin/login, the roles listed get through and
 *   every other role gets 403;
 * - "redirects-everyone": it answers every caller with a redirect and nothing else (no data);
 * - "signs-out": every caller ends on /admin/login (these routes run last: they end the sessions).
 */
type Access = readonly Role[] | "redirects-everyone" | "signs-out";

/** Every admin route module and what each of its functions lets through. Absent: must not be exported. */
const EXPECTED: Record<string, { loader?: Access; action?: Access }> = {
  "routes/admin/layout.tsx": { loader: EVERY_ROLE },
  "routes/admin/index.tsx": { loader: EVERY_ROLE },
  "routes/admin/logout.ts": { loader: "redirects-everyone", action: "signs-out" },
  "routes/admin/dashboard.tsx": { loader: EVERY_ROLE },
  "routes/admin/link-targets.ts": { loader: EVERY_ROLE },
  // Working together on an item (decision 049): every role reads who is editing and watches; editing and Take Over
  // need "pages:write", checked in the action by intent (below, and app/features/presence/presence-action.db.test.ts).
  "routes/admin/presence.ts": { loader: EVERY_ROLE, action: EVERY_ROLE },
  // Notes: every role reads and writes them, Viewers included (decision 049); the bell's read marks are each person's own.
  "routes/admin/notes.ts": { action: EVERY_ROLE },
  "routes/admin/notifications.ts": { action: EVERY_ROLE },
  // The dashboard's tables as CSV: counts every role sees on the dashboard already.
  "routes/admin/dashboard-export.ts": { loader: "redirects-everyone", action: EVERY_ROLE },
  "routes/admin/users.tsx": { loader: EVERY_ROLE, action: holders("users:manage") },
  // Every role reads the site settings; only Admins change them.
  "routes/admin/settings.tsx": { loader: EVERY_ROLE, action: holders("settings:write") },
  "routes/admin/settings-languages.tsx": { loader: EVERY_ROLE, action: holders("settings:write") },
  // The site's look (decision 050): Admins only, to read and to change.
  "routes/admin/theme.tsx": { loader: ["admin"], action: holders("theme:write") },
  // Viewers read pages (list and editor, read-only); Editors and Admins change them.
  "routes/admin/pages.tsx": { loader: EVERY_ROLE, action: holders("pages:write") },
  "routes/admin/page-new.tsx": { loader: holders("pages:write"), action: holders("pages:write") },
  "routes/admin/page-edit.tsx": { loader: EVERY_ROLE, action: holders("pages:write") },
  "routes/admin/pages-create-first.tsx": { loader: EVERY_ROLE, action: ["admin", "editor"] },
  "routes/admin/page-preview.ts": { action: EVERY_ROLE },
  // The HTML Editor's start from the sections: only those who can change pages switch editors.
  "routes/admin/page-sections-html.ts": { action: ["admin", "editor"] },
  // Schedule, duplicate and share a page: changes, so Editors and Admins (Viewers see them read-only).
  "routes/admin/page-publishing.ts": { action: holders("pages:write") },
  // Review before publishing (decision 048): the queue for those who change pages (an Editor who does not review sees their own
  // submissions); approving is checked per person (review.server.ts, and the attacker's tests in review-attacks.db.test.ts).
  "routes/admin/review.tsx": { loader: holders("pages:write"), action: holders("pages:write") },
  // One submission: here an unknown id, so each allowed role gets a 404 (an Editor who neither reviews nor submitted it gets 403).
  "routes/admin/review-item.tsx": { loader: holders("pages:write") },
  // A collection's items are pages (decision 039): Viewers read the list and the editor, Editors and Admins change them
  // (the list's bulk actions among them); the Insights' topics and authors are read by every role and changed by those who edit pages.
  "routes/admin/collection-items.tsx": { loader: EVERY_ROLE, action: ["admin", "editor"] },
  "routes/admin/collection-item-new.tsx": { loader: ["admin", "editor"], action: ["admin", "editor"] },
  "routes/admin/collection-item-edit.tsx": { loader: EVERY_ROLE, action: ["admin", "editor"] },
  "routes/admin/insight-topics.tsx": { loader: EVERY_ROLE, action: ["admin", "editor"] },
  "routes/admin/insight-authors.tsx": { loader: EVERY_ROLE, action: ["admin", "editor"] },
  // Who reads pages reads where their translations stand and what changed in a source since.
  "routes/admin/translations.tsx": { loader: EVERY_ROLE },
  "routes/admin/translation-changes.tsx": { loader: EVERY_ROLE },
  // The full-page preview of a draft: anyone who may open the editor (its address alone only says to use the editor's button).
  "routes/admin/page-draft-preview.tsx": { action: EVERY_ROLE },
  // Viewers read the inbox, the subscribers and the webhook deliveries; Editors and Admins change them.
  // Its action changes a status or the assignee (decision 047).
  "routes/admin/contact-submissions.tsx": { loader: EVERY_ROLE, action: ["admin", "editor"] },
  // Internal notes: those who work the inbox; Viewers see the messages but neither read nor write notes (decision 047).
  "routes/admin/contact-submission-notes.ts": { action: ["admin", "editor"] },
  // Exports are POSTs (each writes an audit entry); a GET of their address goes back to the screen.
  // Viewers export the contact messages on purpose: they read every one on the screen already, and
  // the export changes nothing but the audit log (docs/decisions/017-trusted-origin-and-body-limits.md).
  "routes/admin/contact-submissions-export.ts": { loader: "redirects-everyone", action: EVERY_ROLE },
  // The files visitors sent with a message: whoever reads the inbox downloads them (a GET, audited;
  // docs/decisions/045-private-uploads.md). Here an unknown id, so each allowed role gets a 404.
  "routes/admin/contact-submission-file.ts": { loader: EVERY_ROLE },
  "routes/admin/subscribers.tsx": { loader: EVERY_ROLE, action: holders("subscribers:write") },
  // Personal data in bulk, out (an export also fires the subscribers_export webhooks) or in: Admins only (docs/roles.md).
  "routes/admin/subscribers-export.ts": { loader: "redirects-everyone", action: holders("subscribers:export") },
  "routes/admin/subscribers-import.tsx": { loader: holders("subscribers:import"), action: holders("subscribers:import") },
  // A webhook sends data to an address outside the site: Admins only (docs/roles.md).
  "routes/admin/webhooks.ts": { action: holders("webhooks:write") },
  // Forms are built by Admins and Editors (decision 044); the Form section's editor asks every role that opens a page for their names.
  "routes/admin/forms.tsx": { loader: ["admin", "editor"], action: ["admin", "editor"] },
  "routes/admin/form-edit.tsx": { loader: ["admin", "editor"], action: ["admin", "editor"] },
  "routes/admin/forms-options.ts": { loader: EVERY_ROLE },
  // Viewers browse the media library; Editors and Admins upload, describe, replace and delete.
  "routes/admin/media.tsx": { loader: EVERY_ROLE, action: ["admin", "editor"] },
  "routes/admin/media-upload.ts": { action: ["admin", "editor"] },
  // Redirects keep pages' links alive, so those who edit pages change them; every role reads them and the 404 log.
  "routes/admin/redirects.tsx": { loader: EVERY_ROLE, action: ["admin", "editor"] },
  "routes/admin/redirects-export.ts": { loader: EVERY_ROLE },
  // XLIFF for translators: every role may download what it may read (a GET that changes nothing);
  // importing changes translations, so the import screen and its action are for those who edit pages.
  "routes/admin/translations-export.ts": { loader: EVERY_ROLE },
  "routes/admin/translations-import.tsx": { loader: ["admin", "editor"], action: ["admin", "editor"] },
  // Each staff member's own sign-in settings (two-factor): every role may change their own.
  "routes/admin/account.tsx": { loader: EVERY_ROLE, action: EVERY_ROLE },
  // Site Health: the server's configuration, backups and failed jobs are the installer's (Admins'); Download Backup is a POST
  // (audited), and a GET of its address goes back to the screen, for Admins only as well.
  "routes/admin/site-health.tsx": { loader: holders("site:health"), action: holders("site:health") },
  "routes/admin/site-health-backup.ts": { loader: holders("site:health"), action: holders("site:health") },
  // Any other /admin/... path: a not-found screen in the shell for staff, sign-in for anyone else.
  "routes/admin/not-found.tsx": { loader: EVERY_ROLE },
};

interface AdminRoute {
  file: string;
  path: string;
}

/** Every route with its full path; a pathless layout counts as an admin route when it wraps one. */
function adminRoutes(entries: readonly RouteConfigEntry[], parentPath = ""): AdminRoute[] {
  const found: AdminRoute[] = [];
  for (const entry of entries) {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const children = adminRoutes(entry.children ?? [], path);
    const isAdmin = (path === "admin" || path.startsWith("admin/")) && !PUBLIC_ADMIN_PATHS.test(path);
    if (isAdmin || (!entry.path && !entry.index && children.length > 0)) found.push({ file: entry.file, path });
    found.push(...children);
  }
  return found;
}

// Sign-out ends the session it is given, so those routes run last, after every other check used the sessions.
const ROUTES = adminRoutes(routeConfig).sort((a, b) => Number(signsOut(a)) - Number(signsOut(b)));

function signsOut(route: AdminRoute): boolean {
  const expected = EXPECTED[route.file];
  return expected?.loader === "signs-out" || expected?.action === "signs-out";
}

/** A route module by its file as routes.ts names it (relative to app/). */
async function routeModule(file: string): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ `../../app/${file}`)) as Record<string, unknown>;
}

type Outcome = "allowed" | "login" | "forbidden" | "redirect";

interface ResponseLike {
  status: number;
  location: string | null;
}

/** A thrown or returned Response, or React Router's data() wrapper, as status and Location. */
function responseLike(value: unknown): ResponseLike | null {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
  if (value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit") {
    const init = (value as { init?: ResponseInit | null }).init;
    return { status: init?.status ?? 200, location: new Headers(init?.headers).get("location") };
  }
  return null;
}

/**
 * What a caller got: sent to sign-in, refused (401/403), another redirect, or through (data, or a
 * 4xx answer to the empty form, which means authorization passed).
 */
function outcomeOf(value: unknown): Outcome {
  const response = responseLike(value);
  if (!response) return "allowed";
  if (response.status >= 300 && response.status < 400) return response.location?.startsWith("/admin/login") ? "login" : "redirect";
  if (response.status === 401 || response.status === 403) return "forbidden";
  return "allowed";
}

type RouteFunction = (args: { request: Request; params: Record<string, string>; context: RouterContextProvider }) => unknown;

async function call(fn: RouteFunction, route: AdminRoute, method: "GET" | "POST", cookie: string | null): Promise<{ outcome: Outcome; detail: unknown }> {
  const params: Record<string, string> = {};
  const path = route.path.replace(/:(\w+)\??/g, (_match, name: string) => {
    params[name] = "00000000-0000-4000-8000-000000000000";
    return params[name];
  });
  const headers = new Headers({ origin: ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  // An empty form: enough to pass authorization and be refused as bad input, so nothing changes.
  if (method === "POST") headers.set("content-type", "application/x-www-form-urlencoded");
  const request = new Request(`${ORIGIN}/${path}`, { method, headers, body: method === "POST" ? "" : undefined });
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { ip: "203.0.113.50", nonce: "" });
  try {
    const value = await fn({ request, params, context });
    return { outcome: outcomeOf(value), detail: responseLike(value) ?? value };
  } catch (thrown) {
    const response = responseLike(thrown);
    if (!response) throw thrown; // a crash fails the test; it is never an authorization outcome
    return { outcome: outcomeOf(thrown), detail: response };
  }
}

function expectedOutcome(access: Access, caller: Caller): Outcome {
  if (access === "redirects-everyone") return "redirect";
  if (access === "signs-out") return "login";
  if (caller === "anonymous") return "login";
  return access.includes(caller) ? "allowed" : "forbidden";
}

let t: TestDb;
const emails: Record<Role, string> = { viewer: "viewer@brandcheck.test", editor: "editor@brandcheck.test", admin: "admin@brandcheck.test" };
const cookies: Record<Caller, string | null> = { anonymous: null, viewer: null, editor: null, admin: null };

beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  for (const role of STAFF) cookies[role] = (await signedInStaff(t.db, ORIGIN, { email: emails[role], role, passwordHash })).cookie;
});
afterAll(async () => {
  await closeAuth();
  await t?.cleanup();
});

// The inbox's loader is open to every role, so what it returns is checked too: a note reaches only the roles that may read notes.
// Before the matrix, whose sign-out routes end the sessions.
describe("notes in the inbox's loader (decision 047)", () => {
  it("sends an open message's notes to Editors and Admins, never to a Viewer", async () => {
    const id = "00000000-0000-4000-8000-0000000000aa";
    await t.db
      .insertInto("contact_submissions")
      .values({ id, name: "Ann", email: "ann@example.com", company: null, message: "Hi", status: "new", created_at: new Date().toISOString() })
      .execute();
    await t.db.insertInto("submission_notes").values({ id: "note-1", submission_id: id, author_id: null, author_name: "Sam", body: "Budget confirmed", created_at: new Date().toISOString() }).execute();
    const module = await routeModule("routes/admin/contact-submissions.tsx");
    const route = { file: "routes/admin/contact-submissions.tsx", path: `admin/contact-submissions?view=${id}` };
    for (const role of STAFF) {
      const { detail } = await call(module.loader as RouteFunction, route, "GET", cookies[role]);
      const notes = (detail as { notes: { body: string }[] | null }).notes;
      if (role === "viewer") expect(notes, role).toBeNull();
      else expect(notes?.map((note) => note.body), role).toEqual(["Budget confirmed"]);
      expect(JSON.stringify(detail)).toContain(role === "viewer" ? "Ann" : "Budget confirmed");
      if (role === "viewer") expect(JSON.stringify(detail)).not.toContain("Budget confirmed");
    }
  });
});

// The presence action is open to every role for watching; what changes who edits is for those who may change pages.
describe("presence intents (decision 049)", () => {
  it("lets Editors and Admins edit and take over, refuses both to a Viewer, and lets every role watch", async () => {
    const pageId = await insertItem(t.db);
    const module = await routeModule("routes/admin/presence.ts");
    for (const role of STAFF) {
      for (const intent of ["edit", "take-over", "watch"]) {
        const headers = new Headers({ origin: ORIGIN, cookie: cookies[role]!, "content-type": "application/x-www-form-urlencoded" });
        const request = new Request(`${ORIGIN}/admin/presence`, { method: "POST", headers, body: new URLSearchParams({ intent, pageId, tabId: crypto.randomUUID() }) });
        const result = responseLike(await (module.action as RouteFunction)({ request, params: {}, context: new RouterContextProvider() }));
        const refused = role === "viewer" && intent !== "watch";
        expect(result?.status ?? 200, `${role} ${intent}`).toBe(refused ? 403 : 200);
      }
    }
    expect((await t.db.selectFrom("editor_presence").select("user_id").execute()).length).toBeGreaterThan(0);
    const viewerId = (await t.db.selectFrom("user").select("id").where("email", "=", emails.viewer).executeTakeFirstOrThrow()).id;
    expect(await t.db.selectFrom("editor_presence").select("user_id").where("user_id", "=", viewerId).execute()).toEqual([]);
  });
});

describe("authorization matrix", () => {
  it("finds the admin routes in app/routes.ts, and every one has an entry in the expectations", () => {
    const files = ROUTES.map((route) => route.file);
    expect(files).toEqual(expect.arrayContaining(Object.keys(EXPECTED)));
    const unlisted = files.filter((file) => !(file in EXPECTED));
    expect(unlisted, "admin routes without an entry in EXPECTED (add one, with who each function lets through)").toEqual([]);
  });

  for (const route of ROUTES) {
    describe(`${route.path ? `/${route.path}` : "pathless layout"} (${route.file})`, () => {
      it("exports exactly the functions the expectations list", async () => {
        const module = await routeModule(route.file);
        const expected = EXPECTED[route.file] ?? {};
        expect(typeof module.loader === "function", "loader exported").toBe(expected.loader !== undefined);
        expect(typeof module.action === "function", "action exported").toBe(expected.action !== undefined);
      });

      for (const kind of ["loader", "action"] as const) {
        const access = EXPECTED[route.file]?.[kind];
        if (!access) continue;
        for (const caller of CALLERS) {
          const expected = expectedOutcome(access, caller);
          it(`${kind} as ${caller}: ${expected}`, async () => {
            const module = await routeModule(route.file);
            const result = await call(module[kind] as RouteFunction, route, kind === "loader" ? "GET" : "POST", cookies[caller]);
            // For a role list, a redirect elsewhere than sign-in (/admin → /admin/dashboard) is getting through.
            const outcome = Array.isArray(access) && result.outcome === "redirect" ? "allowed" : result.outcome;
            expect(outcome, JSON.stringify(result.detail)).toBe(expected);
          });
        }
      }
    });
  }
});

