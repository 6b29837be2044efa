// Cross-site request forgery against the built server: every route with an action, and better-auth's
// POST endpoints, refuse a write that a browser says came from another site, even with a valid
// Admin session cookie, and nothing in the database changes; the same request from the site itself
// goes through (so each case can fail). POST /unsubscribe is the one documented exception
// (docs/decisions/011-newsletter-double-opt-in.md): its signed token is the authority, not a cookie.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { getTheme } from "#app/features/theme/theme.server.ts";
import { DEFAULT_THEME } from "#app/features/theme/theme-values.ts";
import routes from "#app/routes.ts";
import { CROSS_SITE_REFUSAL } from "#server/cross-site-guard.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { appFormStamp } from "#tests/utils/form-stamp.ts";
import { changedTables, databaseSnapshot, waitForIdleJobs } from "#tests/utils/db-snapshot.ts";
import { STAFF_PASSWORD } from "#tests/utils/staff-sessions.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const EVIL = "https://evil.example";
const ADMIN = "admin@brandcheck.test";
const RESETTER = "forgetful@brandcheck.test";

let t: TestDb;
let app: AppProcess;
let adminCookie: string;

type Body = URLSearchParams | FormData | { json: Record<string, unknown> };

interface WriteCase {
  /** The path to post to (a function when it names something created earlier). */
  path: string | (() => Promise<string>);
  body: () => Promise<Body> | Body;
  /** Whose cookie goes along: the Admin's, a session of its own (sign-out ends it), or none. */
  cookie: "admin" | "own session" | "none";
  /** Whether the legitimate request writes to the database (a preview or a bad token does not). */
  writes: boolean;
}

// The public forms' spam trap refuses a form sent too soon after it was shown, or never shown.
const shownAMinuteAgo = () => appFormStamp();
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
/** The seeded quote form's definition, as its builder posts it back. */
const seededQuoteDefinition = async () => (await import("#app/content/forms.ts")).SEEDED_FORMS.find((seed) => seed.id === "request-a-quote")!.definition;
const firstId = async (table: "contact_submissions" | "media") => (await t.db.selectFrom(table).select("id").orderBy("id").executeTakeFirstOrThrow()).id;
/** A page staff made: the website's own pages (seeded at start) cannot be deleted. */
const firstStaffPageId = async () => (await t.db.selectFrom("pages").select("id").where("system_key", "is", null).where("collection", "is", null).orderBy("id").executeTakeFirstOrThrow()).id;
// The article the New screen's case makes: the sample articles have translations, so deleting one is refused.
const csrfArticleId = async () => (await t.db.selectFrom("pages").select("id").where("collection", "=", "insights").where("slug", "=", "csrf-article").executeTakeFirstOrThrow()).id;
const sampleArticlePath = async () => `/insights/${(await t.db.selectFrom("pages").select("slug").where("collection", "=", "insights").where("locale", "=", "en").where("is_published", "=", true).orderBy("slug").executeTakeFirstOrThrow()).slug}`;
const PAGE = { title: "CSRF target", slug: "csrf-target", metaDescription: "", isPublished: true, content: { html: "<p>Target</p>" } };
/** A published case study made on its New screen (a fresh install has only the shipped three, at /case-study-1…3). */
async function csrfCaseStudyPath(): Promise<string> {
  const made = await post("/admin/case-studies/new", form({ intent: "save", page: JSON.stringify({ ...PAGE, slug: "csrf-case-study", content: { sections: [] }, fields: { industry: "retail" } }) }), { cookie: adminCookie, origin: app.url });
  expect(made.status, made.text.slice(0, 300)).toBe(302);
  return "/case-studies/csrf-case-study";
}
const csrfCaseStudyId = async () => (await t.db.selectFrom("pages").select("id").where("collection", "=", "case-studies").where("slug", "=", "csrf-case-study-2").executeTakeFirstOrThrow()).id;

/**
 * Every route module exporting an action, by file, in the order they run (a case may use what an
 * earlier one created). The webhook goes last: once one exists, every later change queues deliveries.
 */
