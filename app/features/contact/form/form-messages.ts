import type { CatalogLocale } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";

/**
 * The public forms' failure notice (the catalogue's "Something went wrong: Please try again later."),
 * in a page's language: its two parts for the toast, and joined for the text a form shows. Kept apart
 * from form-fields.ts, which the public script imports and which must stay free of the catalogs.
 */
export function failureNotice(catalog: CatalogLocale): { title: string; description: string; text: string } {
  const locale = { locale: catalog };
  const title = m.form_failure_title({}, locale);
  const description = m.form_failure_description({}, locale);
  return { title, description, text: m.form_notice({ title, description }, locale) };
}

/**
 * The failure toast the public script shows when a form's post gets no answer (app/site-enhance/forms.ts):
 * its title and description apart, since the joined text cannot be split again in every language ("：").
 */
export function failureAttributes(catalog: CatalogLocale): { "data-failure-title": string; "data-failure-description": string } {
  const { title, description } = failureNotice(catalog);
  return { "data-failure-title": title, "data-failure-description": description };
}
