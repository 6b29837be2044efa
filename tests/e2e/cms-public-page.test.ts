// A published CMS page as visitors meet it at /{slug} (spec section 2, Dynamic CMS page): SEO tags,
// sections in order, 404s on a full load, the "Page not found" toast in the app, the loading
// skeleton, real contact-section submissions with and without JavaScript, and no script from
// stored HTML. Pages are written straight into the database, bypassing the editor, so the public
// read is tested on its own, including against content the editor would have refused.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { contactDefaults } from "#app/sections/contact/schema.ts";
import { ctaDefaults } from "#app/sections/cta/schema.ts";
import { featureDefaults } from "#app/sections/feature/schema.ts";
import { galleryDefaults } from "#app/sections/gallery/schema.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { testimonialDefaults } from "#app/sections/testimonial/schema.ts";
import { textDefaults } from "#app/sections/text/schema.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { deletePages, findContactSubmissions, insertPage, type E2ePageInput } from "#tests/utils/e2e-db.ts";
import { signInAsAdmin, toast as adminToast } from "#tests/utils/e2e-admin.ts";
import { siteToast, waitForPageReady } from "#tests/utils/e2e-site.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";
import { HUMAN_FILL_MS } from "../../playwright.config.ts";

const PAGE_NOT_FOUND = "Page not found";
const PAGE_NOT_FOUND_TEXT = "The page you're looking for doesn't exist or isn't published yet.";
const SENT_TITLE = "Message sent";
const SENT_TEXT = "We'll get back to you as soon as possible.";

