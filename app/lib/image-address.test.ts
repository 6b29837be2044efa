import { describe, expect, it } from "vitest";
import { readImageAddress, storedImageAddress, type ImageAddress } from "./image-address.ts";
import { UNSAFE_IMAGE_MESSAGE } from "./safe-url.ts";

const OURS = ["https://www.example.com", "http://localhost:3000"];
const ID = "0b6f3c2e-8d1a-4f5b-9c7d-2e4f6a8b0c1d";
const HASH = "0123456789abcdef";
const REFERENCE = `/media/${ID}/${HASH}/1920x1080.jpg`;

function stored(raw: string): string | { refused: string } {
  const address = readImageAddress(raw, OURS);
  return address.kind === "refused" ? { refused: address.message } : storedImageAddress(address);
}

describe("an image address staff pasted", () => {
  it("is a library image in every form it is served in, stored without a host", () => {
    const forms = [
      REFERENCE,
      `https://www.example.com${REFERENCE}`,
      `http://localhost:3000${REFERENCE}`,
      `  ${REFERENCE}  `,
      `${REFERENCE}?v=2#top`,
      `/media/${ID}/${HASH}/../${HASH}/1920x1080.jpg`,
      `/media/x/../${ID}/${HASH}/1920x1080.jpg`,
    ];
    for (const form of forms) expect(stored(form), form).toBe(REFERENCE);
    expect(readImageAddress(REFERENCE, OURS)).toMatchObject({ kind: "library", id: ID, reference: { id: ID, hash: HASH, width: 1920, height: 1080, format: "jpeg" } });
  });

  it("reads a thumbnail or another variant as the library image, for the save to make it the reference", () => {
    for (const file of ["320.jpg", "640.avif", "960.webp", "480.png"]) {
      const address = readImageAddress(`https://www.example.com/media/${ID}/${HASH}/${file}`, OURS);
      expect(address, file).toEqual({ kind: "library", id: ID, path: `/media/${ID}/${HASH}/${file}`, reference: null });
    }
  });

  it("drops this site's host from its other addresses", () => {
    expect(stored("https://www.example.com/images/og-card.png")).toBe("/images/og-card.png");
    expect(stored("http://localhost:3000/images/a%20b.png?x=1")).toBe("/images/a%20b.png?x=1");
    expect(stored("/images/../images/team.png")).toBe("/images/team.png");
    expect(stored("/images/hero-illustration.svg")).toBe("/images/hero-illustration.svg");
  });

  it("keeps other sites' images as typed, a library-shaped path on them included", () => {
    for (const url of ["https://cdn.example.org/photo.jpg", `https://evil.example${REFERENCE}`, `//evil.example${REFERENCE}`, `https://www.example.com.evil.example${REFERENCE}`, `http://www.example.com${REFERENCE}`]) {
      expect(readImageAddress(url, OURS), url).toEqual({ kind: "external", url });
    }
  });

  it("reads nothing as this site where no origin is known (a thumbnail's preview)", () => {
    expect(readImageAddress(`https://www.example.com${REFERENCE}`, [])).toEqual({ kind: "external", url: `https://www.example.com${REFERENCE}` });
    expect(readImageAddress(REFERENCE, [])).toMatchObject({ kind: "library", id: ID });
  });

  it("refuses schemes that run script or are no image", () => {
    for (const url of ["javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "vbscript:msgbox(1)", "data:text/html;base64,PHNjcmlwdD4=", "data:image/svg+xml;base64,PHN2Zz4=", "file:///etc/passwd"]) {
      expect(readImageAddress(url, OURS), url).toEqual({ kind: "refused", message: UNSAFE_IMAGE_MESSAGE });
    }
  });

  it("refuses a path that a browser would read as another host", () => {
    for (const url of ["/.//evil.example/x.png", "\\\\evil.example\\x.png", "/a/..//evil.example/x.png"]) {
      expect(readImageAddress(url, OURS).kind, url).toBe("refused");
    }
  });

  it("does not take a look-alike for a library image", () => {
    const lookAlikes = [
      `/media/${ID}/${HASH}/1920x1080.svg`,
      `/media/${ID}/${HASH}/evil.jpg`,
      `/media/${ID.toUpperCase()}/${HASH}/320.jpg`,
      `/media/${ID}/${HASH}/320.jpg/extra`,
      `/media/not-a-uuid/${HASH}/320.jpg`,
      `/admin/media/${ID}/${HASH}/320.jpg`,
    ];
    for (const url of lookAlikes) expect(readImageAddress(url, OURS).kind, url).toBe("site");
  });

  it("keeps a base64 raster image and an empty field as they were allowed before", () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    expect(readImageAddress(png, OURS)).toEqual<ImageAddress>({ kind: "external", url: png });
    expect(readImageAddress("   ", OURS)).toEqual<ImageAddress>({ kind: "empty" });
    expect(stored("images/relative.png")).toBe("images/relative.png");
  });
});
