import { formViewsOf } from "#app/features/forms/form-view.server.ts";
import type { Collection } from "#app/features/collections/collections.ts";
import { readAddress, type AddressBook } from "#app/features/languages/public-address.ts";
import { chosenShareImage, pageShareImage } from "#app/features/seo/page-share-image.server.ts";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { findPublishedRow } from "../cms/pages.server.ts";
import { withLibraryPictures } from "../cms/public-page-content.server.ts";
import { resolvePageLinks } from "../links/page-links.server.ts";
import type { PageRecord } from "../cms/schema.ts";
import { pagePublicPath } from "../page-address.ts";
import { pageAlternates } from "../public-page.server.ts";

/**
 * The published item of a collection at a public path, /{prefix}/{base}/{slug} (docs/decisions/039-collections.md),
 * or null. One address per item: a row that keeps a site page's address (the shipped case studies
 * at /case-study-1) or a language not served gives another path, or none, so it is not found here.
 */
export async function findPublicItem(collection: Collection, pathname: string, book: AddressBook): Promise<PageRecord | null> {
  const { tag, path } = readAddress(pathname, book);
  const [, base, slug, ...rest] = path.split("/");
  if (base !== collection.base || !slug || rest.length > 0) return null;
  const record = await findPublishedRow({ slug, locale: tag, collection: collection.key });
  return record && pagePublicPath(record, book) === pathname ? record : null;
}

/** What an item shares (og:image): the SEO panel's image, else its cover from the library, else the card drawn from its title. */
async function itemShareImage(record: PageRecord, cover: { image: string }): Promise<string> {
  const { settings } = await getSiteSettings();
  const chosen = await chosenShareImage(record.seo);
  if (chosen) return chosen;
  const covered = cover.image ? await chosenShareImage({ ...record.seo, socialImage: cover.image }) : null;
  return covered ?? (await pageShareImage(record, settings.companyName));
}

/**
 * What every item's page shows and says beside its collection's own parts: title, description (its
 * meta description, else its excerpt), sections with library pictures, the item's dates and cover,
 * the image it shares, its translations (hreflang) and the contact forms' stamp.
 */
export async function itemPageFrame(record: PageRecord, fields: { excerpt: string; cover: { image: string; alt: string }; publishedAt: string }, path: string, book: AddressBook) {
  const [alternates, image, formViews] = await Promise.all([pageAlternates(record, book), itemShareImage(record, fields.cover), itemFormViews(record, path, book)]);
  return {
    page: { title: record.title, metaDescription: record.metaDescription || fields.excerpt, content: await resolvePageLinks(withLibraryPictures(record.content), record.locale, book) },
    item: { excerpt: fields.excerpt, cover: fields.cover, publishedAt: fields.publishedAt || record.createdAt, updatedAt: record.updatedAt },
    search: { image, canonicalUrl: record.seo.canonicalUrl, noindex: record.seo.noindex },
    path,
    language: record.locale,
    alternates,
    formStamp: issueFormStamp(Date.now()),
    formViews,
  };
}

/** The forms an item's Form sections show, in its language: an item's sections are a page's, forms included. */
export function itemFormViews(record: PageRecord, path: string, book: AddressBook) {
  return formViewsOf(record.content, { language: record.locale, defaultTag: book.defaultTag, path });
}