const ACTION_ROUTES: Record<string, WriteCase> = {
  // Every site page takes its forms' posts; /contact holds the contact block.
  "routes/site/site-page.tsx": {
    path: "/contact",
    body: () => form({ name: "Ann", email: "ann@example.com", company: "", message: "Hello", website: "", rendered_at: shownAMinuteAgo() }),
    cookie: "none",
    writes: true,
  },
  "routes/site/newsletter.tsx": {
    path: "/newsletter",
    body: () => form({ email: "reader@example.com", firstName: "Rea", lastName: "Der", website: "", rendered_at: shownAMinuteAgo() }),
    cookie: "none",
    writes: true,
  },
  // A bad token writes nothing even from the site; the guard still answers first for a foreign origin.
  "routes/site/newsletter-confirm.tsx": { path: "/newsletter/confirm?token=not-a-token", body: () => form({}), cookie: "none", writes: false },
  "routes/site/unsubscribe.tsx": { path: "/unsubscribe?token=not-a-token", body: () => form({}), cookie: "none", writes: false },
  "routes/site/page.$slug.tsx": { path: `/${PAGE.slug}`, body: () => form({ section_id: "none", name: "Ann" }), cookie: "none", writes: false },
  // An article's contact sections post to it like a page's (a fresh install's sample articles are there).
  "routes/site/insight.tsx": { path: sampleArticlePath, body: () => form({ section_id: "none", name: "Ann" }), cookie: "none", writes: false },
  // A case study made in the admin posts its contact sections to its own address, /case-studies/{slug}.
  "routes/site/case-study.tsx": { path: csrfCaseStudyPath, body: () => form({ section_id: "none", name: "Ann" }), cookie: "none", writes: false },
  "routes/admin/login.tsx": { path: "/admin/login", body: () => form({ intent: "sign-in", email: ADMIN, password: STAFF_PASSWORD }), cookie: "none", writes: true },
  "routes/admin/forgot-password.tsx": { path: "/admin/forgot-password", body: () => form({ email: RESETTER }), cookie: "none", writes: true },
  "routes/admin/reset-password.tsx": {
    path: "/admin/reset-password",
    body: async () => {
      const row = await t.db.selectFrom("verification").select("identifier").where("identifier", "like", "reset-password:%").executeTakeFirstOrThrow();
      return form({ token: row.identifier.slice("reset-password:".length), password: "a new passphrase 1", confirm: "a new passphrase 1" });
    },
    cookie: "none",
    writes: true,
  },
  // Import writes nothing now that the site pages hold every imported slug (decision 018), so the list's write is a delete.
  "routes/admin/pages.tsx": { path: "/admin/pages", body: async () => form({ intent: "delete", id: await firstStaffPageId() }), cookie: "admin", writes: true },
  "routes/admin/page-new.tsx": {
    path: "/admin/pages/new",
    body: () => form({ intent: "save", page: JSON.stringify({ ...PAGE, slug: "csrf-new" }) }),
    cookie: "admin",
    writes: true,
  },
  "routes/admin/page-edit.tsx": { path: async () => `/admin/pages/edit/${await firstStaffPageId()}`, body: () => form({ intent: "delete" }), cookie: "admin", writes: true },
  // An Insights article is a page row (decision 039): made on its collection's New screen, then deleted from its editor.
  "routes/admin/collection-item-new.tsx": {
    path: "/admin/insights/new",
    body: () => form({ intent: "save", page: JSON.stringify({ ...PAGE, slug: "csrf-article", fields: { excerpt: "Made by a form." } }) }),
    cookie: "admin",
    writes: true,
  },
  // The list's bulk actions (issue R): the article New made is published, so a bulk Unpublish of it writes.
  "routes/admin/collection-items.tsx": { path: "/admin/insights", body: async () => new URLSearchParams([["intent", "bulk-unpublish"], ["ids", await csrfArticleId()]]), cookie: "admin", writes: true },
  "routes/admin/collection-item-edit.tsx": { path: async () => `/admin/insights/edit/${await csrfArticleId()}`, body: () => form({ intent: "delete" }), cookie: "admin", writes: true },
  // Forms (decision 044): a new form from the list, then a save of the seeded Request a Quote form from its builder.
  "routes/admin/forms.tsx": { path: "/admin/forms", body: () => form({ intent: "create", name: "CSRF Survey" }), cookie: "admin", writes: true },
  "routes/admin/form-edit.tsx": {
    path: "/admin/forms/edit/request-a-quote",
    body: async () => form({ name: "Request a Quote", version: "1", definition: JSON.stringify(await seededQuoteDefinition()) }),
    cookie: "admin",
    writes: true,
  },
  "routes/admin/insight-topics.tsx": { path: "/admin/insights/topics", body: () => form({ intent: "create-topic", locale: "en", name: "Product recalls", slug: "" }), cookie: "admin", writes: true },
  "routes/admin/insight-authors.tsx": { path: "/admin/insights/authors", body: () => form({ intent: "save-author", authorKey: "", userId: "", locale: "en", name: "Editorial team", slug: "" }), cookie: "admin", writes: true },
  "routes/admin/pages-create-first.tsx": { path: "/admin/pages/create-first", body: () => form({ intent: "create-sample" }), cookie: "admin", writes: true },
  // Review before publishing (decision 048): an Admin's settings save writes (and an audit entry).
  "routes/admin/review.tsx": { path: "/admin/review", body: () => form({ intent: "settings" }), cookie: "admin", writes: true },
  "routes/admin/page-publishing.ts": { path: "/admin/pages/publishing", body: async () => form({ intent: "share", pageId: await firstStaffPageId() }), cookie: "admin", writes: true },
  "routes/admin/page-preview.ts": { path: "/admin/pages/preview", body: () => form({ content: JSON.stringify({ html: "<p>Hi</p>" }) }), cookie: "admin", writes: false },
  "routes/admin/page-sections-html.ts": { path: "/admin/pages/sections-html", body: () => form({ content: JSON.stringify({ sections: [] }) }), cookie: "admin", writes: false },
  "routes/admin/page-draft-preview.tsx": { path: "/admin/pages/preview/draft", body: () => form({ page: JSON.stringify(PAGE) }), cookie: "admin", writes: false },
  "routes/admin/contact-submissions.tsx": {
    path: "/admin/contact-submissions",
    body: async () => form({ id: await firstId("contact_submissions"), status: "completed" }),
    cookie: "admin",
    writes: true,
  },
  // Internal notes on a message (decision 047); assigning is the inbox's own action, intent "assign".
  "routes/admin/contact-submission-notes.ts": {
    path: "/admin/contact-submissions/notes",
    body: async () => form({ id: await firstId("contact_submissions"), body: "Called back" }),
    cookie: "admin",
    writes: true,
  },
  // Working together on an item (decision 049): an editor tab's heartbeat, a note, the bell's read marks.
  "routes/admin/presence.ts": { path: "/admin/presence", body: async () => form({ intent: "edit", pageId: await firstStaffPageId(), tabId: "00000000-0000-4000-8000-00000000c5f0" }), cookie: "admin", writes: true },
  "routes/admin/notes.ts": { path: "/admin/notes", body: async () => form({ intent: "add", pageId: await firstStaffPageId(), body: "Check the intro" }), cookie: "admin", writes: true },
  "routes/admin/notifications.ts": {
    // The path gives the Admin an unread notification first (before the snapshots), so marking it read is a write.
    path: async () => {
      const admin = await t.db.selectFrom("user").select("id").where("email", "=", ADMIN).executeTakeFirstOrThrow();
      await t.db.insertInto("notifications").values({ id: crypto.randomUUID(), user_id: admin.id, kind: "mentioned", title: "CSRF", body: "", link: "/admin", created_at: new Date().toISOString(), read_at: null }).execute();
      return "/admin/notifications";
    },
    body: () => form({ intent: "read-all" }),
    cookie: "admin",
    writes: true,
  },
  "routes/admin/subscribers.tsx": { path: "/admin/subscribers", body: () => form({ intent: "add", email: "added@example.com", firstName: "Ad", lastName: "Ded" }), cookie: "admin", writes: true },
  // Exports write an audit entry (and the subscribers one queues webhooks): POSTs behind the guard (issue 17).
  "routes/admin/contact-submissions-export.ts": { path: "/admin/contact-submissions/export", body: () => form({}), cookie: "admin", writes: true },
  "routes/admin/subscribers-export.ts": { path: "/admin/subscribers/export", body: () => form({ q: "" }), cookie: "admin", writes: true },
  "routes/admin/dashboard-export.ts": { path: "/admin/dashboard/export", body: () => form({ table: "visits", days: "7" }), cookie: "admin", writes: false },
  "routes/admin/users.tsx": { path: "/admin/users", body: () => form({ intent: "invite", email: "invitee@example.com", role: "editor" }), cookie: "admin", writes: true },
  "routes/admin/settings.tsx": {
    path: "/admin/settings",
    body: async () => {
      const { settings, version } = await getSiteSettings(t.db);
      return form({ settings: JSON.stringify({ ...settings, phone: `+44 20 7946 ${String(version).padStart(4, "0")}` }), version: String(version) });
    },
    cookie: "admin",
    writes: true,
  },
  "routes/admin/settings-languages.tsx": { path: "/admin/settings/languages", body: () => form({ intent: "add", tag: "fr" }), cookie: "admin", writes: true },
  "routes/admin/theme.tsx": {
    path: "/admin/theme",
    body: async () => form({ intent: "save", version: String((await getTheme(t.db)).version), ...DEFAULT_THEME, primary: "#0b6e4f" }),
    cookie: "admin",
    writes: true,
  },
  "routes/admin/account.tsx": { path: "/admin/account", body: () => form({ intent: "enable", password: STAFF_PASSWORD }), cookie: "admin", writes: true },
  "routes/api/auth.$.ts": { path: "/api/auth/update-user", body: () => ({ json: { name: "Renamed by a form" } }), cookie: "admin", writes: true },
  // The upload comes first, so the details form below has an image to write to.
  "routes/admin/media-upload.ts": { path: "/admin/media/upload", body: () => pngUpload(), cookie: "admin", writes: true },
  "routes/admin/media.tsx": {
    path: "/admin/media",
    body: async () => form({ intent: "update", id: await firstId("media"), alt: "A red square", caption: "", decorative: "" }),
    cookie: "admin",
    writes: true,
  },
  "routes/admin/redirects.tsx": { path: "/admin/redirects", body: () => form({ intent: "create", fromPath: "/csrf-old", toPath: "/csrf-new", statusCode: "301" }), cookie: "admin", writes: true },
  // Without a file the preview only answers what is missing; the apply is tested with a real file in xliff-import-action.db.test.ts.
  "routes/admin/translations-import.tsx": { path: "/admin/translations/import", body: () => form({ intent: "preview" }), cookie: "admin", writes: false },
  "routes/admin/logout.ts": { path: "/admin/logout", body: () => form({}), cookie: "own session", writes: true },
  // Site Health (issue V): a Retry of a job that is not there answers without writing; Download Backup audits the download.
  "routes/admin/site-health.tsx": { path: "/admin/site-health", body: () => form({ intent: "retry-job", jobId: "no-such-job" }), cookie: "admin", writes: false },
  "routes/admin/site-health-backup.ts": { path: "/admin/site-health/backup", body: () => form({}), cookie: "admin", writes: true },
  // Without a file the import only answers what is missing; the import itself is tested in subscribers-import.db.test.ts.
  "routes/admin/subscribers-import.tsx": { path: "/admin/subscribers/import", body: () => form({ mode: "send-confirmation" }), cookie: "admin", writes: false },
  "routes/admin/webhooks.ts": {
    path: "/admin/webhooks",
    body: () => form({ intent: "save", name: "Leads", url: "http://127.0.0.1:9/hook" }),
    cookie: "admin",
    writes: true,
  },
};

