// Issue Q (decision 037): a German or Chinese page speaks its language in the site's own words too:
// the footer, the 404 page, the contact form's labels and the server's answer to a refused form,
// and the words the public script shows (written into data- attributes), the sections' own labels,
// the title pattern, the error pages and the language hint's words. English pages keep the spec's
// texts. Against the built server, as a visitor's browser receives the pages.
import { describe, expect, it } from "vitest";
import { createPreviewLink } from "#app/features/pages/publishing/page-preview-links.server.ts";
import { pageHeroDefaults } from "#app/sections/page-hero/schema.ts";
import { serviceCardsDefaults } from "#app/sections/service-cards/schema.ts";
import { createStaffAccount } from "#tests/utils/app-staff.ts";
import { setUpApp } from "#tests/utils/app-with-staff.ts";

const site = setUpApp();

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${site.app.url}${path}`);
  return { status: response.status, html: await response.text() };
}

/** The contact form on `path`, sent empty but for a bad address, with the page's own spam-check stamp. */
async function sendEmptyContactForm(path: string): Promise<{ status: number; html: string }> {
  const { html } = await page(path);
  const stamp = /name="rendered_at"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? /value="([^"]+)"[^>]*name="rendered_at"/.exec(html)?.[1];
  expect(stamp, "the form's stamp").toBeTruthy();
  const body = new URLSearchParams({ name: "", email: "not-an-address", company: "", message: "", website: "", rendered_at: stamp! });
  const response = await fetch(`${site.app.url}${path}`, {
    method: "POST",
    body,
    headers: { origin: site.app.url, "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  return { status: response.status, html: await response.text() };
}

const ENGLISH_FOOTER = ["Quick Links", "Client service hours", "All rights reserved.", "News on test buying, product quality and compliance."];

describe("a German page", () => {
  it("has a German footer, newsletter form and toast words", async () => {
    const { status, html } = await page("/de");
    expect(status).toBe(200);
    expect(html).toContain("Schnellzugriff");
    expect(html).toContain("Servicezeiten für Kunden");
    expect(html).toContain("Alle Rechte vorbehalten.");
    expect(html).toContain('data-toast-region-label="Benachrichtigungen"');
    expect(html).toContain('data-failure-title="Etwas ist schiefgelaufen"');
    expect(html).toContain('name="language" value="de"');
    for (const english of [...ENGLISH_FOOTER, "Your email address", "Subscribing...", "Something went wrong"]) expect(html).not.toContain(english);
  });

  it("answers an unknown address with a German 404 page", async () => {
    const { status, html } = await page("/de/keine-solche-seite");
    expect(status).toBe(404);
    expect(html).toContain("Hoppla! Seite nicht gefunden");
    expect(html).toContain('href="/de"');
    // Its search box searches the German pages, and its links are the German header's.
    expect(html).toContain('action="/de/search"');
    expect(html).toContain("Oder besuchen Sie eine dieser Seiten");
    for (const english of ["Oops! Page not found", "Return to Home", "Page not found", ...ENGLISH_FOOTER]) expect(html).not.toContain(english);
  });

  it("labels its contact form in German and answers a refused form in German", async () => {
    const shown = await page("/de/kontakt");
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("Nachricht senden");
    expect(shown.html).toContain('data-busy-label="Wird gesendet …"');
    for (const english of ["Send Message", "Your name", "Company (optional)", "Sending...", "Tell us about your products"]) expect(shown.html).not.toContain(english);

    const answer = await sendEmptyContactForm("/de/kontakt");
    expect(answer.status).toBe(400);
    expect(answer.html).toContain("Bitte geben Sie Ihren Namen ein.");
    expect(answer.html).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    expect(answer.html).toContain("Bitte geben Sie eine Nachricht ein.");
    for (const english of ["Please enter your name.", "Please enter a valid email address.", "Please enter a message."]) expect(answer.html).not.toContain(english);
  });
});

it("a site page without a sharing image of its own shares the card drawn in its language", async () => {
  for (const [path, card] of [["/", "/images/og-card.png"], ["/de/leistungen", "/images/de/og-card.png"], ["/zh-hk/contact", "/images/zh-hk/og-card.png"]]) {
    const { html } = await page(path!);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(new URL(image).pathname, path).toBe(card);
    const response = await fetch(`${site.app.url}${card}`);
    expect([response.status, response.headers.get("content-type")], card).toEqual([200, "image/png"]);
  }
});

it("a Hong Kong Chinese page labels its contact form and footer in Chinese", async () => {
  const { status, html } = await page("/zh-hk/contact");
  expect(status).toBe(200);
  expect(html).toContain("發送訊息");
  expect(html).toContain("快速連結");
  for (const english of ["Send Message", "Your name", ...ENGLISH_FOOTER]) expect(html).not.toContain(english);
});

it("an English page keeps the spec's words", async () => {
  const { html } = await page("/contact");
  for (const english of ["Send Message", "Your name", "Quick Links", "All rights reserved.", 'data-toast-region-label="Notifications"']) expect(html).toContain(english);
  const answer = await sendEmptyContactForm("/contact");
  expect(answer.status).toBe(400);
  expect(answer.html).toContain("Please enter your name.");
});

describe("the words the sections and pages write themselves", () => {
  it("a German page's service cards, testimonials and case study labels are German", async () => {
    const home = await page("/de");
    expect(home.html).toContain("Mehr erfahren");
    expect(home.html).toContain('aria-label="Kundenstimmen"');
    for (const english of ["Learn more", " about ", 'aria-label="Testimonials"']) expect(home.html).not.toContain(english);

    const story = await page("/de/fallstudie-retouren-elektronikhandel");
    expect(story.status).toBe(200);
    expect(story.html).toContain("Kunde:");
    expect(story.html).not.toContain("Client:");
  });

  it("a Hong Kong Chinese page's labels and card links are Chinese", async () => {
    const home = await page("/zh-hk");
    expect(home.html).toContain("了解更多");
    expect(home.html).toContain('aria-label="客戶評價"');
    expect(home.html).not.toContain("Learn more");
    const stories = await page("/zh-hk/case-studies");
    // The card link's hidden end names the story after a full-width colon.
    expect(stories.html).toMatch(/<span class="sr-only">：[^<]+<\/span>/);
    expect((await page("/zh-hk/case-study-1")).html).toContain("客戶：");
  });

  it("an English page keeps the spec's labels", async () => {
    const home = await page("/");
    expect(home.html).toContain("Learn more");
    expect(home.html).toContain('aria-label="Testimonials"');
    expect((await page("/case-study-1")).html).toContain("Client:");
  });

  it("a German CMS page names its hero's links and its cards' in German, and is titled in its language's pattern", async () => {
    const hero = { ...pageHeroDefaults(0), title: "Prüfablauf", navLabel: "", links: [{ id: crypto.randomUUID(), label: "Ablauf", anchor: "ablauf" }] };
    await insertPage({ slug: "pruefablauf", title: "Prüfablauf", locale: "de", content: { sections: [hero, serviceCardsDefaults(1)] } });
    const shown = await page("/de/pruefablauf");
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('aria-label="Auf dieser Seite"');
    expect(shown.html).toContain('Mehr erfahren<span class="sr-only"> über Service</span>');
    expect(shown.html).toContain("<title>Prüfablauf | BrandCheck</title>");
    for (const english of ["On this page", "Learn more"]) expect(shown.html).not.toContain(english);
  });

  it("a German page's preview link speaks German, its date written the German way", async () => {
    const id = await insertPage({ slug: "vorschau-seite", title: "Vorschauseite", locale: "de", content: { sections: [pageHeroDefaults(0)] }, isPublished: false });
    const staff = await createStaffAccount(site.db, { email: "words-preview@brandcheck.test", role: "editor" });
    const link = await createPreviewLink(id, { id: staff.id, email: staff.email }, { database: site.db });
    const shown = await page(new URL(link.url).pathname);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("Vorschau einer unveröffentlichten Seite.");
    expect(shown.html).toContain("<title>Vorschau: Vorschauseite | BrandCheck</title>");
    const month = new Intl.DateTimeFormat("de", { month: "long", timeZone: "UTC" }).format(new Date(link.expiresAt));
    expect(shown.html).toContain(month);
    for (const english of ["Preview of an unpublished page.", "forms do not send", "The link works until"]) expect(shown.html).not.toContain(english);
    // Its frame too, though the address names no language: <html lang>, the header's links to the
    // German pages, the footer and its newsletter form; and no switcher, as the link has no twin.
    expect(shown.html).toContain('<html lang="de" dir="ltr"');
    expect(shown.html).toContain('href="/de/leistungen"');
    expect(shown.html).toContain("Schnellzugriff");
    expect(shown.html).toContain('data-toast-region-label="Benachrichtigungen"');
    for (const english of [...ENGLISH_FOOTER, "Your email address", 'href="/services"', "繁體中文"]) expect(shown.html).not.toContain(english);
  });

  it("an English page's preview link keeps the English frame", async () => {
    const id = await insertPage({ slug: "preview-page", title: "Preview page", locale: "en", content: { sections: [pageHeroDefaults(0)] }, isPublished: false });
    const staff = await createStaffAccount(site.db, { email: "words-preview-en@brandcheck.test", role: "editor" });
    const link = await createPreviewLink(id, { id: staff.id, email: staff.email }, { database: site.db });
    const shown = await page(new URL(link.url).pathname);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<html lang="en" dir="ltr"');
    for (const english of ["Preview of an unpublished page.", "Quick Links", "All rights reserved.", 'href="/services"']) expect(shown.html).toContain(english);
  });

  it("a German and a Chinese home page show their illustrations' words in their language", async () => {
    const drawnWords = async (path: string) => {
      const { html } = await page(path);
      const images = [...html.matchAll(/<img\b[^>]*\bsrc="(\/images\/[^"]+\.svg)"/g)].map(([, src = ""]) => src);
      const svgs = await Promise.all(images.map(async (src) => (await fetch(`${site.app.url}${src}`)).text()));
      return svgs.flatMap((svg) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, text = ""]) => text));
    };
    const german = await drawnWords("/de");
    expect(german).toEqual(expect.arrayContaining(["Qualitätswert", "98&#160;%"]));
    const chinese = await drawnWords("/zh-hk");
    expect(chinese).toContain("品質評分");
    for (const english of ["Quality score", "Returns", "Compliance check"]) expect([...german, ...chinese]).not.toContain(english);
    expect(await drawnWords("/")).toContain("Quality score");
  });
});

describe("the language hint's words", () => {
  it("are written per translation, each in its own language, and never offer the page's own", async () => {
    const { html } = await page("/");
    const hints = /<div hidden="" data-language-hints="" data-page-lang="en">(.*?)<\/div>/.exec(html)?.[1] ?? "";
    expect(hints).toContain('data-lang="de" data-href="/de" data-text="Diese Seite gibt es auf Deutsch" data-dismiss="Hinweis schließen"');
    expect(hints).toContain('data-lang="zh-HK" data-href="/zh-hk" data-text="本頁備有繁體中文版本" data-dismiss="關閉提示"');
    expect(hints).not.toContain('data-lang="en"');
    const german = await page("/de/leistungen");
    expect(german.html).toContain('data-lang="en" data-href="/services" data-text="This page is available in English" data-dismiss="Close hint"');
  });

  it("are left out of a page with no translation", async () => {
    expect((await page("/de/keine-solche-seite")).html).not.toContain("data-language-hints");
  });
});

/** A CMS page written straight into the table, in `locale`: the first of its translation group, or a translation of `translationKey`. */
async function insertPage(input: { slug: string; title: string; locale: string; content: unknown; isPublished?: boolean; translationKey?: string }): Promise<string> {
  const { slug, title, locale, content, isPublished = true } = input;
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await site.db
    .insertInto("pages")
    .values({ id, title, slug, locale, translation_key: input.translationKey ?? id, meta_description: null, content: JSON.stringify(content), is_published: isPublished, author_id: null, created_at: now, updated_at: now })
    .execute();
  return id;
}

// Last in the file: it switches Hong Kong Chinese off and restarts the server.
describe("a translated CMS page's social card", () => {
  async function cardOf(path: string): Promise<{ url: string; status: number; png: Buffer }> {
    const { html } = await page(path);
    const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(url, `the og:image of ${path}`).toMatch(/\/social-cards\/quality-checks\/[0-9a-f]{16}\.png$/);
    const response = await fetch(url);
    return { url, status: response.status, png: Buffer.from(await response.arrayBuffer()) };
  }

  it("is drawn from the Chinese title on the Chinese page, found at its own URL beside the English one", async () => {
    const key = await insertPage({ slug: "quality-checks", title: "Quality checks", locale: "en", content: { sections: [pageHeroDefaults(0)] } });
    await insertPage({ slug: "quality-checks", title: "神秘顧客與品質控制", locale: "zh-HK", content: { sections: [pageHeroDefaults(0)] }, translationKey: key });
    const english = await cardOf("/quality-checks");
    const chinese = await cardOf("/zh-hk/quality-checks");
    expect(chinese.url).not.toBe(english.url);
    expect([english.status, chinese.status]).toEqual([200, 200]);
    expect(chinese.png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(chinese.png.equals(english.png)).toBe(false);

    // Switched off, the language's pages and their cards are gone (the address book is read at start).
    await site.db.updateTable("site_languages").set({ enabled: false }).where("tag", "=", "zh-HK").execute();
    await site.app.restart();
    expect((await fetch(chinese.url)).status).toBe(404);
    expect((await fetch(english.url)).status).toBe(200);
  });
});
