import { describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_PATH, flashFrom, FLASHES, safeRedirectTo, withFlash } from "./redirects.ts";

describe("safeRedirectTo", () => {
  it.each(["/admin/users", "/admin/users?q=ann", "/admin", "/admin/pages/edit/42"])("keeps the admin path %s", (path) => {
    expect(safeRedirectTo(path)).toBe(path);
  });

  it.each([
    null,
    "",
    "https://evil.example/admin",
    "//evil.example/admin",
    "/\\evil.example/admin",
    "/\\/evil.example",
    "javascript:alert(1)",
    "admin/users",
    "/contact",
    "/administrator",
    "/admin/login",
    "/admin/login?redirectTo=/admin/login",
    "/admin/../contact",
  ])("falls back to the dashboard for %j", (value) => {
    expect(safeRedirectTo(value)).toBe(DEFAULT_ADMIN_PATH);
  });
});

describe("flash notices", () => {
  it("travel in the query string and are read back", () => {
    const path = withFlash("/admin/users?q=ann", "signed-in");
    expect(path).toBe("/admin/users?q=ann&flash=signed-in");
    expect(flashFrom(new URL(path, "http://x").searchParams)).toBe(FLASHES["signed-in"]);
  });

  it("say the spec's sign-in and sign-out texts", () => {
    expect(FLASHES["signed-in"]).toMatchObject({ title: "Welcome back!", description: "You've been successfully logged in." });
    expect(FLASHES["signed-out"]).toMatchObject({ title: "Signed out", description: "You've been successfully logged out." });
    expect(FLASHES["sign-out-failed"].title).toBe("Sign out error");
  });

  it("turn a confirmation landing with better-auth's error into the invalid-link notice", () => {
    expect(flashFrom(new URLSearchParams("flash=email-confirmed&error=TOKEN_EXPIRED"))).toBe(FLASHES["email-link-invalid"]);
    expect(flashFrom(new URLSearchParams("flash=email-confirmed"))).toBe(FLASHES["email-confirmed"]);
    expect(flashFrom(new URLSearchParams("flash=unheard-of"))).toBeNull();
  });
});
