import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "#app/lib/html-sanitizer.server.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { legalDocumentDefaults } from "#app/sections/legal-document/schema.ts";
import { CONTACT_EMAIL_TOKEN } from "#app/sections/legal-document/email-token.ts";
import { textDefaults } from "#app/sections/text/schema.ts";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { visibleText } from "#tests/utils/sections.tsx";
import { sectionsAsHtml } from "./sections-html.server.tsx";
import type { SectionsHtmlData } from "./page-editor-data.ts";

const { testDb } = setUpPagesTestDb();

async function convert(content: unknown): Promise<{ status: number; body: SectionsHtmlData }> {
  const form = new FormData();
  form.set("content", typeof content === "string" ? content : JSON.stringify(content));
  const encoded = new Response(form);
  const request = new Request("https://cms.brandcheck.test/admin/pages/sections-html", {
    method: "POST",
    body: await encoded.blob(),
    headers: { "content-type": encoded.headers.get("content-type")! },
  });
  const response = await sectionsAsHtml(request);
  return { status: response.status, body: (await response.json()) as SectionsHtmlData };
}

describe("a section page's sections as HTML for the HTML Editor", () => {
  it("renders each section's text in order with the public renderers, sanitised as a save would keep it, storing nothing", async () => {
    const legal = { ...legalDocumentDefaults(2), title: "Privacy Notice", parts: [{ id: "p1", heading: "Your data", body: `Write to ${CONTACT_EMAIL_TOKEN}.`, bullets: "" }] };
    const result = await convert({
      sections: [
        { ...textDefaults(1), content: '<p onclick="steal()">Body text</p><script>alert(1)</script>' },
        { ...heroDefaults(0), heading: "Welcome aboard", subheading: "We check brands" },
        legal,
      ],
    });
    expect(result.status).toBe(200);
    if (!result.body.ok) throw new Error(result.body.message);
    const { html } = result.body;
    const text = visibleText(html);
    expect(text).toMatch(/Welcome aboard.*We check brands.*Body text.*Privacy Notice.*Your data/);
    // The legal document reads the site's e-mail from the root data, as on the public page.
    const { settings } = await getSiteSettings();
    expect(text).toContain(settings.email);
    expect(html).not.toMatch(/<script|onclick|class=/i);
    // Readable: no bare spans or empty boxes, one block per line.
    expect(html).not.toMatch(/<span>|<div>\s*<\/div>/);
    expect(html).toContain(`<h1>Welcome aboard</h1>`);
    expect(html.split("\n").length).toBeGreaterThan(3);
    expect(sanitizeHtml(html)).toBe(html);
    expect(await testDb().db.selectFrom("pages").select("id").execute()).toEqual([]);
  });

  it("refuses content a save would refuse, HTML content and unreadable input, with the reason", async () => {
    expect(await convert({ sections: [{ ...heroDefaults(0), heading: "" }] })).toEqual({ status: 400, body: { ok: false, message: "Heading is required." } });
    expect(await convert({ html: "<p>Hi</p>" })).toEqual({ status: 400, body: { ok: false, message: "The page has no sections to convert." } });
    expect((await convert("not json{")).status).toBe(400);
  });
});
