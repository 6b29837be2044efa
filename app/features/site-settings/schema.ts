import { EMAIL_MAX_LENGTH } from "#app/lib/email-address.ts";
import { emailField } from "#app/lib/email-field.ts";
import { PHONE_MESSAGE, PHONE_PATTERN } from "#app/lib/phone.ts";
import { checkedLinkTarget, imageAddress } from "#app/components/admin/fields/section-fields.ts";
import { TimeZoneName } from "#app/lib/time-zone-field.ts";
import { DEFAULT_TIME_ZONE } from "#app/lib/time-zone.ts";
import { z } from "#app/lib/zod.ts";

/**
 * The site's frame as staff edit it on /admin/settings (docs/decisions/023-site-settings.md): the
 * company's details, the header's and footer's links, the default social-sharing image and the
 * time zone the admin shows times in (docs/decisions/040-time-zones.md). One
 * schema for the form (before sending) and the action (before writing), and for every read of the
 * stored row.
 */

const MAX_URL = 2048;
/** Enough for any real menu; a longer one would not fit the header. */
const MAX_LINKS = 12;

const text = (label: string, max: number) => z.string().trim().min(1, `${label} is required.`).max(max, `${label} can be at most ${max} characters.`);

/** A page chosen from the list ("page:…", followed when its address changes) or a typed address. */
const href = (label: string) => checkedLinkTarget(text(label, MAX_URL));

const id = z.string().min(1).max(100);

export const SiteLink = z.object({ id, label: text("Link text", 60), href: href("Link address") });
export type SiteLink = z.infer<typeof SiteLink>;

/** A profile elsewhere (LinkedIn, X …): the network's name and the profile's full https:// address. */
const SocialLink = z.object({
  id,
  label: text("Network name", 60),
  href: text("Profile address", MAX_URL).refine((url) => /^https:\/\/[^\s/]+\.[^\s]+$/i.test(url), "Use the profile's full address, starting with https://."),
});

const BusinessHours = z.object({ id, days: text("Days", 60), hours: text("Hours", 60) });
const Office = z.object({ id, city: text("Office", 80) });

const links = (label: string, min: number) =>
  z
    .array(SiteLink)
    .min(min, `${label} needs at least one link.`)
    .max(MAX_LINKS, `${label} can hold at most ${MAX_LINKS} links.`);


export const SiteSettings = z.object({
  companyName: text("Company name", 80),
  phone: text("Phone", 30).regex(PHONE_PATTERN, PHONE_MESSAGE),
  email: emailField({
    normalize: false,
    messages: { empty: "E-mail is required.", tooLong: `E-mail can be at most ${EMAIL_MAX_LENGTH} characters.`, invalid: "E-mail must be a valid address, e.g. hello@example.com." },
  }),
  businessHours: z.array(BusinessHours).min(1, "Add at least one line of business hours.").max(7, "Business hours can hold at most 7 lines."),
  offices: z.array(Office).min(1, "Add at least one office.").max(MAX_LINKS, `Offices can hold at most ${MAX_LINKS} entries.`),
  footerDescription: text("Footer description", 500),
  headerLinks: links("Header navigation", 1),
  quickLinks: links("Quick Links", 1),
  /** The footer's Quick Links are the header's navigation (one rename changes both) until staff switch this off and edit a copy. */
  quickLinksFollowHeader: z.boolean("Choose whether the Quick Links are the header's navigation."),
  serviceLinks: links("Services links", 0),
  legalLinks: links("Legal links", 0),
  socialLinks: z.array(SocialLink).max(MAX_LINKS, `Social profiles can hold at most ${MAX_LINKS} links.`),
  shareImage: imageAddress("Default sharing image").refine((url) => url !== "", "Default sharing image is required."),
  // Settings stored before time zones existed have none: those installs keep the UTC they always showed.
  timeZone: TimeZoneName.default(DEFAULT_TIME_ZONE),
  /** A compact "Get in Touch" button that stays at the bottom of a phone's screen once a visitor scrolls a page (issue U); on where never set. */
  stickyContact: z.boolean("Choose whether phones show the Get in Touch button.").default(true),
});
export type SiteSettings = z.infer<typeof SiteSettings>;
export type SiteSettingsKey = keyof SiteSettings;

/**
 * The parts of the settings each language has its own of (docs/decisions/037-locale-model.md): what
 * a visitor reads in the header and footer. The company's name, contact details, social profiles and
 * sharing image are the same in every language.
 */
export const TRANSLATED_SETTINGS = ["businessHours", "offices", "footerDescription", "headerLinks", "quickLinks", "quickLinksFollowHeader", "serviceLinks", "legalLinks"] as const satisfies readonly SiteSettingsKey[];
export type TranslatedSettings = Pick<SiteSettings, (typeof TRANSLATED_SETTINGS)[number]>;

/** A language's own parts, checked by the same rules as the whole (a form may send the shared parts too: they are dropped). */
export const TranslatedSettings = SiteSettings.pick(Object.fromEntries(TRANSLATED_SETTINGS.map((key) => [key, true])) as { [K in (typeof TRANSLATED_SETTINGS)[number]]: true });

export function translatedPart(settings: SiteSettings): TranslatedSettings {
  return Object.fromEntries(TRANSLATED_SETTINGS.map((key) => [key, settings[key]])) as TranslatedSettings;
}

/** The links the footer's Quick Links column shows: the header's while it follows them. */
export function footerQuickLinks(settings: Pick<SiteSettings, "headerLinks" | "quickLinks" | "quickLinksFollowHeader">): SiteLink[] {
  return settings.quickLinksFollowHeader ? settings.headerLinks : settings.quickLinks;
}

/**
 * Settings stored before the Quick Links could follow the header say nothing of it: they follow it
 * where the two lists are the same links (a fresh install's are), and keep their own where staff
 * had made them differ. Applied to a stored row before it is read.
 */
export function withQuickLinksSource(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || typeof (raw as { quickLinksFollowHeader?: unknown }).quickLinksFollowHeader === "boolean") return raw;
  const stored = raw as { headerLinks?: unknown; quickLinks?: unknown };
  const targets = (list: unknown) => JSON.stringify(Array.isArray(list) ? list.map((link: { label?: unknown; href?: unknown } | null) => [link?.label, link?.href]) : null);
  return { ...stored, quickLinksFollowHeader: targets(stored.headerLinks) === targets(stored.quickLinks) };
}

/** What each part of the settings is called in messages and the audit log. */
export const SETTINGS_LABELS: Record<SiteSettingsKey, string> = {
  companyName: "company name",
  phone: "phone",
  email: "e-mail",
  businessHours: "business hours",
  offices: "offices",
  footerDescription: "footer description",
  headerLinks: "header navigation",
  quickLinks: "Quick Links",
  quickLinksFollowHeader: "Quick Links' source",
  serviceLinks: "Services links",
  legalLinks: "legal links",
  socialLinks: "social profiles",
  shareImage: "default sharing image",
  timeZone: "time zone",
  stickyContact: "Get in Touch button on phones",
};

/** Validation messages by path ("headerLinks.0.label"), the first for each place, in the form's order. */
export type SettingsErrors = Record<string, string>;

export function settingsErrors(issues: ReadonlyArray<{ readonly path: readonly PropertyKey[]; readonly message: string }>): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return errors;
}
