// Issue O, item 5: every spelling of a page's path ("/SERVICES", "/services/", "/services//") was a
// page of its own to the HTML cache. canonicalPagePath gives the one spelling they are sent to; it
// must never name another host, and must leave the admin, the API and files as they are.
import { describe, expect, it } from "vitest";
import { canonicalPagePath } from "#server/canonical-path.ts";

const SPELLINGS: ReadonlyArray<readonly [string, string]> = [
  ["/services", "/services"],
  ["/SERVICES", "/services"],
  ["/Services/", "/services"],
  ["/services/", "/services"],
  ["/services//", "/services"],
  ["//services", "/services"],
  ["/%73ervices", "/services"],
  ["/%53ERVICE%53", "/services"],
  ["/a/../services", "/services"],
  ["/a/%2e%2e/services", "/services"],
  ["/services/.", "/services"],
  ["/\\services", "/services"],
  ["/case-study_1~", "/case-study_1~"],
  ["/caf%C3%A9", "/caf%c3%a9"],
  ["/newsletter/Confirm/", "/newsletter/confirm"],
  ["/", "/"],
  ["//", "/"],
  ["/./", "/"],
];

const NOT_PAGES = [
  "/admin",
  "/Admin/Login",
  "/admin/pages/",
  "/api/auth/get-session",
  "/API/auth/reset-password/AbC",
  "//api/auth/ok",
  "/assets/entry-AbC123.js",
  "/media/id/hash/Photo.JPG",
  "/social-cards/about/AbC.png",
  "/preview/id.SeCrEt",
  "/services.data",
  "/_root.data",
  "/sitemap.xml",
  "*",
  "",
];

// What an attacker tries to turn into a Location naming another host.
const OFF_SITE_TRIES = ["//evil.example", "//evil.example/", "//evil/x/", "///evil/x", "/\\evil.example", "/\\/evil/x", "/.//evil/x", "/a/..//evil/x", "/%2e%2e//evil/x", "/%2F%2Fevil/x", "/%5C%5Cevil/x"];

describe("canonicalPagePath", () => {
  it.each(SPELLINGS)("spells %s as %s", (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
  });

  it.each(NOT_PAGES)("leaves %s alone: not a page's path", (path) => {
    expect(canonicalPagePath(path)).toBeNull();
  });

  it.each(OFF_SITE_TRIES)("never names another host for %s", (path) => {
    const canonical = canonicalPagePath(path);
    if (canonical === null) return;
    expect(canonical).toMatch(/^\/(?![/\\])/);
    expect(new URL(canonical, "https://site.example").origin).toBe("https://site.example");
  });

  it("changes nothing when applied twice, so a redirect to it never loops", () => {
    for (const path of [...SPELLINGS.map(([path]) => path), ...OFF_SITE_TRIES]) {
      const canonical = canonicalPagePath(path);
      if (canonical !== null) expect(canonicalPagePath(canonical), path).toBe(canonical);
    }
  });
});
