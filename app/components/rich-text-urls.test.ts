import { describe, expect, it } from "vitest";
import { UNSAFE_IMAGE_MESSAGE, UNSAFE_LINK_MESSAGE } from "#app/lib/safe-url.ts";
import { checkImageUrl, checkLinkUrl } from "./rich-text-urls.ts";

describe("the Insert Link dialog's URL check", () => {
  it.each([
    "https://example.com",
    "http://example.com/path?q=1#top",
    "HTTPS://Example.com",
    "mailto:hello@example.com",
    "tel:+442079460000",
    "tel:(020)7946-0000",
    "/contact",
    "/",
    "#form",
    "?page=2",
  ])("accepts %s", (url) => {
    expect(checkLinkUrl(`  ${url} `)).toEqual({ kind: "valid", url });
  });

  it.each([
    "javascript:alert(1)",
    "java\tscript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://example.com",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://",
    "https:///path",
    "example.com",
    "pricing",
    "mailto:",
    "mailto:not-an-address",
    "tel:call-me",
    "https://exa mple.com",
    "/about us",
  ])("refuses %s with the link message", (url) => {
    expect(checkLinkUrl(url)).toEqual({ kind: "invalid", message: UNSAFE_LINK_MESSAGE });
  });

  it("treats an empty or blank URL as nothing to do", () => {
    expect(checkLinkUrl("")).toEqual({ kind: "empty" });
    expect(checkLinkUrl(" \t\n")).toEqual({ kind: "empty" });
  });
});

describe("the Insert Image dialog's URL check", () => {
  it.each(["https://cdn.example.com/photo.jpg", "http://example.com/a.png", "/images/og-card.png"])("accepts %s", (url) => {
    expect(checkImageUrl(url)).toEqual({ kind: "valid", url });
  });

  it.each([
    "javascript:alert(1)",
    "data:image/svg+xml;base64,PHN2Zz4=",
    "data:image/png;base64,iVBORw0KGgo=",
    "mailto:hello@example.com",
    "//evil.example/a.png",
    "images/a.png",
    "#top",
    "https://",
  ])("refuses %s with the image message", (url) => {
    expect(checkImageUrl(url)).toEqual({ kind: "invalid", message: UNSAFE_IMAGE_MESSAGE });
  });

  it("treats an empty URL as nothing to do", () => {
    expect(checkImageUrl("   ")).toEqual({ kind: "empty" });
  });
});
