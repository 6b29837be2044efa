import { describe, expect, it } from "vitest";
import type { PageContent } from "#app/features/pages/cms/content.ts";
import { withLibraryPictures } from "#app/features/pages/cms/public-page-content.server.ts";
import { sanitizePageContent } from "#app/features/pages/cms/sanitize-content.server.ts";
import { textDefaults } from "#app/sections/text/schema.ts";
import { mediaReference, mediaWidths, variantUrl } from "#app/lib/media-url.ts";
import { pictureLibraryImages, RICH_TEXT_IMAGE_SIZES } from "./rich-text-pictures.server.ts";

const MEDIA = { id: "0b6f3c1e-8d2a-4c4e-9a57-3f1d2e5b6c7a", hash: "0123456789abcdef", width: 1000, height: 750, format: "jpeg" as const };
const SRC = mediaReference(MEDIA);

/** What a page loader hands its page: sanitised on read, then its library images drawn. */
const publicContent = (content: PageContent) => withLibraryPictures(sanitizePageContent(content));

/** The <source> elements of the rendered markup (as React writes them) and its <img> tag. */
function pictureParts(html: string) {
  return {
    sources: [...html.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"\/>/g)].map(([, type, srcSet, sizes]) => ({ type, srcSet, sizes })),
    img: /<img [^>]*\/>/.exec(html)?.[0] ?? "",
  };
}

describe("library images in rich text", () => {
  it("become a responsive <picture> at render time; the stored HTML keeps its <img>", () => {
    const stored = `<p>Our team:</p><p><img src="${SRC}" alt="The team at work" title="hover text" style="text-align:left"></p>`;
    const section = { ...textDefaults(0), content: stored };

    expect(sanitizePageContent({ sections: [section] })).toEqual({ sections: [{ ...section, content: `<p>Our team:</p><p><img src="${SRC}" alt="The team at work" title="hover text" style="text-align:left" /></p>` }] });
    const [rendered] = (publicContent({ sections: [section] }) as { sections: { content: string }[] }).sections;
    const html = rendered!.content;

    expect(html.startsWith(`<p>Our team:</p><p><picture class="contents">`)).toBe(true);
    const { sources, img } = pictureParts(html);
    const widths = mediaWidths(MEDIA.width);
    expect(sources).toEqual([
      { type: "image/avif", srcSet: widths.map((w) => `${variantUrl(MEDIA, w, "avif")} ${w}w`).join(", "), sizes: RICH_TEXT_IMAGE_SIZES },
      { type: "image/webp", srcSet: widths.map((w) => `${variantUrl(MEDIA, w, "webp")} ${w}w`).join(", "), sizes: RICH_TEXT_IMAGE_SIZES },
    ]);
    expect(img).toContain(`src="${variantUrl(MEDIA, 1000, "jpeg")}"`);
    expect(img).toContain(`width="1000" height="750" alt="The team at work" loading="lazy" decoding="async"`);
    // Only what <Picture> draws: the stored title and style are not carried over.
    expect(html).not.toContain("title=");
    expect(html).not.toContain("style=");
  });

  it("keeps the editor's centre or right alignment of an image, as a wrapper around the <picture>", () => {
    for (const align of ["center", "right"]) {
      const { html } = publicContent({ html: `<p><img src="${SRC}" alt="Centred" style="text-align: ${align}"></p>` }) as { html: string };
      expect(html).toMatch(new RegExp(`^<p><span style="display:block;text-align:${align}"><picture class="contents">[^]*</picture></span></p>$`));
      expect(pictureParts(html).img).not.toContain("style=");
    }
  });

  it("works the same for an HTML page and for an image inside a link", () => {
    const { html } = publicContent({ html: `<a href="/about"><img src="${SRC}" alt=""></a>` }) as { html: string };
    expect(html).toMatch(/^<a href="\/about"><picture class="contents"><source type="image\/avif" [^]*<img [^>]*alt=""[^>]*\/><\/picture><\/a>$/);
  });

  it("leaves other images as the sanitiser wrote them", () => {
    const others = `<p><img src="https://cdn.example.com/photo.jpg" alt="Elsewhere" /><img src="/media/not-a-library-image.jpg" alt="" /></p>`;
    expect(pictureLibraryImages(others)).toBe(others);
  });

  it("keeps a smaller width set in the HTML editor, with the height in proportion", () => {
    const html = pictureLibraryImages(`<img src="${SRC}" alt="Small" width="400" />`);
    expect(pictureParts(html).img).toContain(`width="400" height="300"`);
    expect(pictureParts(html).sources[0]!.sizes).toBe("(min-width: 400px) 400px, 100vw");
    // A width that would enlarge the image, or is not a number of pixels, is ignored.
    for (const width of ["2000", "50%", "0"]) expect(pictureParts(pictureLibraryImages(`<img src="${SRC}" alt="" width="${width}" />`)).img).toContain(`width="1000" height="750"`);
  });

  it("cannot be used to inject markup: text that looks like an image stays text, and alt text is escaped again", () => {
    const hostile = `<p>&lt;img src="${SRC}" onerror="alert(1)"&gt;</p><img src="${SRC}" alt='"><script>alert(2)</script>' onerror="alert(3)">`;
    const { html } = publicContent({ html: hostile }) as { html: string };
    expect(html.startsWith(`<p>&lt;img src="${SRC}" onerror="alert(1)"&gt;</p><picture`)).toBe(true);
    expect(html).not.toMatch(/<script|onerror="alert\(3\)/);
    expect(pictureParts(html).img).toContain(`alt="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"`);
  });
});
