import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Picture } from "#app/components/picture.tsx";
import { parseMediaReference } from "#app/lib/media-url.ts";

/** How wide rich text is shown: the reading column of text sections and HTML pages (max-w-3xl, 48rem). */
export const RICH_TEXT_IMAGE_SIZES = "(min-width: 768px) 768px, 100vw";

/*
 * This reads sanitize-html's output only (html-sanitizer.server.ts): it writes every element it
 * keeps with lowercase names and each attribute as name="value", with &, <, > and " escaped inside
 * values and text. So `<img …>` below matches exactly the images it kept, never text that looks
 * like one, and an attribute's value ends at the next quote.
 */
const IMAGE_TAG = /<img\s[^<>]*>/g;
const ATTRIBUTE = /\s([a-z-]+)="([^"]*)"/g;
const PIXELS = /^[1-9]\d{0,4}$/;
const ALIGNMENT = /^text-align:(center|right)$/;

/**
 * Rich text as visitors get it: every image whose source is a library image becomes the same
 * responsive <picture> as a section's image (AVIF and WebP sources, srcset, sizes, width and
 * height, lazy loading), drawn by <Picture> itself. The stored HTML keeps its plain <img>; this
 * runs on every public render, after sanitising. The new markup is React's, made only from the
 * parsed reference (id, hash, numbers, format) and the alt text, which React escapes again; any
 * other image stays as the sanitiser left it.
 */
export function pictureLibraryImages(sanitizedHtml: string): string {
  return sanitizedHtml.replace(IMAGE_TAG, (tag) => {
    const attributes = Object.fromEntries([...tag.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, unescapeAttribute(value!)]));
    const src = attributes.src ?? "";
    const media = parseMediaReference(src);
    if (!media) return tag;
    // A width written in the HTML editor that draws the image smaller than its own is kept.
    const width = attributes.width && PIXELS.test(attributes.width) && Number(attributes.width) < media.width ? Number(attributes.width) : undefined;
    const sizes = width ? `(min-width: ${width}px) ${width}px, 100vw` : RICH_TEXT_IMAGE_SIZES;
    const picture = renderToStaticMarkup(createElement(Picture, { src, alt: attributes.alt ?? "", sizes, displayWidth: width }));
    // The editor's image alignment (the only style the sanitiser keeps) moves to a wrapper the <picture> sits in.
    const align = ALIGNMENT.exec(attributes.style ?? "")?.[1];
    return align ? `<span style="display:block;text-align:${align}">${picture}</span>` : picture;
  });
}

/** The inverse of sanitize-html's attribute escaping (&amp; last, so "&amp;lt;" stays "&lt;"). */
function unescapeAttribute(value: string): string {
  return value.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}
