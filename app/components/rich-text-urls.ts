import { isSafeImageUrl, isSafeLinkUrl, UNSAFE_IMAGE_MESSAGE, UNSAFE_LINK_MESSAGE } from "#app/lib/safe-url.ts";

/**
 * What the rich-text editor's Insert Link and Insert Image dialogs accept. Stricter than what the
 * sanitiser keeps (safe-url.ts): a link is an absolute http(s) URL with a host, mailto:, tel:, or a
 * URL relative to this site ("/pricing", "#form", "?page=2"); an image is an http(s) URL or a path on
 * this site. A scheme-relative "//host" or a bare "pricing" is refused: it is nearly always a typo.
 */
export type UrlCheck = { kind: "empty" } | { kind: "invalid"; message: string } | { kind: "valid"; url: string };

// Whitespace or control characters inside a URL: a paste that took more than the URL.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const INNER_SPACE = /[\u0000-\u0020\u007f-\u009f]/;
const SITE_RELATIVE = /^(?:\/(?![/\\])|[#?])/;

function isWebUrl(url: string): boolean {
  if (!/^https?:\/\/[^/?#\\]/i.test(url)) return false;
  try {
    return new URL(url).hostname !== "";
  } catch {
    return false;
  }
}

function check(input: string, accepts: (url: string) => boolean, isSafe: (url: string) => boolean, message: string): UrlCheck {
  const url = input.trim();
  if (url === "") return { kind: "empty" };
  return !INNER_SPACE.test(url) && accepts(url) && isSafe(url) ? { kind: "valid", url } : { kind: "invalid", message };
}

export function checkLinkUrl(input: string): UrlCheck {
  return check(
    input,
    (url) => isWebUrl(url) || SITE_RELATIVE.test(url) || /^mailto:[^@\s]+@[^@\s]+$/i.test(url) || /^tel:\+?[\d().-]{3,}$/i.test(url),
    isSafeLinkUrl,
    UNSAFE_LINK_MESSAGE,
  );
}

export function checkImageUrl(input: string): UrlCheck {
  return check(input, (url) => isWebUrl(url) || /^\/(?![/\\])/.test(url), isSafeImageUrl, UNSAFE_IMAGE_MESSAGE);
}