/** better-auth's POST endpoints beyond the one above: each refused from another site like any other write. */
const AUTH_ENDPOINTS: Record<string, Record<string, unknown>> = {
  "/api/auth/sign-in/email": { email: ADMIN, password: STAFF_PASSWORD },
  "/api/auth/sign-up/email": { email: "new@example.com", password: STAFF_PASSWORD, name: "New" },
  "/api/auth/sign-up/invitation": { token: "A".repeat(43), email: "new@example.com", password: STAFF_PASSWORD },
  "/api/auth/sign-out": {},
  "/api/auth/change-password": { currentPassword: STAFF_PASSWORD, newPassword: "another passphrase 2", revokeOtherSessions: true },
  "/api/auth/change-email": { newEmail: "stolen@evil.example" },
  "/api/auth/request-password-reset": { email: ADMIN, redirectTo: "/admin/reset-password" },
  "/api/auth/revoke-sessions": {},
  "/api/auth/two-factor/enable": { password: STAFF_PASSWORD },
  "/api/auth/two-factor/disable": { password: STAFF_PASSWORD },
};

/** The ways a browser tells the server that a request came from another site. */
const FOREIGN_VARIANTS: Record<string, Record<string, string>> = {
  "a foreign Origin": { origin: EVIL, "sec-fetch-site": "cross-site" },
  "Origin: null (a sandboxed frame)": { origin: "null" },
  "a foreign Referer and no Origin": { referer: `${EVIL}/trap.html` },
  "Sec-Fetch-Site: cross-site and no Origin": { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
  "Sec-Fetch-Site: same-site (a sibling subdomain) and no Origin": { "sec-fetch-site": "same-site" },
};

/** A real 8 x 8 PNG as the Media screen's uploader sends it. */
async function pngUpload(): Promise<FormData> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c00" } }).png().toBuffer();
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "red.png");
  return body;
}

