import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "./defaults.ts";
import { settingsErrors, SiteSettings } from "./schema.ts";
import { auditSummary } from "./site-settings.server.ts";

const seed = defaultSiteSettings({ phone: "+44 20 7946 0321", email: "hello@brandcheck.com" });

function errorsOf(input: unknown) {
  const parsed = SiteSettings.safeParse(input);
  return parsed.success ? {} : settingsErrors(parsed.error.issues);
}

describe("SiteSettings", () => {
  it("accepts the seed and trims what staff type", () => {
    const parsed = SiteSettings.parse({ ...seed, companyName: "  Acme  ", phone: " (020) 7946-0321 " });
    expect(parsed.companyName).toBe("Acme");
    expect(parsed.phone).toBe("(020) 7946-0321");
  });

  it("says what is wrong with each field, by its place in the form", () => {
    const errors = errorsOf({
      ...seed,
      companyName: " ",
      phone: "call us",
      email: "nobody",
      headerLinks: [],
      quickLinks: [{ id: "q", label: "", href: "javascript:alert(1)" }],
      socialLinks: [{ id: "s", label: "LinkedIn", href: "http://linkedin.com/x" }],
      shareImage: "javascript:alert(1)",
    });
    expect(errors).toEqual({
      companyName: "Company name is required.",
      phone: "Phone can only hold digits, spaces, +, brackets, dots and hyphens, e.g. +44 20 7946 0321.",
      email: "E-mail must be a valid address, e.g. hello@example.com.",
      headerLinks: "Header navigation needs at least one link.",
      "quickLinks.0.label": "Link text is required.",
      "quickLinks.0.href": "Use a link that starts with https://, http://, mailto:, tel: or /.",
      "socialLinks.0.href": "Use the profile's full address, starting with https://.",
      shareImage: "Use an image URL that starts with https://, http:// or /.",
    });
  });

  it("limits the lists", () => {
    const many = Array.from({ length: 13 }, (_, index) => ({ id: `l${index}`, label: "Link", href: "/" }));
    expect(errorsOf({ ...seed, headerLinks: many })).toEqual({ headerLinks: "Header navigation can hold at most 12 links." });
  });
});

describe("auditSummary", () => {
  it("names the parts that changed", () => {
    expect(auditSummary(seed, { ...seed, phone: "+1 555 0100", headerLinks: seed.headerLinks.slice(1) })).toBe("Updated the site settings: phone, header navigation");
    expect(auditSummary(seed, seed)).toBe("Saved the site settings without changes");
  });
});
