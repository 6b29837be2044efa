// Property-based tests of every form and action, public and admin, over real HTTP against the built
// server: hostile, huge and oddly encoded values, missing, repeated and unexpected fields, files
// where text belongs, JSON where a form belongs and the reverse, malformed multipart and JSON. Every
// answer is a 2xx, 3xx or a 4xx that says what went wrong; never a 5xx. A refused request changes
// nothing in the database, and an accepted one writes its whole unit (row and job together).
// fast-check prints the seed and the shrunk request of any failure.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_BODY_MAX_BYTES, AUTH_BODY_TOO_LARGE } from "#app/features/auth/auth-body.server.ts";
import { PASSWORD_RESET_REQUEST_JOB } from "#app/features/auth/password-reset-request.server.ts";
import { contactDefaults } from "#app/sections/contact/schema.ts";
import routeConfig from "#app/routes.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { jsonRefusalMessage, refusalMessage, sentencesIn } from "#tests/utils/fuzz-answers.ts";
import { waitForIdleJobs } from "#tests/utils/db-snapshot.ts";
import { brokenUnits, databaseFingerprint } from "#tests/utils/fuzz-db.ts";
import { CURRENT_VERSION, fuzzEndpoints, type Caller, type FuzzEndpoint, type FuzzRequest, type FuzzTarget } from "#tests/utils/fuzz-endpoints.ts";
import { encodeBody, type FormEntries } from "#tests/utils/fuzz-inputs.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

/**
 * Requests per endpoint and caller. Each run draws new seeds, so the variety adds up over the CI's
 * runs. Twelve, half the 25 run until 28 November, whose 283 s (on a busy machine) made this file the
 * slowest of the CI's lanes on each database (decision 025). FUZZ_RUNS=100 for a deep run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** A signed-out visitor is sent to sign-in before an admin action reads its body; a few runs show it. */
const SIGNED_OUT_ADMIN_RUNS = 5;

const ADMIN_EMAIL = "fuzz-admin@brandcheck.test";
const KEYHOLDER_EMAIL = "fuzz-keyholder@brandcheck.test";

let t: TestDb;
let app: AppProcess;
let target: FuzzTarget;
const cookies = new Map<Caller, Map<string, string>>();

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  app = await startAppProcess({ databaseUrl: t.url });
  await createStaffAccount(t.db, { email: ADMIN_EMAIL, role: "admin" });
  // Changes its own two-factor settings under fuzz; a Viewer may (every role manages its own sign-in).
  await createStaffAccount(t.db, { email: KEYHOLDER_EMAIL, role: "viewer" });
  cookies.set("admin", jarOf(await signInOverHttp(app.url, ADMIN_EMAIL)));
  cookies.set("keyholder", jarOf(await signInOverHttp(app.url, KEYHOLDER_EMAIL)));

  const contactSection = contactDefaults(0);
  const publishedSlug = "fuzz-contact";
  await createPage({ title: "Fuzz contact", slug: publishedSlug, isPublished: true, content: { sections: [contactSection] } });
  const pageId = await createPage({ title: "Fuzz draft", slug: "fuzz-draft", isPublished: false, content: { html: "<p>Draft</p>" } });
  const articleSlug = "fuzz-article";
  const articleId = await createPage({ title: "Fuzz article", slug: articleSlug, isPublished: true, content: { sections: [contactSection] }, fields: { excerpt: "An article under fuzz." } }, "/admin/insights");
  const caseStudySlug = "fuzz-case-study";
  const caseStudyId = await createPage({ title: "Fuzz case study", slug: caseStudySlug, isPublished: true, content: { sections: [contactSection] }, fields: { industry: "retail" } }, "/admin/case-studies");
  target = { adminEmail: ADMIN_EMAIL, pageId, publishedSlug, contactSection, articleId, articleSlug, caseStudyId, caseStudySlug };
});

afterAll(async () => {
  await app?.stop();
  await t?.cleanup();
});

