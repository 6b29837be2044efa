// The public HTML cache in the browser (issue E, docs/decisions/012-html-cache.md): a second load is
// a cache hit that runs under its hash-based policy without a violation; what the admin editor
// publishes, edits or unpublishes shows to visitors at once; visitors never share a nonce, a cookie
// or a notice; revalidation gets 304; HEAD answers like GET without a body.
import { brotliDecompressSync } from "node:zlib";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { rawGet } from "#tests/utils/e2e-http.ts";
import { deletePages, insertPage } from "#tests/utils/e2e-db.ts";
import { siteToast, waitForPageReady } from "#tests/utils/e2e-site.ts";
import { contactDefaults } from "#app/sections/contact/schema.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { HUMAN_FILL_MS } from "../../playwright.config.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

const inserted: string[] = [];
test.afterAll(() => deletePages(inserted));

/** Records CSP violations from before the first script runs. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`));
  });
  const reports: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) reports.push(message.text());
  });
  page.on("pageerror", (error) => reports.push(error.message));
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...reports];
}

/** A visitor without a session: a fresh browser context. */
async function anonymousVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}


test.describe("a public page served from the cache", () => {
  const cmsSlug = `cached-${RUN}`;
  test.beforeAll(() => {
    inserted.push(
      insertPage({
        title: "Cached Page",
        slug: cmsSlug,
        content: { sections: [{ ...heroDefaults(0), heading: `Cached hero ${RUN}` }, { ...contactDefaults(1), heading: "Ask us" }] },
      }),
    );
  });

  const targets: ReadonlyArray<readonly [name: string, path: string]> = [
    ["/", "/"],
    ["/services", "/services"],
    ["/contact", "/contact"],
    ["a CMS page with a contact section", `/${cmsSlug}`],
  ];
  for (const [name, target] of targets) {
    test(`${name}: the second load is a hit whose script runs without a CSP violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(target);
      const second = await page.goto(target);
      expect(second?.status()).toBe(200);
      const headers = second!.headers();
      expect(headers["x-cache"]).toBe("HIT");
      expect(headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
      expect(headers["etag"]).toMatch(/^"[\w-]+"$/);
      const scriptSrc = /script-src ([^;]*)/.exec(headers["content-security-policy"] ?? "")?.[1]?.split(" ") ?? [];
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
      expect(scriptSrc.some((source) => source.startsWith("'nonce-") || source === "'unsafe-inline'")).toBe(false);

      await waitForPageReady(page);
      await page.waitForLoadState("networkidle");
      expect(await violations()).toEqual([]);
    });
  }

  test("a contact form on a cached page still sends", async ({ page }) => {
    await page.goto(`/${cmsSlug}`);
    const second = await page.goto(`/${cmsSlug}`);
    expect(second?.headers()["x-cache"]).toBe("HIT");
    await waitForPageReady(page);
    const form = page.getByRole("region", { name: "Ask us" });
    await form.getByLabel(/^Name/).fill(`Cache ${RUN}`);
    await form.getByLabel(/^Email/).fill(`cache-${RUN}@example.com`);
    await form.getByLabel(/^Message/).fill(`Sent from a cached page ${RUN}`);
    await page.waitForTimeout(HUMAN_FILL_MS);
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(siteToast(page, "Message sent")).toBeVisible();
  });
});

test("what the admin editor publishes, edits or unpublishes shows to visitors at once", async ({ browser }) => {
  const adminContext = await browser.newContext();
  const editor = await adminContext.newPage();
  await signInAsAdmin(editor);
  const visitor = await anonymousVisitor(browser);

  const save = async (title: "Page created" | "Page updated") => {
    const answer = editor.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/pages/"));
    await editor.getByRole("button", { name: "Save Page" }).click();
    expect((await answer).ok()).toBe(true);
    await expect(toast(editor, title).first()).toBeVisible();
    await expect(editor).toHaveURL(/\/admin\/pages\/edit\/[^/?]+$/);
    await expect(editor.getByRole("button", { name: "Save Page" })).toBeEnabled();
  };
  const visit = async () => {
    const response = await visitor.goto(`/${slug}`);
    return { status: response?.status(), cache: response?.headers()["x-cache"] };
  };

  // A draft: visitors get the not-found page, and that answer is cached too.
  await editor.goto("/admin/pages/new");
  await waitForPageReady(editor);
  await editor.getByLabel("Page Title").fill(`Fresh ${RUN}`);
  const slug = await editor.getByLabel("URL Slug").inputValue();
  await save("Page created");
  inserted.push(new URL(editor.url()).pathname.split("/").pop()!);
  expect(await visit()).toEqual({ status: 404, cache: "MISS" });
  expect(await visit()).toEqual({ status: 404, cache: "HIT" });

  // Published: the very next visit shows it. The cache is filled again in the background after
  // every change (decision 020), so this visit may already find the page there.
  await editor.getByRole("switch", { name: "Published" }).click();
  await save("Page updated");
  expect(await visit()).toEqual({ status: 200, cache: expect.stringMatching(/^(?:HIT|MISS)$/) });
  await expect(visitor.getByRole("heading", { level: 1, name: `Fresh ${RUN}` })).toBeVisible();
  expect((await visit()).cache).toBe("HIT");

  // Edited.
  await editor.getByLabel("Page Title").fill(`Edited ${RUN}`);
  await save("Page updated");
  expect(await visit()).toEqual({ status: 200, cache: expect.stringMatching(/^(?:HIT|MISS)$/) });
  await expect(visitor.getByRole("heading", { level: 1, name: `Edited ${RUN}` })).toBeVisible();

  // Unpublished.
  await editor.getByRole("switch", { name: "Published" }).click();
  await save("Page updated");
  expect((await visit()).status).toBe(404);

  await adminContext.close();
  await visitor.context().close();
});

test("visitors share no nonce, cookie or notice", async ({ browser, baseURL }) => {
  // A signed-in staff member gets public pages rendered for them alone, with their own nonce.
  const adminContext = await browser.newContext();
  const staff = await adminContext.newPage();
  await signInAsAdmin(staff);
  const staffAnswer = await staff.goto("/how-it-works");
  expect(staffAnswer?.headers()["x-cache"]).toBeUndefined();
  expect(staffAnswer?.headers()["cache-control"]).toBe("private, no-store");
  const staffNonce = /'nonce-([^']+)'/.exec(staffAnswer?.headers()["content-security-policy"] ?? "")?.[1];
  expect(staffNonce).toBeTruthy();

  // A visitor who just sent the contact form gets the notice on a page rendered for them.
  const sender = await anonymousVisitor(browser);
  const sent = await sender.goto("/contact?sent=1");
  expect(sent?.headers()["cache-control"]).toBe("private, no-store");
  await expect(siteToast(sender, "Message sent")).toBeVisible();

  // Two other visitors get the same shared page: no nonce anywhere, no cookie, no notice.
  const answers = [];
  for (const visitor of [await anonymousVisitor(browser), await anonymousVisitor(browser)]) {
    for (const path of ["/how-it-works", "/contact"]) {
      const response = await visitor.goto(path);
      await waitForPageReady(visitor);
      const html = await response!.text();
      expect(html).not.toMatch(/\snonce="/);
      expect(html).not.toContain(staffNonce!);
      expect(response!.headers()["set-cookie"]).toBeUndefined();
      expect(await visitor.context().cookies()).toEqual([]);
      answers.push({ path, csp: response!.headers()["content-security-policy"], body: html });
    }
    await expect(siteToast(visitor, "Message sent")).toHaveCount(0);
    await visitor.context().close();
  }
  // The same page for both, byte for byte.
  expect(answers[2]).toEqual(answers[0]);
  expect(answers[3]).toEqual(answers[1]);

  // Nothing of the staff member's or the sender's visit reached the shared copy.
  const shared = await rawGet(new URL("/how-it-works", baseURL).toString(), { "Accept-Encoding": "br" });
  expect(brotliDecompressSync(shared.body).toString("utf8")).not.toContain(staffNonce!);
  await adminContext.close();
  await sender.context().close();
});

test("a browser revalidating gets 304 Not Modified, and HEAD answers like GET without a body", async ({ baseURL }) => {
  const url = new URL("/case-studies", baseURL).toString();
  const page = await rawGet(url, { "Accept-Encoding": "br" });
  expect(page.status).toBe(200);
  const etag = String(page.headers["etag"]);
  expect(page.headers["vary"]).toBe("Accept-Encoding");

  const revalidated = await rawGet(url, { "Accept-Encoding": "br", "If-None-Match": etag });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.length).toBe(0);
  expect(revalidated.headers["etag"]).toBe(etag);
  expect(revalidated.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
  expect((await rawGet(url, { "Accept-Encoding": "br", "If-None-Match": '"stale"' })).status).toBe(200);

  const head = await fetch(url, { method: "HEAD", headers: { "Accept-Encoding": "br" } });
  expect(head.status).toBe(200);
  expect(head.headers.get("etag")).toBe(etag);
  expect(head.headers.get("content-length")).toBe(String(page.body.length));
  expect(head.headers.get("x-cache")).toBe("HIT");
});
