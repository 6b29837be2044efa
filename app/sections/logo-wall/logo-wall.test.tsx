import { describe, expect, test } from "vitest";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { trustStripDefaults } from "../trust-strip/schema.ts";
import { LogoWallRenderer } from "./logo-wall.tsx";
import { LogoWallEditor } from "./logo-wall-editor.tsx";
import { logoWallDefaults, logoWallFromTrustStrip, LogoWallSection, newLogo } from "./schema.ts";

const wall = (patch: Partial<LogoWallSection> = {}): LogoWallSection => ({ ...logoWallDefaults(0), ...patch });

describe("logo wall", () => {
  test("the defaults are valid; a logo needs its company's name, and a logo or link must be safe", () => {
    const defaults = wall();
    expect(LogoWallSection.parse(defaults)).toEqual(defaults);
    const logos = [{ ...newLogo(""), image: "javascript:alert(1)", link: "javascript:alert(1)" }];
    expect(Object.keys(issuesOf(LogoWallSection, wall({ logos }))).sort()).toEqual(["logos.0.image", "logos.0.link", "logos.0.name"]);
  });

  test("a stored section from before looks gets the default look", () => {
    const { style: _style, ...old } = wall();
    expect(LogoWallSection.parse(old).style).toEqual({ background: "light", spacing: "normal" });
  });

  test("logos are images named by their company, in grey unless turned off; names without a logo are wordmarks", () => {
    const logos = [{ ...newLogo("Northwind"), image: "/images/office.svg" }, newLogo("Contoso")];
    const html = renderHtml(<LogoWallRenderer section={wall({ logos })} context={PAGE_CONTEXT} />);
    const [img] = tagsOf(html, "img");
    expect(img).toContain('alt="Northwind"');
    expect(img).toContain("grayscale");
    expect(visibleText(html)).toBe("Trusted by Contoso");
    const colour = renderHtml(<LogoWallRenderer section={wall({ logos, greyscale: false })} context={PAGE_CONTEXT} />);
    expect(tagsOf(colour, "img")[0]).not.toContain("grayscale");
  });

  test("on a dark band each logo sits on its own white tile", () => {
    const logos = [{ ...newLogo("Northwind"), image: "/images/office.svg" }];
    const html = renderHtml(<LogoWallRenderer section={wall({ logos, style: { background: "dark", spacing: "compact" } })} context={PAGE_CONTEXT} />);
    expect(tagsOf(html, "section")[0]).toContain('data-section-tone="dark"');
    expect(html).toMatch(/<span class="[^"]*bg-white[^"]*"><img /);
  });

  test("a Trust Strip turned into a Logo Wall keeps its id, place, heading and names", () => {
    const strip = { ...trustStripDefaults(3), heading: "Where we buy", names: "Amazon\n\nTarget" };
    const converted = logoWallFromTrustStrip(strip);
    expect(LogoWallSection.parse(converted)).toEqual(converted);
    expect(converted).toMatchObject({ id: strip.id, order: 3, type: "logo-wall", heading: "Where we buy" });
    expect(converted.logos.map((logo) => logo.name)).toEqual(["Amazon", "Target"]);
  });

  test("the editor's fields are disabled when read-only", () => {
    const html = renderHtml(<LogoWallEditor section={wall()} onChange={() => {}} readOnly />);
    expect(visibleText(html)).toContain("Show Logos in Grey");
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea")]) expect(control).toContain('disabled=""');
  });
});
