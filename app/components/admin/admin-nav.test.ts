import { describe, expect, it } from "vitest";
import { adminNavFor, avatarInitials, sectionLabel } from "./admin-nav.ts";

describe("sectionLabel", () => {
  it.each([
    ["/admin/dashboard", "Dashboard"],
    ["/admin/pages", "Pages"],
    ["/admin/pages/edit/42", "Pages"],
    ["/admin/translations", "Translations"],
    ["/admin/translations/changes/42", "Translations"],
    ["/admin/review", "Review"],
    ["/admin/review/42", "Review"],
    ["/admin/contact-submissions", "Contact Messages"],
    ["/admin/media", "Media"],
    ["/admin/subscribers", "Subscribers"],
    ["/admin/users", "Users"],
    ["/admin/settings", "Settings"],
    ["/admin/theme", "Theme"],
    ["/admin/site-health", "Site Health"],
    ["/admin/account", "Account"],
    ["/admin", "Dashboard"],
    ["/admin/somewhere-else", "Dashboard"],
  ])("%s → %s", (pathname, label) => {
    expect(sectionLabel(pathname)).toBe(label);
  });
});

describe("avatarInitials", () => {
  it("takes the e-mail's first two letters, upper-cased", () => {
    expect(avatarInitials("ann@example.com")).toBe("AN");
    expect(avatarInitials("z@example.com")).toBe("Z@");
  });

  it("falls back to BC without an e-mail", () => {
    expect(avatarInitials("")).toBe("BC");
    expect(avatarInitials(null)).toBe("BC");
    expect(avatarInitials(undefined)).toBe("BC");
  });
});

describe("adminNavFor", () => {
  it("lists Site Health and Theme for Admins only", () => {
    const labels = (role: Parameters<typeof adminNavFor>[0]) => adminNavFor(role).map((item) => item.label);
    expect(labels("admin")).toContain("Site Health");
    expect(labels("admin")).toContain("Theme");
    for (const role of ["editor", "viewer", undefined] as const) {
      expect(labels(role)).not.toContain("Site Health");
      expect(labels(role)).not.toContain("Theme");
      expect(labels(role)).toContain("Settings");
    }
  });

  it("lists Review for those who change pages (decision 048), not for Viewers", () => {
    const labels = (role: Parameters<typeof adminNavFor>[0]) => adminNavFor(role).map((item) => item.label);
    expect(labels("admin")).toContain("Review");
    expect(labels("editor")).toContain("Review");
    expect(labels("viewer")).not.toContain("Review");
  });
});
