import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "./defaults.ts";
import { footerQuickLinks, settingsErrors, SiteSettings, withQuickLinksSource } from "./schema.ts";
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

  it("shows the phones' Get in Touch button on settings stored before the switch existed, and refuses a value that is not on or off", () => {
    const { stickyContact: _, ...stored } = seed;
    expect(SiteSettings.parse(stored).stickyContact).toBe(true);
    expect(SiteSettings.parse({ ...seed, stickyContact: false }).stickyContact).toBe(false);
    expect(errorsOf({ ...seed, stickyContact: "no" })).toEqual({ stickyContact: "Choose whether phones show the Get in Touch button." });
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

describe("the footer's Quick Links", () => {
  it("are the header's navigation while they follow it, their own once switched off", () => {
    const own = [{ id: "q1", label: "Blog", href: "/insights" }];
    expect(footerQuickLinks({ ...seed, quickLinks: own, quickLinksFollowHeader: true })).toBe(seed.headerLinks);
    expect(footerQuickLinks({ ...seed, quickLinks: own, quickLinksFollowHeader: false })).toBe(own);
  });

  it("follow the header on settings stored before the choice existed where the two lists were the same links, not where staff made them differ", () => {
    const { quickLinksFollowHeader: _, ...before } = seed;
    expect(withQuickLinksSource(before)).toMatchObject({ quickLinksFollowHeader: true });
    const renamed = { ...before, quickLinks: before.quickLinks.map((link, index) => (index === 0 ? { ...link, label: "Start" } : link)) };
    expect(withQuickLinksSource(renamed)).toMatchObject({ quickLinksFollowHeader: false });
    // A stored choice is kept, and what is no settings object is left for the schema to refuse.
    expect(withQuickLinksSource({ ...renamed, quickLinksFollowHeader: true })).toMatchObject({ quickLinksFollowHeader: true });
    expect(withQuickLinksSource(null)).toBeNull();
  });

  it("take a page chosen from the list like any link, and refuse a reference that cannot be read", () => {
    expect(errorsOf({ ...seed, headerLinks: [{ id: "n", label: "Services", href: "page:site-page:services" }] })).toEqual({});
    expect(errorsOf({ ...seed, legalLinks: [{ id: "l", label: "Privacy", href: "page:../../x" }] })).toEqual({ "legalLinks.0.href": "That link to a page cannot be read. Choose the page again from the list." });
  });
});
