// Issue Q (decision 037): a German or Chinese page speaks its language in the site's own words too:
// the footer, the 404 page, the contact form's labels and the server's answer to a refused form,
// and the words the public script shows (written into data- attributes). English pages keep the
// spec's texts. Against the built server, as a visitor's browser receives the pages.
import { describe, expect, it } from "vitest";
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