async function post(path: string, body: Body, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const json = !(body instanceof URLSearchParams || body instanceof FormData);
  const send = () =>
    fetch(`${app.url}${path}`, {
      method: "POST",
      headers: json ? { ...headers, "content-type": "application/json" } : headers,
      body: json ? JSON.stringify(body.json) : body,
      redirect: "manual",
    });
  // A kept-alive connection the server closed while this file took its snapshots (seconds on the CI's
  // busy cores, past the server's 5 s keep-alive) fails before the request is sent: sent again once.
  const response = await send().catch((error: unknown) => {
    if ((error as { cause?: { code?: string } }).cause?.code !== "ECONNRESET") throw error;
    return send();
  });
  return { status: response.status, text: await response.text() };
}

async function cookieFor(kind: WriteCase["cookie"]): Promise<Record<string, string>> {
  if (kind === "none") return {};
  return { cookie: kind === "admin" ? adminCookie : await signInOverHttp(app.url, ADMIN) };
}

/** Posts and returns which tables changed; waits for the jobs worker first, so only the request's writes show. */
async function tablesChangedBy(send: () => Promise<{ status: number; text: string }>) {
  await waitForIdleJobs(t.db);
  const before = await databaseSnapshot(t.db);
  const response = await send();
  await waitForIdleJobs(t.db);
  return { response, changed: changedTables(before, await databaseSnapshot(t.db)) };
}

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  app = await startAppProcess({ databaseUrl: t.url, env: { WEBHOOK_ALLOW_PRIVATE: "true" } });
  await createStaffAccount(t.db, { email: ADMIN, role: "admin" });
  await createStaffAccount(t.db, { email: RESETTER, role: "viewer" });
  adminCookie = await signInOverHttp(app.url, ADMIN);
  const created = await post("/admin/pages/new", form({ intent: "save", page: JSON.stringify(PAGE) }), { cookie: adminCookie, origin: app.url });
  expect(created.status, created.text).toBe(302);
});
afterAll(async () => {
  await app?.stop();
  await t?.cleanup();
});