/** Unique per run and test, so pages and submissions never collide with another test's. */
function unique(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const inserted: string[] = [];
function addPage(input: E2ePageInput): string {
  const id = insertPage(input);
  inserted.push(id);
  return id;
}

const smtp = setUpE2eSmtpServer();
test.afterAll(() => deletePages(inserted));

const toast = siteToast;

async function expectNotFoundPage(page: Page) {
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
}

test.describe("a published page", () => {
  test("renders on the server with its SEO tags, its sections in ascending order, and nothing for an unknown type", async ({ page, baseURL }) => {
    const slug = unique("about");
    const hero = { ...heroDefaults(0), heading: "Quality you can prove" };
    const text = { ...textDefaults(1), content: "<p>Second: our story in brief.</p>" };
    const cta = { ...ctaDefaults(2), heading: "Third: book an audit" };
    // Stored out of order, with a section type this version does not know between them.
    const sections = [cta, { id: "future-1", type: "carousel", order: 1.5, heading: "Carousel from the future" }, hero, text];
    addPage({ title: "About Our Audits", slug, metaDescription: "How BrandCheck audits products in stores.", content: { sections } });

    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("About Our Audits | BrandCheck");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "How BrandCheck audits products in stores.");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(`/${slug}`, baseURL).href);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "About Our Audits | BrandCheck");

    // The opening hero carries the page's only h1.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quality you can prove");
    const main = (await page.locator("main").innerText()).replace(/\s+/g, " ");
    const positions = ["Quality you can prove", "Second: our story in brief.", "Third: book an audit"].map((text) => main.indexOf(text));
    expect(positions.every((position) => position >= 0), main).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(page.getByText("Carousel from the future")).toHaveCount(0);
  });

  test("with HTML content shows the title as its h1 and the HTML below it", async ({ page }) => {
    const slug = unique("html");
    addPage({ title: "Our Offices", slug, content: { html: "<h2>London</h2><p>Open <strong>Monday to Friday</strong>.</p>" } });
    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Offices");
    await expect(page.getByRole("heading", { level: 2, name: "London" })).toBeVisible();
    await expect(page.locator(".prose-content strong")).toHaveText("Monday to Friday");
    // Without a meta description of its own the page still gets one.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
  });

  test("is listed in the sitemap", async ({ request }) => {
    const slug = unique("listed");
    addPage({ title: "Listed", slug, content: { sections: [] } });
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/${slug}</loc>`);
  });

  test("does not replace a site page that has the same slug", async ({ page }) => {
    // A site page holds its slug (docs/decisions/018-site-pages.md), so no
    // page staff make can sit on it at all, even written past the editor.
    // (The case studies are collection items since decision 039: the editor's slug check keeps their slugs, not the index.)
    expect(() => addPage({ title: "CMS Copy Of The Services Page", slug: "services", content: { html: "<p>CMS copy</p>" } })).toThrow(/UNIQUE/);
    await page.goto("/services");
    await expect(page.getByText("CMS copy")).toHaveCount(0);
    await expect(page).not.toHaveTitle(/CMS Copy Of The Services Page/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("a page visitors cannot see", () => {
  test("answers HTTP 404 with the not-found page on a full load: unknown or unpublished; another spelling of its slug is sent to the page", async ({ page }) => {
    const draft = unique("draft");
    addPage({ title: "Draft", slug: draft, isPublished: false, content: { html: "<p>Not yet</p>" } });
    const published = unique("live");
    addPage({ title: "Live", slug: published, content: { html: "<p>Live</p>" } });

    // One spelling per page (issue O, item 5): the path in capitals answers a 301 to the page's own.
    const spelled = await page.request.get(`/${published.toUpperCase()}`, { maxRedirects: 0 });
    expect([spelled.status(), spelled.headers().location]).toEqual([301, `/${published}`]);

    for (const path of [`/${unique("missing")}`, `/${draft}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectNotFoundPage(page);
      await expect(page.getByText("Not yet")).toHaveCount(0);
      await expect(page).toHaveTitle("Page not found | BrandCheck");
    }
  });

  test("reached in the app shows the toast and /not-found, and the bad URL is not in the history", async ({ page }) => {
    const draft = unique("draft");
    addPage({ title: "Draft", slug: draft, isPublished: false, content: { html: "<p>Not yet</p>" } });
    const start = unique("start");
    addPage({
      title: "Start",
      slug: start,
      content: { sections: [heroDefaults(0), { ...ctaDefaults(1), buttonText: "Read the draft", buttonLink: `/${draft}` }] },
    });
    await page.goto(`/${start}`);
    await waitForPageReady(page);

    await page.getByRole("link", { name: "Read the draft" }).click();

    const notFound = toast(page, PAGE_NOT_FOUND);
    await expect(notFound).toBeVisible();
    await expect(notFound).toContainText(PAGE_NOT_FOUND_TEXT);
    await expect(notFound).toHaveAttribute("data-type", "error");
    await expect(page).toHaveURL(/\/not-found$/);
    await expectNotFoundPage(page);

    // Back leads to the page the visitor came from, forward to /not-found: the draft's URL is nowhere.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${start}$`));
    await page.goForward();
    await expect(page).toHaveURL(/\/not-found$/);
  });

  test("unpublished while it sits in the history is replaced by /not-found when the visitor returns to it", async ({ page, browser }) => {
    const later = unique("later");
    const laterId = addPage({ title: "Later", slug: later, content: { html: "<p>Here for now</p>" } });
    const start = unique("start");
    addPage({ title: "Start", slug: start, content: { sections: [heroDefaults(0), { ...ctaDefaults(1), buttonText: "Go on", buttonLink: `/${later}` }] } });
    await page.goto(`/${start}`);
    await waitForPageReady(page);
    await page.getByRole("link", { name: "Go on" }).click();
    await expect(page.getByText("Here for now")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${start}$`));

    // Unpublished by staff in the editor, which also empties the public HTML cache (a change
    // written straight to the database would leave the cached copy to be served).
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAsAdmin(staff);
    await staff.goto(`/admin/pages/edit/${laterId}`);
    await waitForPageReady(staff);
    await staff.getByRole("switch", { name: "Published" }).click();
    await staff.getByRole("button", { name: "Save Page" }).click();
    await expect(adminToast(staff, "Page updated").first()).toBeVisible();
    await staffContext.close();
    await page.goForward();

    await expect(toast(page, PAGE_NOT_FOUND)).toBeVisible();
    await expect(page).toHaveURL(/\/not-found$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${start}$`));
    await page.goForward();
    await expect(page).toHaveURL(/\/not-found$/);
  });
});

