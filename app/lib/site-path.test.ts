import { describe, expect, it } from "vitest";
import { DOT_SEGMENT_OFF_SITE } from "#tests/fixtures/off-site-paths.ts";
import { isSafeImageUrl, isSafeLinkUrl } from "./safe-url.ts";
import { isSitePath, parseSitePath } from "./site-path.ts";

describe("a path of this site, checked as it resolves", () => {
  it("refuses what resolves to another host, however the dot segments are written", () => {
    for (const path of DOT_SEGMENT_OFF_SITE) expect(parseSitePath(path), path).toBeNull();
  });

  it("refuses other hosts, schemes, backslashes, spaces and control characters as typed", () => {
    for (const path of ["//evil.example", "/\\evil.example", "https://evil.example/x", "javascript:alert(1)", "evil.example", "/ spaced", "/a\u0000b", "/a\\b", "", " "]) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
    }
  });

  it("gives the form that is stored and served: dot segments resolved, percent-encoded, query and fragment apart", () => {
    expect(parseSitePath("/a/./b/../c?x=1#top")).toEqual({ pathname: "/a/c", search: "?x=1", hash: "#top" });
    expect(parseSitePath("/ünïcode")).toEqual({ pathname: "/%C3%BCn%C3%AFcode", search: "", hash: "" });
    expect(parseSitePath("/a/..")).toEqual({ pathname: "/", search: "", hash: "" });
    expect(parseSitePath("/%2F%2Fhost")?.pathname).toBe("/%2F%2Fhost");
  });

  it("holds for links and images too, which otherwise may name any https site", () => {
    for (const path of DOT_SEGMENT_OFF_SITE) {
      expect(isSafeLinkUrl(path), path).toBe(false);
      expect(isSafeImageUrl(path), path).toBe(false);
    }
    for (const url of ["/contact", "/services#compliance", "/a b", "https://partner.example/x", "//cdn.example/x.png", "#form", "pricing"]) {
      expect(isSafeLinkUrl(url), url).toBe(true);
    }
  });
});
