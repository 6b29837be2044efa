// Security and delivery headers as the browser receives them: a strict CSP (script hashes on shared
// public pages, a nonce on pages rendered for one visitor) that the pages actually satisfy,
// hardening headers, long-cached precompressed assets, and the health probes.
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { rawGet } from "#tests/utils/e2e-http.ts";
import { PUBLIC_ROUTES, waitForPageReady } from "#tests/utils/e2e-site.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

test.describe("Content-Security-Policy in the browser", () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} loads and runs its script without a CSP violation`, async ({ page }) => {
      // Registered before any page script runs, so a violation during load is caught too.
      await page.addInitScript(() => {
        const violations: string[] = [];
        Object.assign(window, { __cspViolations: violations });
        document.addEventListener("securitypolicyviolation", (event) => {
          violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      const consoleReports: string[] = [];
      page.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) consoleReports.push(message.text());
      });
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));

      await page.goto(path);
      // The page's script and the inline loader that adds it must run under the policy.
      await waitForPageReady(page);
      await page.waitForLoadState("networkidle");

      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      expect(violations, "securitypolicyviolation events").toEqual([]);
      expect(consoleReports, "CSP console reports").toEqual([]);
      expect(pageErrors, "uncaught page errors").toEqual([]);
    });
  }

  test("client-side navigation through the header loads every route's code under the policy", async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { __cspViolations: violations });
      document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    await page.goto("/");
    await waitForPageReady(page);
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    for (const [label, path] of [["Services", "/services"], ["Case Studies", "/case-studies"], ["How It Works", "/how-it-works"], ["Contact", "/contact"]] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
});

test.describe("response headers", () => {
  function expectStrictPolicy(csp: Map<string, string[]>) {
    const scriptSrc = csp.get("script-src") ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
  }

  // Public pages are shared by every visitor (the HTML cache, docs/decisions/012), so they carry no
  // nonce: the policy names the hash of each inline script the page has.
  for (const path of PUBLIC_ROUTES) {
    test(`${path} sends a strict CSP naming the hash of every inline script, and hardening headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();

      const csp = parseCsp(headers["content-security-policy"] ?? "");
      expectStrictPolicy(csp);
      const scriptSrc = csp.get("script-src") ?? [];
      expect(scriptSrc.some((value) => value.startsWith("'nonce-")), "a shared page has no nonce").toBe(false);

      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-powered-by"]).toBeUndefined();

      const html = await response.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc=/.test(attributes!));
      expect(inline.length).toBeGreaterThan(0);
      for (const [tag, , content] of inline) {
        expect(tag, "no nonce is shared between visitors").not.toContain("nonce=");
        expect(scriptSrc, `the policy allows ${tag.slice(0, 60)}`).toContain(`'sha256-${createHash("sha256").update(content!, "utf8").digest("base64")}'`);
      }
    });
  }

  test("a page rendered for one visitor gets a fresh nonce each time, on every script", async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ["/admin/login", "/admin/login", "/contact?sent=1"]) {
      const response = await request.get(path);
      const csp = parseCsp(response.headers()["content-security-policy"] ?? "");
      expectStrictPolicy(csp);
      const nonce = (csp.get("script-src") ?? []).find((value) => value.startsWith("'nonce-"))?.slice("'nonce-".length, -1) ?? "";
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{16,}={0,2}$/);
      nonces.add(nonce);
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, "script tag carries the response's nonce").toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });
});

test.describe("static assets", () => {
  /** The hashed JS and CSS files the home page links to. */
  async function hashedAssets(baseURL: string): Promise<string[]> {
    const html = (await rawGet(new URL("/", baseURL).toString())).body.toString("utf8");
    return [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((match) => match[0]))];
  }

  test("hashed assets are cached for a year and sent brotli- or gzip-compressed when accepted", async ({ baseURL }) => {
    const assets = await hashedAssets(baseURL!);
    expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
    expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);

    for (const asset of assets.filter((path, index) => path.endsWith(".css") || index < 3)) {
      const url = new URL(asset, baseURL).toString();
      const identity = await rawGet(url);
      expect(identity.status, asset).toBe(200);
      expect(identity.headers["cache-control"], asset).toBe(IMMUTABLE);
      expect(identity.headers["content-encoding"], asset).toBeUndefined();
      expect(identity.headers["content-type"], asset).toMatch(asset.endsWith(".js") ? /javascript/ : /text\/css/);

      const br = await rawGet(url, { "Accept-Encoding": "gzip, deflate, br" });
      expect(br.headers["content-encoding"], asset).toBe("br");
      expect(br.headers["cache-control"], asset).toBe(IMMUTABLE);
      expect(br.headers["vary"], asset).toMatch(/accept-encoding/i);
      // The compressed twin must be the same file, not a stale one from an earlier build.
      expect(brotliDecompressSync(br.body).equals(identity.body), `${asset} brotli body matches`).toBe(true);

      const gzip = await rawGet(url, { "Accept-Encoding": "gzip" });
      expect(gzip.headers["content-encoding"], asset).toBe("gzip");
      expect(gunzipSync(gzip.body).equals(identity.body), `${asset} gzip body matches`).toBe(true);
    }
  });

  test("files without a content hash are not cached as immutable", async ({ baseURL }) => {
    const favicon = await rawGet(new URL("/favicon.svg", baseURL).toString());
    expect(favicon.status).toBe(200);
    expect(favicon.headers["cache-control"]).not.toContain("immutable");

    // A missing asset is a 404, never a page that a browser would then cache for a year.
    const missing = await rawGet(new URL("/assets/no-such-file-abc123.js", baseURL).toString());
    expect(missing.status).toBe(404);
    expect(String(missing.headers["cache-control"] ?? "")).not.toContain("immutable");
  });

  test("HTML pages are compressed with brotli when accepted", async ({ baseURL }) => {
    const page = await rawGet(new URL("/services", baseURL).toString(), { "Accept-Encoding": "br" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.body).toString("utf8")).toContain("<title>Services | BrandCheck</title>");
  });
});

test.describe("health probes", () => {
  test("/healthz answers 200 with JSON", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("/readyz answers 200 with JSON once the database answers", async ({ request }) => {
    const response = await request.get("/readyz");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({ status: "ready", database: "ok" });
  });
});
