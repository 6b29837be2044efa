// Security headers and cookies as a deployment behind a TLS-terminating proxy serves them: the built
// server on a site whose SITE_URL is https, reached through a trusted proxy on 127.0.0.1 that says
// `X-Forwarded-Proto: https`. One request per kind of response (public page, CMS page, admin page,
// admin redirect, API, asset, machine-readable file, 404 and refusals), each checked for the whole
// set of headers; HSTS only when a trusted proxy says the request came over HTTPS; every cookie
// `__Host-` (or `__Secure-`), Secure, HttpOnly, SameSite, Path=/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROSS_SITE_REFUSAL } from "#server/cross-site-guard.ts";
import { freePort, startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount } from "#tests/utils/app-staff.ts";
import { STAFF_PASSWORD } from "#tests/utils/staff-sessions.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { totpCode } from "#tests/utils/totp.ts";

const ADMIN = "admin@brandcheck.test";
const TWO_FACTOR_ADMIN = "careful@brandcheck.test";
const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const IMMUTABLE = "public, max-age=31536000, immutable";

let t: TestDb;
let app: AppProcess;
let site: string;
let adminCookie: string;
const setCookies: { source: string; line: string }[] = [];

/** A request through the trusted proxy: HTTPS as far as the visitor is concerned. */
async function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string | URLSearchParams } = {}) {
  const response = await fetch(`${app.url}${path}`, {
    method: init.method ?? "GET",
    headers: { "x-forwarded-proto": "https", "x-forwarded-for": "198.51.100.1", ...init.headers },
    body: init.body,
    redirect: "manual",
  });
  for (const line of response.headers.getSetCookie()) setCookies.push({ source: `${init.method ?? "GET"} ${path}`, line });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const cookieHeader = (lines: string[]) => lines.map((line) => line.split(";")[0]!).join("; ");

/** Signs in with the sign-in page's form, as a browser on the HTTPS site does. */
async function signIn(email: string, forwardedFor: string) {
  return send("/admin/login", {
    method: "POST",
    headers: { origin: site, "x-forwarded-for": forwardedFor },
    body: new URLSearchParams({ intent: "sign-in", email, password: STAFF_PASSWORD }),
  });
}

function parseCsp(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/**
 * The headers every response carries, whatever produced it. Staff responses (/admin, /api) also
 * keep cross-origin windows out (COOP); public pages, the same for everyone, do not send it.
 */
function expectHardened(headers: Headers, kind: string, audience: "public" | "staff" = "public") {
  const csp = parseCsp(headers.get("content-security-policy"));
  const scriptSrc = csp.get("script-src") ?? [];
  expect(csp.get("default-src"), kind).toEqual(["'self'"]);
  expect(scriptSrc, kind).toContain("'self'");
  expect(scriptSrc, kind).not.toContain("'unsafe-inline'");
  expect(scriptSrc, kind).not.toContain("'unsafe-eval'");
  expect(scriptSrc.slice(1).length, `${kind}: scripts beyond 'self' only by nonce or hash`).toBeGreaterThan(0);
  for (const source of scriptSrc.slice(1)) expect(source, kind).toMatch(/^'(?:nonce-[A-Za-z0-9+/]+={0,2}|sha256-[A-Za-z0-9+/]+={0,2})'$/);
  expect(csp.get("object-src"), kind).toEqual(["'none'"]);
  expect(csp.get("base-uri"), kind).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), kind).toEqual(["'none'"]);
  expect(csp.get("form-action"), kind).toEqual(["'self'"]);
  // Frames only from the two video players' hosts (the Video section, decision 051), over HTTPS.
  expect(csp.get("frame-src"), kind).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
  expect(headers.get("x-frame-options"), kind).toBe("DENY");
  expect(headers.get("x-content-type-options"), kind).toBe("nosniff");
  expect(headers.get("referrer-policy"), kind).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), kind).toBe("camera=(), microphone=(), geolocation=(), interest-cohort=()");
  expect(headers.get("cross-origin-opener-policy"), kind).toBe(audience === "staff" ? "same-origin" : null);
  expect(headers.get("strict-transport-security"), kind).toBe("max-age=63072000; includeSubDomains");
  expect(headers.get("x-powered-by"), kind).toBeNull();
}

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  const port = await freePort();
  site = `https://127.0.0.1:${port}`;
  app = await startAppProcess({
    databaseUrl: t.url,
    port,
    // The public origin is HTTPS; the proxy in front (here: the test, from 127.0.0.1) is trusted.
    env: { SITE_URL: site, TRUST_PROXY: "loopback", AUTH_SIGNIN_IP_LIMIT: "2" },
  });
  await createStaffAccount(t.db, { email: ADMIN, role: "admin" });
  await createStaffAccount(t.db, { email: TWO_FACTOR_ADMIN, role: "admin" });
  const signedIn = await signIn(ADMIN, "198.51.100.10");
  expect(signedIn.status, signedIn.text.slice(0, 300)).toBe(302);
  adminCookie = cookieHeader(signedIn.headers.getSetCookie());
  const page = { title: "Headers", slug: "headers-page", metaDescription: "", isPublished: true, content: { html: "<p>Published</p>" } };
  const created = await send("/admin/pages/new", {
    method: "POST",
    headers: { cookie: adminCookie, origin: site },
    body: new URLSearchParams({ intent: "save", page: JSON.stringify(page) }),
  });
  expect(created.status, created.text.slice(0, 300)).toBe(302);
});
afterAll(async () => {
  await app?.stop();
  await t?.cleanup();
});

