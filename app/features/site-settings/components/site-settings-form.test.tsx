import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../defaults.ts";
import { SiteSettingsForm } from "./site-settings-form.tsx";

const settings = defaultSiteSettings({ phone: "+44 20 7946 0321", email: "hello@brandcheck.com" });
const english = { tag: "en", englishName: "English", nativeName: "English", direction: "ltr", isDefault: true } as const;
const arabic = { tag: "ar", englishName: "Arabic", nativeName: "العربية", direction: "rtl", isDefault: false } as const;

function render(language: typeof english | typeof arabic, started = true): string {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <SiteSettingsForm settings={settings} version={0} language={language} defaultLanguage={english} started={started} canWrite serverErrors={undefined} timeZones={["UTC", "Asia/Hong_Kong"]} /> },
  ]);
  return renderToString(<Stub />).replace(/<!-- -->/g, "");
}

describe("the Settings form in a language", () => {
  it("in the default language edits everything, shared parts included", () => {
    const html = render(english);
    for (const label of ["Phone", "Company Name", "Social Profiles", "Default Sharing Image", "Site Time Zone", "Save Settings"]) expect(html).toContain(label);
    expect(html).toContain('<option value="Asia/Hong_Kong">Hong Kong</option>');
    expect(html).not.toContain('dir="rtl"');
  });

  it("in another language edits only its own parts, typed right to left where it is written so, and says where an untranslated form starts", () => {
    const html = render(arabic, false);
    for (const label of ["Phone", "Company Name", "Social Profiles", "Default Sharing Image", "Site Time Zone"]) expect(html).not.toContain(`>${label}<`);
    expect(html).toContain("Save Arabic Settings");
    expect(html).toContain("Not translated yet: this form starts from the English texts and links");
    // The footer description, the hours, the offices and every link text; never a link address. The
    // Quick Links are the header's (a fresh install's follow it), so they have no fields of their own.
    expect(html).toContain("Same as the header&#x27;s navigation");
    const rtl = html.match(/<(input|textarea)[^>]*dir="rtl"[^>]*>/g) ?? [];
    expect(rtl.length).toBe(1 + settings.businessHours.length * 2 + settings.offices.length + settings.headerLinks.length + settings.serviceLinks.length + settings.legalLinks.length);
    expect(rtl.every((tag) => tag.includes('lang="ar"'))).toBe(true);
    expect(rtl.some((tag) => tag.includes('value="/'))).toBe(false);
  });
});
