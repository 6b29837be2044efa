import { describe, expect, test } from "vitest";
import { UNSAFE_IMAGE_MESSAGE } from "#app/lib/safe-url.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { GalleryRenderer } from "./gallery.tsx";
import { GalleryEditor } from "./gallery-editor.tsx";
import { galleryDefaults, GallerySection, newGalleryImage } from "./schema.ts";

const gallery = (...images: GallerySection["images"]): GallerySection => ({ ...galleryDefaults(0), images });
const image = (url: string, alt = "") => ({ ...newGalleryImage(url), alt });

describe("gallery schema", () => {
  test("the defaults are valid", () => {
    const defaults = galleryDefaults(4);
    expect(GallerySection.parse(defaults)).toEqual(defaults);
  });

  test("an image needs a URL; its alt text is optional", () => {
    expect(issuesOf(GallerySection, gallery(image("/images/a.jpg"), image("")))).toEqual({ "images.1.url": "Image URL is required." });
  });

  test.each(["javascript:alert(1)", "data:image/svg+xml;base64,PHN2Zz4=", "vbscript:x", "\\\\evil\\share.png"])("refuses the image URL %j", (url) => {
    expect(issuesOf(GallerySection, gallery(image(url)))).toEqual({ "images.0.url": UNSAFE_IMAGE_MESSAGE });
  });

  test("accepts https, relative and raster data URLs", () => {
    expect(issuesOf(GallerySection, gallery(image("https://cdn.example.com/a.jpg"), image("/images/b.png"), image("data:image/png;base64,iVBORw0KGgo=")))).toEqual({});
  });
});

describe("gallery renderer", () => {
  test("renders nothing without images (the default)", () => {
    expect(renderHtml(<GalleryRenderer section={galleryDefaults(0)} context={PAGE_CONTEXT} />)).toBe("");
  });

  test("renders the images in order, lazily, with their alt text and a fixed size", () => {
    const html = renderHtml(<GalleryRenderer section={gallery(image("/a.jpg", "A parcel on a scale"), image("/b.jpg"))} context={PAGE_CONTEXT} />);
    const images = tagsOf(html, "img");
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/src="\/a\.jpg" alt="A parcel on a scale"/);
    expect(images[1]).toMatch(/src="\/b\.jpg" alt=""/);
    for (const img of images) {
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('decoding="async"');
      expect(img).toMatch(/width="\d+" height="\d+"/);
      expect(img).toContain("aspect-[4/3]");
    }
  });

  test("opening the page, its images load at the browser's own priority; below another section they yield to the opening image", () => {
    const opening = tagsOf(renderHtml(<GalleryRenderer section={gallery(image("/a.jpg"))} context={PAGE_CONTEXT} />), "img");
    const below = tagsOf(renderHtml(<GalleryRenderer section={{ ...gallery(image("/a.jpg")), order: 1 }} context={PAGE_CONTEXT} />), "img");
    expect(opening[0]).toContain('fetchPriority="auto"');
    expect(below[0]).toContain('fetchPriority="low"');
    expect(below[0]).toContain('loading="lazy"');
  });
});

describe("gallery editor", () => {
  const render = (section: GallerySection, readOnly = false) => renderHtml(<GalleryEditor section={section} onChange={() => {}} readOnly={readOnly} />);

  test("has URL and alt text inputs per image, a remove button each, and Add Image", () => {
    const html = render(gallery(image("https://cdn.example.com/a.jpg", "A"), image("/b.jpg", "B")));
    const text = visibleText(html);
    expect(text).toContain("Image 1");
    expect(text).toContain("Change Image");
    expect(text).toContain("Alt Text");
    expect(text).toContain("Remove Image 1");
    expect(text).toContain("Remove Image 2");
    expect(text).toContain("Add Image");
  });

  test("previews valid image URLs only", () => {
    const html = render(gallery(image("https://cdn.example.com/a.jpg"), image("javascript:alert(1)"), image("")));
    expect(tagsOf(html, "img")).toEqual([expect.stringContaining('src="https://cdn.example.com/a.jpg"')]);
  });

  test("says so when there are no images", () => {
    expect(visibleText(render(galleryDefaults(0)))).toContain("No images added yet Add Image");
  });

  test("disables every control when read-only", () => {
    const html = render(gallery(image("/a.jpg")), true);
    const controls = [...tagsOf(html, "input"), ...tagsOf(html, "button")];
    expect(controls).toHaveLength(6);
    for (const control of controls) expect(control).toContain('disabled=""');
  });
});