describe("the table of writes", () => {
  it("names every route module that exports an action, and nothing else", () => {
    const files = new Set<string>();
    const visit = (entries: readonly { file: string; children?: readonly { file: string }[] }[]) => {
      for (const entry of entries) {
        files.add(entry.file);
        visit((entry.children ?? []) as typeof entries);
      }
    };
    visit(routes);
    const withAction = [...files].filter((file) => /export\s+(?:async\s+)?(?:function|const)\s+action\b/.test(readFileSync(new URL(`../../app/${file}`, import.meta.url), "utf8")));
    expect(withAction.length).toBeGreaterThan(15);
    expect(Object.keys(ACTION_ROUTES).sort()).toEqual(withAction.sort());
  });
});

/**
 * Further addresses of a module the table already names, run right after it: the case studies' screens
 * are the collection modules the Insights' cases post to (decision 039), read from the path.
 */
const MORE_ADDRESSES: Record<string, Record<string, WriteCase>> = {
  // The inbox's assignment (decision 047), posted to the same action as the status with intent "assign".
  "routes/admin/contact-submissions.tsx": {
    "routes/admin/contact-submissions.tsx assigning": {
      path: "/admin/contact-submissions",
      body: async () => {
        const admin = await t.db.selectFrom("user").select("id").where("email", "=", ADMIN).executeTakeFirstOrThrow();
        return form({ intent: "assign", id: await firstId("contact_submissions"), assigneeId: admin.id });
      },
      cookie: "admin",
      writes: true,
    },
  },
  "routes/admin/collection-item-edit.tsx": {
    "routes/admin/collection-item-new.tsx at /admin/case-studies/new": {
      path: "/admin/case-studies/new",
      body: () => form({ intent: "save", page: JSON.stringify({ ...PAGE, slug: "csrf-case-study-2", content: { sections: [] }, fields: { region: "europe" } }) }),
      cookie: "admin",
      writes: true,
    },
    "routes/admin/collection-item-edit.tsx at /admin/case-studies/edit/:id": { path: async () => `/admin/case-studies/edit/${await csrfCaseStudyId()}`, body: () => form({ intent: "delete" }), cookie: "admin", writes: true },
  },
};

