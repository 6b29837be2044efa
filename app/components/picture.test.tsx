import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { mediaReference, parseMediaReference } from "#app/lib/media-url.ts";
import { Picture } from "./picture.tsx";

const ID = "0b6f3c1e-8d2a-4c4e-9a57-3f1d2e5b6c7a";
const HASH = "0123456789abcdef";

describe("<Picture>", () => {
  test("a library image becomes AVIF and WebP sources and a fallback at every width up to its own, with its size", () => {
    const src = mediaReference({ id: ID, hash: HASH, width: 1000, height: 750, format: "png" });
    expect(src).toBe(`/media/${ID}/${HASH}/1000x750.png`);
    const html = renderToStaticMarkup(<Picture src={src} alt="Our office" sizes="50vw" />);
    const base = `/media/${ID}/${HASH}`;
    expect(html).toContain(`<source type="image/avif" srcSet="${base}/320.avif 320w, ${base}/480.avif 480w, ${base}/640.avif 640w, ${base}/768.avif 768w, ${base}/960.avif 960w, ${base}/1000.avif 1000w" sizes="50vw"/>`);
    expect(html).toContain(`<source type="image/webp" srcSet="${base}/320.webp 320w`);
    expect(html).toMatch(new RegExp(`<img src="${base}/1000.png" srcSet="${base}/320.png 320w.*" sizes="50vw" width="1000" height="750" alt="Our office" loading="lazy" decoding="async" fetchPriority="auto"/>`));
  });

  test("a photo wider than 1920 px is offered up to 1920, and the top image loads first", () => {
    const src = mediaReference({ id: ID, hash: HASH, width: 4000, height: 3000, format: "jpeg" });
    expect(parseMediaReference(src)).toEqual({ id: ID, hash: HASH, width: 1920, height: 1440, format: "jpeg" });
    const html = renderToStaticMarkup(<Picture src={src} alt="" sizes="100vw" priority />);
    expect(html).toContain("1280.avif 1280w, /media/");
    expect(html).toContain("1920.avif 1920w");
    expect(html).not.toContain("4000");
    expect(html).toContain('width="1920" height="1440" alt="" loading="eager" decoding="async" fetchPriority="high"');
  });

  test("a typed URL stays a plain image, as stored content had it", () => {
    const html = renderToStaticMarkup(<Picture src="https://example.com/photo.jpg" alt="A photo" sizes="100vw" box={{ width: 800, height: 600 }} />);
    expect(html).toBe('<img src="https://example.com/photo.jpg" alt="A photo" loading="lazy" decoding="async" fetchPriority="auto" width="800" height="600"/>');
  });
});
