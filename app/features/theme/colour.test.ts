import { describe, expect, it } from "vitest";
import { betterText, contrastRatio, formatRatio, luminance, mix, normalHex } from "./colour.ts";

describe("contrastRatio (WCAG 2)", () => {
  it("is 21:1 for black on white and 1:1 for a colour on itself, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 10);
    expect(contrastRatio("#1545a2", "#1545a2")).toBe(1);
  });

  it("matches published figures: #767676 on white is the lightest grey that passes AA (4.54:1), #777777 fails (4.48:1)", () => {
    expect(formatRatio(contrastRatio("#767676", "#ffffff"))).toBe("4.54:1");
    expect(formatRatio(contrastRatio("#777777", "#ffffff"))).toBe("4.47:1");
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });

  it("uses the sRGB curve's linear part for dark channels", () => {
    expect(luminance("#0a0a0a")).toBeCloseTo(10 / 255 / 12.92, 10);
    expect(luminance("#ffffff")).toBeCloseTo(1, 10);
  });
});

describe("formatRatio", () => {
  it("never rounds a failing ratio up to a passing one", () => {
    expect(formatRatio(4.4999)).toBe("4.49:1");
    expect(formatRatio(4.5)).toBe("4.50:1");
  });
});

describe("normalHex", () => {
  it("reads #rrggbb in any case, and nothing else", () => {
    expect(normalHex(" #1545A2 ")).toBe("#1545a2");
    for (const value of ["red", "#fff", "#1545a2;}", "rgb(0,0,0)", "#12345g", "red;}</style><script>alert(1)</script>", ""]) expect(normalHex(value)).toBeNull();
  });
});

describe("mix and betterText", () => {
  it("mixes channel by channel in sRGB", () => {
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mix("#102030", "#102030", 0.3)).toBe("#102030");
    expect(mix("#ffffff", "#000000", 0)).toBe("#ffffff");
  });

  it("picks the text colour that reads better", () => {
    expect(betterText("#1545a2", "#fafafa", "#111826")).toBe("#fafafa");
    expect(betterText("#ffd166", "#fafafa", "#111826")).toBe("#111826");
  });
});