describe("a write from another site", () => {
  const writes = Object.entries(ACTION_ROUTES).flatMap(([file, write]) => [[file, write] as const, ...Object.entries(MORE_ADDRESSES[file] ?? {})]);
  for (const [file, write] of writes) {
    const exempt = file === "routes/site/unsubscribe.tsx";
    it(`${file}: ${exempt ? "reaches the action (the documented exception)" : "is refused with 403, changing nothing"}; from the site itself it ${write.writes ? "writes" : "is answered"}`, async () => {
      const path = typeof write.path === "string" ? write.path : await write.path();
      const cookie = await cookieFor(write.cookie);
      for (const [variant, headers] of Object.entries(FOREIGN_VARIANTS)) {
        const { response, changed } = await tablesChangedBy(async () => post(path, await write.body(), { ...cookie, ...headers }));
        if (exempt) {
          expect(response.text, variant).not.toContain(CROSS_SITE_REFUSAL);
        } else {
          expect(response.status, `${variant}: ${response.text.slice(0, 200)}`).toBe(403);
          expect(response.text, variant).toBe(CROSS_SITE_REFUSAL);
        }
        expect(changed, `${variant} changed nothing`).toEqual([]);
      }

      const own = { ...cookie, origin: app.url, referer: `${app.url}${path}`, "sec-fetch-site": "same-origin" };
      const { response, changed } = await tablesChangedBy(async () => post(path, await write.body(), own));
      expect(response.status, `from the site: ${response.text.slice(0, 300)}`).not.toBe(403);
      expect(response.status, `from the site: ${response.text.slice(0, 300)}`).toBeLessThan(500);
      if (write.writes) expect(changed.length, "the request from the site wrote something").toBeGreaterThan(0);
      else expect(changed).toEqual([]);
    });
  }

  for (const [path, body] of Object.entries(AUTH_ENDPOINTS)) {
    it(`better-auth ${path} is refused with 403 from another site, changing nothing`, async () => {
      for (const [variant, headers] of Object.entries(FOREIGN_VARIANTS)) {
        const { response, changed } = await tablesChangedBy(() => post(path, { json: body }, { cookie: adminCookie, ...headers }));
        expect(response.status, `${variant}: ${response.text.slice(0, 200)}`).toBe(403);
        expect(changed, variant).toEqual([]);
      }
    });
  }

  // Issue 17: GET /admin/subscribers/export wrote an audit entry and queued webhooks, and a link on
  // another site navigates there with the Lax session cookie.
  it("an export's address opened from another site (a top-level GET with the cookie) changes nothing and goes back to the screen", async () => {
    for (const [path, screen] of [["/admin/subscribers/export?q=", "/admin/subscribers"], ["/admin/contact-submissions/export", "/admin/contact-submissions"]] as const) {
      const { response, changed } = await tablesChangedBy(async () => {
        const reply = await fetch(`${app.url}${path}`, { headers: { cookie: adminCookie, "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", referer: `${EVIL}/` }, redirect: "manual" });
        return { status: reply.status, text: reply.headers.get("location") ?? "" };
      });
      expect(response.status, path).toBe(302);
      expect(response.text, path).toBe(screen);
      expect(changed, path).toEqual([]);
    }
  });

  it("lets a write that names no site at all through (not a browser's: it carries no visitor's cookie)", async () => {
    const { response, changed } = await tablesChangedBy(() =>
      post("/contact", form({ name: "Bo", email: "bo@example.com", company: "", message: "Hi", website: "", rendered_at: shownAMinuteAgo() }), {}),
    );
    expect(response.status).toBe(302);
    expect(changed).toContain("contact_submissions");
  });
});