describe("form and action fuzzing", () => {
  it("has an entry for every route module that exports an action", async () => {
    const withAction: string[] = [];
    for (const file of routeFiles(routeConfig)) {
      const module = (await import(/* @vite-ignore */ `../../app/${file}`)) as Record<string, unknown>;
      if (typeof module.action === "function") withAction.push(file);
    }
    const fuzzed = new Set(fuzzEndpoints(placeholderTarget()).map((endpoint) => endpoint.file));
    expect(withAction.filter((file) => !fuzzed.has(file)), "route modules with an action but no fuzz entry").toEqual([]);
    expect([...fuzzed].filter((file) => !withAction.includes(file)), "fuzz entries for routes without an action").toEqual([]);
  });

  it("answers a body far past the form limit with its message, not a reset connection", async () => {
    const body = `message=${"a".repeat(3_000_000)}`;
    // With a Content-Length, and streamed without one (the server only learns the size by reading).
    for (const streamed of [false, true]) {
      const response = await fetch(`${app.url}/contact`, {
        method: "POST",
        headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: streamed ? new Blob([body]).stream() : body,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.text()).toContain("Your message is too large to send. Please shorten it and try again.");
    }
  });

  // Issue 17: better-auth read any body whole; 600 MB to sign-in took the server to 2 GB and a 500.
  it.each(["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/request-password-reset", "/api/auth/two-factor/verify-totp"])(
    "refuses a body past 64 KB to %s with 413 and its message, declared or streamed, before reading it",
    async (path) => {
      const body = JSON.stringify({ email: "someone@example.com", password: "x".repeat(3_000_000) });
      for (const streamed of [false, true]) {
        const response = await fetch(`${app.url}${path}`, {
          method: "POST",
          headers: { origin: app.url, "content-type": "application/json" },
          body: streamed ? new Blob([body]).stream() : body,
          duplex: "half",
        } as RequestInit);
        expect(response.status, `streamed: ${streamed}`).toBe(413);
        expect(jsonRefusalMessage(await response.text())).toBe(AUTH_BODY_TOO_LARGE);
      }
    },
  );

  it("still reads an auth body just under its limit", async () => {
    const padded = JSON.stringify({ email: ADMIN_EMAIL, password: "wrong", padding: "" });
    const body = padded.replace('"padding":""', `"padding":"${"x".repeat(AUTH_BODY_MAX_BYTES - padded.length)}"`);
    expect(body.length).toBe(AUTH_BODY_MAX_BYTES);
    const response = await fetch(`${app.url}/api/auth/sign-in/email`, { method: "POST", headers: { origin: app.url, "content-type": "application/json" }, body });
    expect(response.status).toBe(401);
  });

  for (const endpoint of fuzzEndpoints(placeholderTarget())) {
    for (const caller of endpoint.callers) {
      it(`${endpoint.name} (${endpoint.file}) as ${caller}`, async () => {
        const live = fuzzEndpoints(target).find((candidate) => candidate.name === endpoint.name)!;
        const signedOutOfAdmin = caller === "anonymous" && endpoint.file.startsWith("routes/admin/") && endpoint.callers.length > 1;
        const runs = signedOutOfAdmin ? SIGNED_OUT_ADMIN_RUNS : Math.ceil(RUNS * (endpoint.runShare ?? 1));
        await fc.assert(
          fc.asyncProperty(live.request, fc.boolean(), fc.ipV4(), (request, asData, ip) => sendAndCheck(live, caller, request, { asData, ip })),
          { numRuns: runs },
        );
        if (caller !== "anonymous") {
          expect(await stillSignedIn(caller), `${caller} stayed signed in, so every run reached the action`).toBe(true);
        }
      });
    }
  }
});

/** Sends one fuzzed request and checks the answer and the database. */
async function sendAndCheck(endpoint: FuzzEndpoint, caller: Caller, request: FuzzRequest, { asData, ip }: { asData: boolean; ip: string }): Promise<void> {
  // An accepted reset request's lookup and token are written later by the worker (decision 021): not in this request's window.
  await waitForIdleJobs(t.db, { types: [PASSWORD_RESET_REQUEST_JOB] });
  const before = await databaseFingerprint(t.db);
  const logStart = app.output().length;
  const { contentType, body } = encodeBody(await withCurrentVersion(request), request.encoding, request.noise);
  // With JavaScript, React Router posts to `<path>.data`; without it, the browser posts the document.
  const path = endpoint.answers === "page" && asData ? request.path.replace(/^([^?]*)/, "$1.data") : request.path;
  // As browsers say it: a form post navigates; React Router's fetch of `.data` does not.
  const headers: Record<string, string> = { origin: app.url, "x-forwarded-for": ip, "sec-fetch-mode": path === request.path ? "navigate" : "cors" };
  if (contentType !== null) headers["content-type"] = contentType;
  const jar = cookies.get(caller);
  if (jar) headers.cookie = cookieHeader(jar);

  const response = await fetch(`${app.url}${path}`, { method: "POST", headers, body, redirect: "manual" });
  const answer = await response.text();
  if (jar) absorbCookies(jar, response.headers.getSetCookie());
  const logged = app.output().slice(logStart);
  const context = `${caller} POST ${path} as ${request.encoding}, ${body.length} bytes → ${response.status}\n${answer.slice(0, 600)}\n--- server log ---\n${logged.slice(-3000)}`;

  expect(response.status, context).toBeLessThan(500);
  expect(loggedErrors(logged, response.status), context).toEqual([]);
  if (response.status >= 400) {
    const message =
      endpoint.answers === "json"
        ? jsonRefusalMessage(answer)
        : (refusalMessage(answer, await baselineSentences(endpoint.baseline ?? request.path, caller), sentValues(request.entries)) ??
          // The link pages' data is the link's state ("invalid", "expired"), which their component words.
          (path.includes(".data") ? /"state","[a-z-]+"/.exec(answer)?.[0] : undefined) ??
          // A post to an address with nothing there (a case study not published): its data is the 404 itself, which the page's error screen words.
          (path.includes(".data") && response.status === 404 ? /404,"Not Found"/.exec(answer)?.[0] : undefined));
    expect(message, `a refusal says what went wrong: ${context}`).toBeTruthy();
    expect(await databaseFingerprint(t.db), `a refused request wrote nothing: ${context}`).toEqual(before);
  }
  expect(await brokenUnits(t.db), `every accepted change is whole: ${context}`).toEqual([]);
}

/** Every value the request sent, so that input echoed back is not taken for the server's message. */
function sentValues(entries: FuzzRequest["entries"]): string[] {
  const values = Array.isArray(entries) ? entries.map(([, value]) => value) : Object.values(entries);
  return values.map((value) => (typeof value === "string" ? value : typeof value === "object" && value && "file" in value ? String(value.file) : (JSON.stringify(value) ?? "")));
}

/**
 * pino's error and fatal lines (levels 50 and 60): the server caught something it did not expect.
 * better-auth logs some refusals of a client's mistake as errors too (an invalid redirect URL);
 * those count only when the answer was a 5xx.
 */
function loggedErrors(output: string, status: number): string[] {
  return output
    .split("\n")
    .filter((line) => /"level":(50|60)\b/.test(line))
    .filter((line) => status >= 500 || !line.includes('"source":"better-auth"'));
}

const baselines = new Map<string, Set<string>>();

/** The sentences of the page itself (a GET by the same caller), which a refusal must add to. */
async function baselineSentences(path: string, caller: Caller): Promise<Set<string>> {
  const key = `${caller} ${path}`;
  let sentences = baselines.get(key);
  if (!sentences) {
    const jar = cookies.get(caller);
    const response = await fetch(`${app.url}${path}`, { headers: jar ? { cookie: cookieHeader(jar) } : {}, redirect: "manual" });
    sentences = sentencesIn(await response.text());
    baselines.set(key, sentences);
  }
  return sentences;
}

/** The request's fields, with the edited page's (or article's) current version where the request names it. */
async function withCurrentVersion({ entries, path }: FuzzRequest): Promise<FuzzRequest["entries"]> {
  if (!Array.isArray(entries) || !entries.some(([, value]) => value === CURRENT_VERSION)) return entries;
  const editedId = /\/edit\/([^/?#]+)/.exec(path)?.[1] ?? target.pageId;
  const page = await t.db.selectFrom("pages").select("version").where("id", "=", editedId).executeTakeFirst();
  return entries.map(([name, value]): FormEntries[number] => [name, value === CURRENT_VERSION ? String(page?.version ?? 1) : value]);
}

/** Creates a page (or a collection's item) through the editor's own form post, as the Admin; resolves with its id. */
async function createPage(page: Record<string, unknown>, adminPath = "/admin/pages"): Promise<string> {
  const response = await fetch(`${app.url}${adminPath}/new`, {
    method: "POST",
    headers: { origin: app.url, cookie: cookieHeader(cookies.get("admin")!), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "save", page: JSON.stringify({ metaDescription: "", ...page }) }),
    redirect: "manual",
  });
  const id = /\/edit\/([^?/#]+)/.exec(response.headers.get("location") ?? "")?.[1];
  if (!id) throw new Error(`Creating the page ${String(page.slug)} failed: ${response.status} ${await response.text()}`);
  return id;
}

async function stillSignedIn(caller: Caller): Promise<boolean> {
  const response = await fetch(`${app.url}/admin/dashboard`, { headers: { cookie: cookieHeader(cookies.get(caller)!) }, redirect: "manual" });
  return response.status === 200;
}

/** Every route module routes.ts names, each once. */
function routeFiles(entries: readonly RouteConfigEntry[]): string[] {
  return [...new Set(entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]))];
}

/** Enough of a target to list the endpoints before the server is up (the tests are declared first). */
function placeholderTarget(): FuzzTarget {
  return { adminEmail: ADMIN_EMAIL, pageId: "", publishedSlug: "", contactSection: contactDefaults(0), articleId: "", articleSlug: "", caseStudyId: "", caseStudySlug: "" };
}

// A browser's cookie jar, reduced to what the tests need: the session cookies follow the server's
// Set-Cookie answers (better-auth replaces the session when two-factor settings change).
function jarOf(cookieHeaderValue: string): Map<string, string> {
  return new Map(cookieHeaderValue.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));
}

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

function absorbCookies(jar: Map<string, string>, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = "", ...attributes] = line.split(";");
    const name = pair.slice(0, pair.indexOf("=")).trim();
    const value = pair.slice(pair.indexOf("=") + 1).trim();
    const expired = value === "" || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}
