import { statSync } from "node:fs";
import { createRequire } from "node:module";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawSocialCard, renderSocialCard, SocialCards, socialCardHash, socialCardPath } from "./social-card.server.tsx";

const require = createRequire(import.meta.url);

/** Where the card's white title is drawn (between the accent bar and the brand name), as the leftmost and rightmost inked columns. */
async function titleInk(png: Buffer): Promise<{ left: number; right: number }> {
  const top = 120;
  const { data, info } = await sharp(png).extract({ left: 0, top, width: 1200, height: 470 - top }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let left = info.width;
  let right = -1;
  for (let pixel = 0; pixel < info.width * info.height; pixel++) {
    if (data[pixel * 3]! < 200) continue; // the blue background and the muted brand name are darker in red
    const x = pixel % info.width;
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  return { left, right };
}

describe("generated social cards", () => {
  it("are valid 1200x630 PNGs that change with the title", async () => {
    const first = await renderSocialCard({ title: "Pricing for test buying", siteName: "BrandCheck" });
    const second = await renderSocialCard({ title: "Our new pricing", siteName: "BrandCheck" });
    expect(first.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    for (const png of [first, second]) expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(first.equals(second)).toBe(false);
    // The title is drawn: the card is not a plain background.
    const { channels } = await sharp(first).stats();
    expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(100);
  });

  it("draw every character of Chinese, Japanese, Korean, German and Arabic titles", async () => {
    const titles = [
      { title: "神秘顧客與品質控制", lang: "zh-HK", face: "noto-sans-tc" },
      { title: "覆面調査と品質管理", lang: "ja", face: "noto-sans-jp" },
      { title: "미스터리 쇼핑과 품질 관리", lang: "ko", face: "noto-sans-kr" },
      { title: "Testkauf und Qualitätskontrolle für Großhändler", lang: "de", face: "plus-jakarta-sans" },
      { title: "التسوق الخفي ومراقبة الجودة", lang: "ar", face: "noto-sans-arabic" },
    ];
    for (const { title, lang, face } of titles) {
      const drawn = await drawSocialCard({ title, siteName: "BrandCheck", lang });
      // satori names every piece of text that no font it was given has (see the emoji test below).
      expect(drawn.missing, title).toEqual([]);
      expect(drawn.fontFiles.some((file) => file.startsWith(`@fontsource/${face}/`)), title).toBe(true);
    }
  });

  it("name what no font can draw, and draw the rest", async () => {
    const drawn = await drawSocialCard({ title: "Prüfkauf 神秘顧客 🚀", siteName: "BrandCheck" });
    expect(drawn.missing).toEqual(["🚀"]);
  });

  it("read only the font subsets that hold the text's characters, in the language's regional forms", async () => {
    const chinese = await drawSocialCard({ title: "神秘顧客與品質控制", siteName: "BrandCheck", lang: "zh-HK" });
    const han = chinese.fontFiles.filter((file) => file.startsWith("@fontsource/noto-sans-tc/files/noto-sans-tc-"));
    expect(chinese.fontFiles).toEqual(["@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-400-normal.woff", ...han]);
    expect(han.length).toBeGreaterThan(0);
    expect(han.length).toBeLessThanOrEqual(9); // at most one file per character, of a face split into ~100
    for (const file of han) expect(file).toMatch(/-700-normal\.woff$/);
    const bytes = chinese.fontFiles.reduce((total, file) => total + statSync(require.resolve(file)).size, 0);
    expect(bytes).toBeLessThan(600_000);

    // The same characters in a Japanese title come from the Japanese face; Kana alone tell it without a language.
    const japanese = await drawSocialCard({ title: "神秘顧客と品質", siteName: "BrandCheck" });
    expect(japanese.fontFiles.filter((file) => file.startsWith("@fontsource/noto-sans-"))).not.toHaveLength(0);
    expect(japanese.fontFiles.every((file) => !file.startsWith("@fontsource/noto-sans-tc/"))).toBe(true);
    expect((await drawSocialCard({ title: "神秘顧客", siteName: "BrandCheck", lang: "ja" })).fontFiles.some((file) => file.startsWith("@fontsource/noto-sans-jp/"))).toBe(true);

    const english = await drawSocialCard({ title: "Mystery shopping", siteName: "BrandCheck" });
    expect(english.fontFiles).toEqual(["@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-700-normal.woff", "@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-400-normal.woff"]);
  });

  it("start right-to-left titles at the right margin", async () => {
    const english = await titleInk(await renderSocialCard({ title: "Quality control", siteName: "BrandCheck" }));
    expect(english.left).toBeLessThan(90);
    expect(english.right).toBeLessThan(900);
    for (const input of [{ title: "مراقبة الجودة", lang: "ar" }, { title: "בקרת איכות" }]) {
      const ink = await titleInk(await renderSocialCard({ ...input, siteName: "BrandCheck" }));
      expect(ink.right, input.title).toBeGreaterThan(1100);
      expect(ink.right, input.title).toBeLessThanOrEqual(1125); // the margin, give or take a glyph's overhang
      expect(ink.left, input.title).toBeGreaterThan(300);
    }
  });

  it("break Thai, written without spaces, between words", async () => {
    const { svg } = await drawSocialCard({ title: "การจับจ่ายลึกลับและการควบคุมคุณภาพ", siteName: "BrandCheck", lang: "th" });
    const ink = await titleInk(await sharp(Buffer.from(svg)).png().toBuffer());
    expect(ink.right).toBeLessThanOrEqual(1125); // wrapped within the margin, not run off the card
  });

  it("are addressed by a hash of the title and brand, and made once", async () => {
    const a = { title: "About", siteName: "BrandCheck" };
    expect(socialCardHash(a)).toMatch(/^[0-9a-f]{16}$/);
    expect(socialCardHash({ ...a, title: "About us" })).not.toBe(socialCardHash(a));
    expect(socialCardHash({ ...a, siteName: "Other" })).not.toBe(socialCardHash(a));
    expect(socialCardPath("about", a)).toBe(`/social-cards/about/${socialCardHash(a)}.png`);

    const cards = new SocialCards({ maxEntries: 1 });
    const made = await cards.get(a);
    expect(await cards.get(a)).toBe(made);
    await cards.get({ ...a, title: "Else" });
    expect(await cards.get(a)).not.toBe(made); // pushed out by the bound, made again
  });
});