describe("every kind of response, over HTTPS through a trusted proxy", () => {
  it("a public page: strict policy by script hashes (shared by every visitor), publicly cacheable", async () => {
    const response = await send("/");
    expect(response.status).toBe(200);
    expectHardened(response.headers, "/");
    expect(response.headers.get("content-security-policy")).not.toContain("'nonce-");
    expect(response.headers.get("cache-control")).toBe(SHARED);
  });

  it("a published CMS page: the same", async () => {
    const response = await send("/headers-page");
    expect(response.status).toBe(200);
    expect(response.text).toContain("Published");
    expectHardened(response.headers, "CMS page");
    expect(response.headers.get("cache-control")).toBe(SHARED);
  });

  it("an admin page for a signed-in Admin: a nonce, never stored", async () => {
    const response = await send("/admin/dashboard", { headers: { cookie: adminCookie } });
    expect(response.status).toBe(200);
    expectHardened(response.headers, "admin page", "staff");
    expect(response.headers.get("content-security-policy")).toContain("'nonce-");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("an admin page signed out: a redirect to sign-in, never stored", async () => {
    const response = await send("/admin/pages");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fpages");
    expectHardened(response.headers, "admin redirect", "staff");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("better-auth's API: JSON, never stored", async () => {
    const response = await send("/api/auth/get-session", { headers: { cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expectHardened(response.headers, "API", "staff");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("a hashed asset: cached for a year", async () => {
    const home = await send("/");
    const asset = /\/assets\/[\w.-]+\.js/.exec(home.text)?.[0];
    expect(asset).toBeDefined();
    const response = await send(asset!);
    expect(response.status).toBe(200);
    expectHardened(response.headers, "asset");
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
  });

  it("sitemap.xml and robots.txt: public for a while", async () => {
    for (const path of ["/sitemap.xml", "/robots.txt"]) {
      const response = await send(path);
      expect(response.status, path).toBe(200);
      expectHardened(response.headers, path);
      expect(response.headers.get("cache-control"), path).toMatch(/^public, max-age=\d+$/);
    }
  });

  it("a page that does not exist: 404, the same headers", async () => {
    const response = await send("/no-such-page");
    expect(response.status).toBe(404);
    expectHardened(response.headers, "404");
  });

  it("refusals (413, 429, 403, 400): the same headers, never publicly cacheable", async () => {
    const tooLarge = await send("/contact", { method: "POST", headers: { origin: site }, body: new URLSearchParams({ message: "x".repeat(200_000) }) });
    const crossSite = await send("/contact", { method: "POST", headers: { origin: "https://evil.example" }, body: new URLSearchParams({ name: "x" }) });
    const badJson = await send("/api/auth/sign-in/email", { method: "POST", headers: { origin: site, "content-type": "application/json" }, body: "{not json" });
    const attempts = [];
    for (let attempt = 0; attempt < 3; attempt += 1) attempts.push(await signIn("nobody@example.com", "198.51.100.99"));
    const tooMany = attempts.at(-1)!;

    expect(tooLarge.status).toBe(413);
    expect(crossSite.status).toBe(403);
    expect(crossSite.text).toBe(CROSS_SITE_REFUSAL);
    expect(badJson.status).toBe(400);
    expect(tooMany.status).toBe(429);
    const refusals = { 413: [tooLarge, "public"], 403: [crossSite, "public"], 400: [badJson, "staff"], 429: [tooMany, "staff"] } as const;
    for (const [kind, [response, audience]] of Object.entries(refusals)) {
      expectHardened(response.headers, kind, audience);
      expect(response.headers.get("cache-control") ?? "", kind).not.toMatch(/public/);
    }
  });
});

describe("HSTS", () => {
  it("is left out over plain HTTP (no proxy said HTTPS)", async () => {
    const response = await send("/", { headers: { "x-forwarded-proto": "http" } });
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("is left out when an untrusted client claims X-Forwarded-Proto: https", async () => {
    const untrusted = await startAppProcess({ databaseUrl: t.url, env: { TRUST_PROXY: "false" } });
    try {
      const response = await fetch(`${untrusted.url}/`, { headers: { "x-forwarded-proto": "https" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("strict-transport-security")).toBeNull();
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    } finally {
      await untrusted.stop();
    }
  });
});

describe("cookies over HTTPS", () => {
  it("the session cookie from the sign-in form is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/, and it works", async () => {
    expect(adminCookie).toMatch(/^__Host-brandcheck\.session_token=/);
    const dashboard = await send("/admin/dashboard", { headers: { cookie: adminCookie } });
    expect(dashboard.status).toBe(200);
    // A cookie without the prefix (one a sibling subdomain could plant) is not the session.
    const bare = adminCookie.replace(/^__Host-/, "");
    expect((await send("/admin/dashboard", { headers: { cookie: bare } })).status).toBe(302);
  });

  it("the two-factor challenge cookie is __Host- too", async () => {
    const session = cookieHeader((await signIn(TWO_FACTOR_ADMIN, "198.51.100.20")).headers.getSetCookie());
    const json = { origin: site, cookie: session, "content-type": "application/json" };
    const enabled = await send("/api/auth/two-factor/enable", { method: "POST", headers: json, body: JSON.stringify({ password: STAFF_PASSWORD }) });
    expect(enabled.status, enabled.text).toBe(200);
    const { totpURI } = JSON.parse(enabled.text) as { totpURI: string };
    const verified = await send("/api/auth/two-factor/verify-totp", { method: "POST", headers: json, body: JSON.stringify({ code: totpCode(totpURI) }) });
    expect(verified.status, verified.text).toBe(200);

    const challenge = await signIn(TWO_FACTOR_ADMIN, "198.51.100.21");
    expect(challenge.status).toBe(200);
    expect(challenge.headers.getSetCookie().some((line) => line.startsWith("__Host-brandcheck.two_factor="))).toBe(true);
  });

  it("sign-out expires the __Host- cookie with the attributes a browser needs to accept the removal", async () => {
    const session = cookieHeader((await signIn(ADMIN, "198.51.100.30")).headers.getSetCookie());
    const signedOut = await send("/admin/logout", { method: "POST", headers: { cookie: session, origin: site } });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.getSetCookie().some((line) => /^__Host-brandcheck\.session_token=;.*Max-Age=0/i.test(line))).toBe(true);
  });

  it("every cookie any response above set is __Host- (or __Secure-), Secure, HttpOnly unless a script must read it, SameSite, Path=/ where __Host-", () => {
    expect(setCookies.length).toBeGreaterThan(2);
    for (const { source, line } of setCookies) {
      const name = line.split("=")[0]!;
      expect(name, source).toMatch(/^__(?:Host|Secure)-/);
      expect(line, `${source}: ${line}`).toMatch(/;\s*Secure(?:;|$)/i);
      expect(line, `${source}: ${line}`).toMatch(/;\s*SameSite=(?:Lax|Strict)(?:;|$)/i);
      expect(line, `${source}: ${line}`).toMatch(/;\s*HttpOnly(?:;|$)/i);
      if (name.startsWith("__Host-")) {
        expect(line, `${source}: ${line}`).toMatch(/;\s*Path=\/(?:;|$)/i);
        expect(line, `${source}: ${line}`).not.toMatch(/;\s*Domain=/i);
      }
    }
  });

  it("the subscribers export's started-cookie (read by the page's script, so not HttpOnly) is __Secure- and Secure", async () => {
    await send("/admin/subscribers", {
      method: "POST",
      headers: { cookie: adminCookie, origin: site },
      body: new URLSearchParams({ intent: "add", email: "reader@example.com", firstName: "Rea", lastName: "Der" }),
    });
    const response = await send("/admin/subscribers/export", {
      method: "POST",
      headers: { cookie: adminCookie, origin: site },
      body: new URLSearchParams({ q: "", download: "0123456789abcdef" }),
    });
    expect(response.status).toBe(200);
    const started = response.headers.getSetCookie().find((line) => line.includes("subscribers-export-started="));
    expect(started).toMatch(/^__Secure-subscribers-export-started=0123456789abcdef;/);
    expect(started).toMatch(/;\s*Secure(?:;|$)/i);
    expect(started).toMatch(/;\s*SameSite=Lax/i);
  });
});

describe("the public page cache and the prefixed session cookie", () => {
  it("a signed-in Admin behind HTTPS gets the page rendered for them, never a shared copy, and nothing of theirs is stored", async () => {
    const anonymous = await send("/services");
    expect(anonymous.headers.get("x-cache")).toMatch(/^(?:HIT|MISS)$/);

    const admin = await send("/services", { headers: { cookie: adminCookie } });
    expect(admin.status).toBe(200);
    expect(admin.headers.get("x-cache")).toBeNull();
    expect(admin.headers.get("cache-control")).toBe("private, no-store");
    expect(admin.headers.get("content-security-policy")).toContain("'nonce-");

    const after = await send("/services");
    expect(after.headers.get("x-cache")).toBe("HIT");
    expect(after.text).toBe(anonymous.text);
  });
});
