import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderSocialCard, SocialCards, socialCardHash, socialCardPath } from "./social-card.server.tsx";

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

  it("draw titles with characters the font lacks without failing", async () => {
    const png = await renderSocialCard({ title: "Prüfkauf — 測試購買 🚀", siteName: "BrandCheck" });
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 });
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
