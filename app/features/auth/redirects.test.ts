import { describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_PATH, safeRedirectTo } from "./redirects.ts";

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
