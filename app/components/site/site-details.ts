/**
 * What the shared site components draw of the site settings. The settings' schema is a feature
 * (features/site-settings/schema.ts), which components and sections do not import (docs/conventions.md,
 * "Layers"): these name only the fields they show, and the settings satisfy them where a route passes
 * them in.
 */
export interface SiteLink {
  id: string;
  label: string;
  href: string;
}

/** How to reach the company: the footer and the contact page show them. */
export interface ContactWays {
  phone: string;
  email: string;
  businessHours: readonly { id: string; days: string; hours: string }[];
  offices: readonly { id: string; city: string }[];
}
