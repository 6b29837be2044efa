import { describe, expect, it } from "vitest";
import { ThemeInput, ThemeShape } from "./schema.ts";
import { AA_RATIO, DEFAULT_THEME, SAMPLE_DARK_THEME as DARK_THEME, failingPairs, textPairs, themeDeclarations, themeStyleSheet } from "./theme-values.ts";


describe("the default theme", () => {
  it("adds nothing to a page: app.css already holds today's look", () => {
    expect(themeDeclarations(DEFAULT_THEME)).toEqual({});
    expect(themeStyleSheet(DEFAULT_THEME)).toBe("");
  });

  it("passes AA on every pair, and is accepted by the schema", () => {
    expect(failingPairs(DEFAULT_THEME)).toEqual([]);
    expect(ThemeInput.safeParse(DEFAULT_THEME).success).toBe(true);
  });
});

describe("a changed theme", () => {
  it("sets only what the change moves: a new primary colour re-tints buttons, links and the light tints, not the text", () => {
    const declarations = themeDeclarations({ ...DEFAULT_THEME, primary: "#0b6e4f" });
    expect(declarations["--color-primary"]).toBe("#0b6e4f");
    expect(declarations["--color-ring"]).toBe("#0b6e4f");
    expect(Object.keys(declarations)).not.toContain("--color-foreground");
    expect(Object.keys(declarations)).not.toContain("--font-sans");
  });

  it("sets the pairing's fonts and the corner style's radii", () => {
    const declarations = themeDeclarations({ ...DEFAULT_THEME, typeface: "serif", corners: "square" });
    expect(declarations["--font-heading"]).toBe('"Source Serif 4", ui-serif, Georgia, serif');
    expect(declarations["--font-sans"]).toBe('"Inter", ui-sans-serif, system-ui, sans-serif');
    expect(declarations["--radius-lg"]).toBe("0rem");
  });

  it("dark pages put light text on the dark surface, and the style sheet says so to the browser", () => {
    const pairs = Object.fromEntries(textPairs(DARK_THEME).map((pair) => [pair.label, pair]));
    expect(pairs["Text on the page"]).toMatchObject({ text: "#f8fafc", background: "#0f172a" });
    expect(failingPairs(DARK_THEME)).toEqual([]);
    expect(themeStyleSheet(DARK_THEME)).toMatch(/^:root\{--color-primary:#7fb0ff;.*;color-scheme:dark\}$/);
  });
});

describe("the contrast check", () => {
  it("names each failing pair with its ratio: a pale primary colour fails as links; its buttons take the dark text instead", () => {
    const pale = { ...DEFAULT_THEME, primary: "#8fb3ff" };
    expect(failingPairs(pale).map((pair) => pair.label)).toEqual(["Links and primary-colour text on the page", "Primary-colour text on tinted bands"]);
    for (const pair of failingPairs(pale)) expect(pair.ratio).toBeLessThan(AA_RATIO);
    expect(textPairs(pale).find((pair) => pair.label === "Button text on the primary colour")).toMatchObject({ text: DEFAULT_THEME.dark });
  });

  it("refuses such a theme in the schema with the pair, its ratio and AA's minimum", () => {
    const parsed = ThemeInput.safeParse({ ...DEFAULT_THEME, accent: "#1f2937" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^Accent text on the dark bands: the contrast is 1\.\d\d:1, and WCAG AA needs at least 4\.5:1\./);
  });

  it("refuses a light surface that is not light enough for the text on it", () => {
    expect(failingPairs({ ...DEFAULT_THEME, light: "#9ca3af" }).map((pair) => pair.label)).toContain("Secondary text on the page");
  });
});

describe("the schema", () => {
  it("takes colours only as #rrggbb, so nothing else reaches the page's CSS", () => {
    for (const primary of ["red", "red;}</style><script>alert(1)</script>", "#fff", "var(--x)", "#1545a2;background:url(x)", " "]) {
      const parsed = ThemeShape.safeParse({ ...DEFAULT_THEME, primary });
      expect(parsed.success, primary).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Primary colour must be a colour written as # and six hex digits, such as #1545a2.");
    }
    expect(ThemeShape.parse({ ...DEFAULT_THEME, primary: " #1545A2 " }).primary).toBe("#1545a2");
  });

  it("takes only the listed typefaces and corner styles, library ids as UUIDs, and no other fields", () => {
    expect(ThemeShape.safeParse({ ...DEFAULT_THEME, typeface: "comic" }).success).toBe(false);
    expect(ThemeShape.safeParse({ ...DEFAULT_THEME, corners: "blob" }).success).toBe(false);
    expect(ThemeShape.safeParse({ ...DEFAULT_THEME, logoLight: "../../etc/passwd" }).success).toBe(false);
    expect(ThemeShape.safeParse({ ...DEFAULT_THEME, css: "body{}" }).success).toBe(false);
    expect(ThemeShape.safeParse({ ...DEFAULT_THEME, favicon: "3f2504e0-4f89-41d3-9a0c-0305e82c3301" }).success).toBe(true);
  });
});
