import jsQR from "jsqr";
import sharp from "sharp";
import { expect, test } from "vitest";
import { totpQrCodeSvg } from "./totp-qr-code.server.ts";

const URI = "otpauth://totp/BrandCheck:owner%40brandcheck.test?secret=JBSWY3DPEHPK3PXP&issuer=BrandCheck&digits=6&period=30";

test("draws the set-up link as an SVG QR code that a scanner reads back as the link", async () => {
  const svg = await totpQrCodeSvg(URI);
  expect(svg).toMatch(/^<svg [^>]*viewBox=/);
  expect(svg).not.toMatch(/<script|<text|style=/i);
  // What a phone's camera does: rasterise, find the code, decode it.
  const { data, info } = await sharp(Buffer.from(svg)).resize(400, 400).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(found?.data).toBe(URI);
});
