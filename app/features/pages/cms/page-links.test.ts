import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "#app/lib/html-sanitizer.server.ts";
import type { Section } from "#app/sections/section-list.ts";
import { mapPageLinks, relinkedHref } from "./page-links.server.ts";

const moved = new Map([
  ["/services", "/de/leistungen"],
  ["/", "/de"],
]);
const relink = (href: string) => relinkedHref(href, moved);

describe("mapPageLinks", () => {
  it("relinks the <a href> of a text section's rich text and leaves every other byte as it was", () => {
    const content = sanitizeHtml(
      `<p style="text-align:center">See <a href="/services#team" title="Our services">our services</a>, <a href="/">home</a>, <a href="/services-old">old</a> and <a href="/services?x=1&amp;y=2">this</a>.</p><p>href="/services" is text.</p><img src="/services" alt="/services">`,
    );
    const sections: Section[] = [{ id: "t1", type: "text", order: 0, content }];

    const result = mapPageLinks({ sections }, relink);

    expect(result).toEqual({
      sections: [
        {
          id: "t1",
          type: "text",
          order: 0,
          content: content.replace('href="/services#team"', 'href="/de/leistungen#team"').replace('href="/"', 'href="/de"').replace('href="/services?x=1&amp;y=2"', 'href="/de/leistungen?x=1&amp;y=2"'),
        },
      ],
    });
    // Nothing else moved: the text, the image and the link to another page are as they were.
    expect((result as { sections: Array<{ content: string }> }).sections[0]!.content).toContain('<p>href="/services" is text.</p><img src="/services" alt="/services" />');
  });

  it("relinks an HTML page's links and the sections' link fields alike", () => {
    expect(mapPageLinks({ html: '<p><a href="/services">Services</a></p>' }, relink)).toEqual({ html: '<p><a href="/de/leistungen">Services</a></p>' });
    const cta: Section = { id: "c1", type: "cta", order: 0, heading: "Go", subheading: "", buttonText: "Go", buttonLink: "/services#x" };
    expect(mapPageLinks({ sections: [cta] }, relink)).toEqual({ sections: [{ ...cta, buttonLink: "/de/leistungen#x" }] });
  });

  it("hands only same-site paths to the relinking, never another site's address, however it is written", () => {
    const asked: string[] = [];
    const html = ["https://brandcheck.test/services", "//evil.example/services", "/\\evil.example", "/.//evil.example", "mailto:a@b.test", "#top", "services", "/services"]
      .map((href) => `<a href="${href}">x</a>`)
      .join("");
    mapPageLinks({ html }, (href) => {
      asked.push(href);
      return "/elsewhere";
    });
    expect(asked).toEqual(["/services"]);
  });

  it("leaves rich text without links untouched, and does not change the content it is given", () => {
    const content = "<p>No links here.</p>";
    const sections: Section[] = [{ id: "t1", type: "text", order: 0, content }];
    const before = structuredClone(sections);
    expect(mapPageLinks({ sections }, relink)).toEqual({ sections: before });
    expect(sections).toEqual(before);
  });
});

describe("relinkedHref", () => {
  it("keeps a link's query and fragment, and leaves a link whose page did not move", () => {
    const english = new Map([["/services", "/en/services"]]);
    expect(relinkedHref("/services#test-buying", english)).toBe("/en/services#test-buying");
    expect(relinkedHref("/services?x=1", english)).toBe("/en/services?x=1");
    expect(relinkedHref("/services/more", english)).toBe("/services/more");
    expect(relinkedHref("https://example.com/services", english)).toBe("https://example.com/services");
  });
});