test("a skeleton shows while an in-app navigation loads a CMS page", async ({ page }) => {
  const next = unique("next");
  addPage({ title: "Next Page", slug: next, content: { html: "<p>Loaded at last</p>" } });
  const start = unique("start");
  addPage({ title: "Start", slug: start, content: { sections: [heroDefaults(0), { ...ctaDefaults(1), buttonText: "Next", buttonLink: `/${next}` }] } });
  await page.goto(`/${start}`);
  await waitForPageReady(page);

  // The next page is held for a second. Until it arrives the browser keeps the current document;
  // Playwright waits for a navigation it has seen start before it looks at the page again, so
  // what the page shows meanwhile is written down in the tab's session storage, which outlives it.
  await page.route(`**/${next}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.evaluate(() => {
    const seen = () => {
      const skeleton = [...document.querySelectorAll<HTMLElement>("[role=status]")].find((element) => element.textContent?.includes("Loading page..."));
      const hero = [...document.querySelectorAll("h1, h2")].find((heading) => heading.textContent?.includes("Your Heading Here"));
      return { skeletonShown: skeleton?.checkVisibility() === true, heroShown: hero?.checkVisibility() === true };
    };
    new MutationObserver(() => sessionStorage.setItem("while-loading", JSON.stringify(seen()))).observe(document.body, { attributes: true, subtree: true });
  });
  await page.getByRole("link", { name: "Next" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Next Page" })).toBeVisible();
  await expect(page.getByText("Loaded at last")).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("while-loading"))) ?? "null")).toEqual({ skeletonShown: true, heroShown: false });
  await expect(page.getByRole("status").filter({ hasText: "Loading page..." })).toHaveCount(0);
});

/** A page with a contact section of the default fields plus one more, which becomes an extra field. */
function addContactPage(): { id: string; slug: string; sectionId: string } {
  const slug = unique("quote");
  const contact = contactDefaults(1);
  contact.heading = "Request a Quote";
  contact.fields.splice(2, 0, { id: crypto.randomUUID(), type: "text", label: "Number of stores", required: false });
  const id = addPage({ title: "Quote", slug, content: { sections: [heroDefaults(0), contact] } });
  return { id, slug, sectionId: contact.id };
}

async function fillQuote(page: Page, values: { name: string; email: string; stores: string; message: string }) {
  await page.getByLabel(/^Name/).fill(values.name);
  await page.getByLabel(/^Email/).fill(values.email);
  await page.getByLabel(/^Number of stores/).fill(values.stores);
  await page.getByLabel(/^Message/).fill(values.message);
}

test.describe("a contact section with JavaScript", () => {
  test("sends for real: toast, empty form, stored with its page and extra field, team e-mailed", async ({ page }) => {
    const quote = addContactPage();
    const marker = unique("js");
    const values = { name: `Ada ${marker}`, email: "ada@example.com", stores: "42", message: `Audit please ${marker}` };
    await page.goto(`/${quote.slug}`);
    await waitForPageReady(page);
    await fillQuote(page, values);
    await page.waitForTimeout(HUMAN_FILL_MS);
    await page.getByRole("button", { name: "Submit" }).click();

    const sent = toast(page, SENT_TITLE);
    await expect(sent).toBeVisible();
    await expect(sent).toContainText(SENT_TEXT);
    await expect(page).not.toHaveURL(/sent=/);
    await expect(page.getByLabel(/^Name/)).toHaveValue("");
    await expect(page.getByLabel(/^Number of stores/)).toHaveValue("");

    expect(findContactSubmissions(marker)).toEqual([
      {
        name: values.name,
        email: values.email,
        message: values.message,
        page_id: quote.id,
        source_path: `/${quote.slug}`,
        extra_fields: [{ label: "Number of stores", value: "42" }],
        // The section does not ask for the proof-of-work challenge (decision 046).
        proof_of_work: null,
      },
    ]);
    const email = await smtp.waitFor((message) => message.subject?.includes(values.name) === true);
    expect(email.text).toContain(`Page: /${quote.slug}`);
    expect(email.text).toContain("Number of stores: 42");
    expect(email.text).toContain(values.message);
  });

  test("a required field left blank (spaces pass the browser) is refused beside the field, keeping what was typed", async ({ page }) => {
    const quote = addContactPage();
    const marker = unique("blank");
    await page.goto(`/${quote.slug}`);
    await waitForPageReady(page);
    await fillQuote(page, { name: "   ", email: "ada@example.com", stores: "7", message: `Hello ${marker}` });
    await page.waitForTimeout(HUMAN_FILL_MS);
    await page.getByRole("button", { name: "Submit" }).click();

    const name = page.getByLabel(/^Name/);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name is required.");
    await expect(page.getByLabel(/^Message/)).toHaveValue(`Hello ${marker}`);
    await expect(toast(page, SENT_TITLE)).toHaveCount(0);
    expect(findContactSubmissions(marker)).toEqual([]);
  });

  test("no answer from the server shows the failure toast and keeps the form", async ({ page }) => {
    const quote = addContactPage();
    const marker = unique("fail");
    await page.goto(`/${quote.slug}`);
    await waitForPageReady(page);
    await page.route(`**/${quote.slug}`, (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()));
    await fillQuote(page, { name: `Alan ${marker}`, email: "alan@example.com", stores: "", message: "Hello" });
    await page.waitForTimeout(HUMAN_FILL_MS);
    await page.getByRole("button", { name: "Submit" }).click();

    const failure = toast(page, "Something went wrong");
    await expect(failure).toBeVisible();
    await expect(failure).toContainText("Please try again later.");
    await expect(page.getByLabel(/^Name/)).toHaveValue(`Alan ${marker}`);
    expect(findContactSubmissions(marker)).toEqual([]);
  });
});

test.describe("a contact section without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain POST sends the message and the redirected page confirms it at the form", async ({ page }) => {
    const quote = addContactPage();
    const marker = unique("nojs");
    const values = { name: `Grace ${marker}`, email: "grace@example.com", stores: "3", message: `No scripts ${marker}` };
    await page.goto(`/${quote.slug}`);
    await fillQuote(page, values);
    await page.waitForTimeout(HUMAN_FILL_MS);
    const post = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Submit" }).click();

    const response = await post;
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(`/${quote.slug}?sent=${quote.sectionId}#${quote.sectionId}`);
    await expect(page.getByRole("status")).toHaveText(`${SENT_TITLE}: ${SENT_TEXT}`);
    await expect(page.getByLabel(/^Name/)).toHaveValue("");
    expect(findContactSubmissions(marker)).toMatchObject([{ page_id: quote.id, extra_fields: [{ label: "Number of stores", value: "3" }] }]);
  });
});

