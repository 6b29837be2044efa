import { describe, expect, it } from "vitest";
import { clearExportStartedCookie, EXPORT_STARTED_COOKIE, exportHasStarted, exportStartedCookie } from "./export-started.ts";

describe("the export-started cookie", () => {
  it("is set for the page's own random token, readable by the page's script, for the Subscribers screen only", () => {
    const cookie = exportStartedCookie("0123456789abcdef0123456789abcdef", { secure: false });
    expect(cookie).toBe(`${EXPORT_STARTED_COOKIE}=0123456789abcdef0123456789abcdef; Path=/admin/subscribers; Max-Age=120; SameSite=Lax`);
    expect(cookie).not.toMatch(/HttpOnly/);
  });

  it("over HTTPS is Secure with the __Secure- prefix, and is recognised and cleared under that name", () => {
    const token = "0123456789abcdef0123456789abcdef";
    expect(exportStartedCookie(token, { secure: true })).toBe(`__Secure-${EXPORT_STARTED_COOKIE}=${token}; Path=/admin/subscribers; Max-Age=120; SameSite=Lax; Secure`);
    expect(exportHasStarted(`__Secure-${EXPORT_STARTED_COOKIE}=${token}`, token)).toBe(true);
    expect(clearExportStartedCookie(true)).toBe(`__Secure-${EXPORT_STARTED_COOKIE}=; Path=/admin/subscribers; Max-Age=0; SameSite=Lax; Secure`);
    expect(clearExportStartedCookie(false)).toBe(`${EXPORT_STARTED_COOKIE}=; Path=/admin/subscribers; Max-Age=0; SameSite=Lax`);
  });

  it("is not set without a token or for anything that is not one, so a link cannot write other cookie attributes", () => {
    for (const token of [null, "", "short", "abc; Domain=evil.test; x=yyyyyyyy", "UPPERCASE0123", "a".repeat(41)]) {
      expect(exportStartedCookie(token, { secure: false })).toBeNull();
    }
  });

  it("is recognised among the page's other cookies, for its token only", () => {
    const token = "00112233445566778899aabbccddeeff";
    expect(exportHasStarted(`theme=dark; ${EXPORT_STARTED_COOKIE}=${token}; other=1`, token)).toBe(true);
    expect(exportHasStarted(`${EXPORT_STARTED_COOKIE}=${token}`, token)).toBe(true);
    expect(exportHasStarted(`${EXPORT_STARTED_COOKIE}=someoneelse0000`, token)).toBe(false);
    expect(exportHasStarted("", token)).toBe(false);
  });
});
