import { describe, expect, it } from "vitest";
import { BAD_PAGE_LINK_MESSAGE, linkTargetProblem, pageLinkHref, readPageLink } from "./page-link.ts";
import { isSitePath } from "./site-path.ts";
import { UNSAFE_LINK_MESSAGE } from "./safe-url.ts";

describe("a link to a page", () => {
  it("names the page's translation group and, optionally, an anchor on it", () => {
    expect(readPageLink("page:4f1c2b9e-7d1a-4c3e-9a57-0b8d6e2f1a33")).toEqual({ key: "4f1c2b9e-7d1a-4c3e-9a57-0b8d6e2f1a33", anchor: "" });
    expect(readPageLink("page:site-page:services#test-buying")).toEqual({ key: "site-page:services", anchor: "test-buying" });
    expect(pageLinkHref({ key: "site-page:services", anchor: "test-buying" })).toBe("page:site-page:services#test-buying");
    expect(pageLinkHref({ key: "abc", anchor: "" })).toBe("page:abc");
  });

  it("is no typed address: a path, a URL or a reference with anything else in it is not one", () => {
    for (const href of ["/services", "https://example.com", "page:", "page:a b", "page:<script>", "page:x#a b", "PAGE:x", " page:x", "page:x?y=1"]) expect(readPageLink(href)).toBeNull();
    // Typed-path rewriting (translations, a default language moving) leaves references alone.
    expect(isSitePath("page:site-page:services")).toBe(false);
  });
});

describe("what a link field accepts", () => {
  it("a page, or an address with an allowed scheme", () => {
    for (const href of ["page:site-page:home", "/contact", "#form", "pricing", "https://example.com", "mailto:hello@example.com", "tel:+442079460321"]) expect(linkTargetProblem(href)).toBeNull();
  });

  it("refuses hostile schemes, written as a browser would still read them, with the scheme message", () => {
    for (const href of ["javascript:alert(1)", "JavaScript:alert(1)", "java\tscript:alert(1)", " javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "\\\\evil.example"]) {
      expect(linkTargetProblem(href)).toBe(UNSAFE_LINK_MESSAGE);
    }
  });

  it("says a malformed reference is a page to choose again, not a scheme to fix", () => {
    expect(linkTargetProblem("page:<script>")).toBe(BAD_PAGE_LINK_MESSAGE);
    expect(linkTargetProblem("Page: about")).toBe(BAD_PAGE_LINK_MESSAGE);
  });
});