test("stored HTML that reached the database unsanitised cannot run script", async ({ page }) => {
  const slug = unique("xss");
  addPage({
    title: "Hostile",
    slug,
    content: {
      html: [
        "<p>Harmless words</p>",
        '<img src="x" onerror="window.__xss = \'img\'; alert(1)">',
        "<script>window.__xss = 'script'; alert(2)</script>",
        '<a href="javascript:window.__xss=\'link\'">a link</a>',
        '<svg><script>alert(3)</script></svg><iframe src="javascript:alert(4)"></iframe>',
      ].join(""),
    },
  });
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  await page.goto(`/${slug}`);
  await waitForPageReady(page);
  const content = page.locator(".prose-content");
  await expect(content).toContainText("Harmless words");
  // Checked in the DOM, not only by effect: the CSP would block these too, and must not be the only guard.
  await expect(content.locator("script, iframe, svg, [onerror]")).toHaveCount(0);
  await expect(content.locator('a[href^="javascript"]')).toHaveCount(0);
  await content.getByText("a link").click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test.describe("accessibility", () => {
  // Reduced motion shows the word-reveal headings at full opacity at once; mid-animation, axe would
  // measure half-transparent words (see accessibility.test.ts).
  test.use({ reducedMotion: "reduce" });

  test("a page with all seven section types has no serious accessibility violations", async ({ page }) => {
    const slug = unique("all-sections");
    const gallery = galleryDefaults(4);
    gallery.images = [
      { id: crypto.randomUUID(), url: "/images/case-study-1.svg", alt: "An auditor checks packaging" },
      { id: crypto.randomUUID(), url: "/images/office.svg", alt: "Our London office" },
    ];
    const sections = [heroDefaults(0), textDefaults(1), featureDefaults(2), ctaDefaults(3), gallery, testimonialDefaults(5), contactDefaults(6)];
    addPage({ title: "Everything", slug, metaDescription: "Every section type.", content: { sections } });
    await page.goto(`/${slug}`);
    await waitForPageReady(page);
    await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
