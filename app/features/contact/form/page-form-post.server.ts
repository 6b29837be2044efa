import { data, redirect } from "react-router";
import { readAddress, type AddressBook } from "#app/features/languages/public-address.ts";
import type { PageRecord } from "#app/features/pages/cms/schema.ts";
import { receiveMultipartForm } from "#app/features/form-uploads/receive-multipart.server.ts";
import { NO_UPLOADS, type UploadBatch } from "#app/features/form-uploads/received-uploads.ts";
import { MAX_FORM_BYTES, readFormData } from "#app/lib/form.server.ts";
import { textField } from "#app/lib/form.ts";
import { catalogLocale, type CatalogLocale } from "#app/lib/i18n.ts";
import type { SectionFormResult } from "#app/sections/section-types.ts";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD, SECTION_ID_FIELD, SUBMISSION_KEY_FIELD } from "./form-fields.ts";
import { CONTACT_BLOCK_SENT, SENT_PARAM } from "./page-form-result.ts";
import { findContactSection } from "./section-form.ts";
import { submitContact } from "./submit-contact.server.ts";
import { submitSectionContact } from "./submit-section-contact.server.ts";

interface PageFormPost {
  request: Request;
  /** The page the form was shown on, as stored now. */
  page: Pick<PageRecord, "id" | "slug" | "content">;
  /** The page's public path ("/contact", "/about-us"): where the visitor goes back to. */
  path: string;
  ip: string;
  /** The site's languages: the page's path names the language every answer is in. */
  book: AddressBook;
  /** The page's other forms (the Form sections of features/forms), handed in by the route so that this feature imports none. */
  otherForms?: OtherPageForms;
}

/** How another feature's form on the page answers a post: sent (and where the visitor goes next), or refused. */
type OtherFormAnswer = { sent: true; redirectTo: string } | { sent: false; formResult: SectionFormResult; status: number };

/** Answers a post meant for one of its forms; null when the section named is none of them. */
export type OtherPageForms = (post: {
  form: FormData;
  sectionId: string;
  page: Pick<PageRecord, "id" | "slug" | "content">;
  path: string;
  ip: string;
  locale: string;
  catalog: CatalogLocale;
  /** The post's files, received and checked; a form claims the ones it stores, and the rest are removed after the answer. */
  uploads: UploadBatch;
}) => Promise<OtherFormAnswer | null>;

/**
 * A visitor's post of a form on a page of sections, for every route that shows one (a CMS page at
 * /{slug}, a site page such as /contact): a Contact Form section (named by its id), or, without an
 * id, the page's contact block, whose form is the contact page's own. Both go through the same spam
 * checks, idempotency key, rate limit and notification (runContactPipeline). A form with a file field
 * comes as multipart: its files are received and checked first, and whatever the outcome, every file
 * not stored with a message is removed before the answer goes (decision 045).
 */
export async function handlePageFormPost({ request, page, path, ip, book, otherForms }: PageFormPost) {
  // The form posts to its own page, whose address names its language: a served one, or the default
  // (readAddress), so the message records the page's language without a field a visitor could forge.
  const locale = readAddress(path, book).tag;
  const catalog = catalogLocale(locale);
  const read = await readPageForm(request, catalog);
  // An unreadable body names no section; one refused part-way (a file too large) names the section
  // it had read, which shows the message and keeps what was typed.
  if (!read.ok) {
    const formResult: SectionFormResult = { sectionId: read.form ? textField(read.form, SECTION_ID_FIELD) : "", formError: read.formError, values: read.form ? typedValues(read.form) : undefined };
    return data({ formResult }, { status: read.status });
  }
  try {
    return await answerPageForm(read.form, read.uploads, { page, path, ip, locale, catalog, otherForms });
  } finally {
    await read.uploads.discardUnclaimed();
  }
}

type PageFormRead = { ok: true; form: FormData; uploads: UploadBatch } | { ok: false; status: 400 | 413; formError: string; form?: FormData };

async function readPageForm(request: Request, catalog: CatalogLocale): Promise<PageFormRead> {
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) return receiveMultipartForm(request, { catalog });
  const read = await readFormData(request, MAX_FORM_BYTES, catalog);
  return read.ok ? { ok: true, form: read.form, uploads: NO_UPLOADS } : read;
}

async function answerPageForm(
  form: FormData,
  uploads: UploadBatch,
  { page, path, ip, locale, catalog, otherForms }: Omit<PageFormPost, "request" | "book"> & { locale: string; catalog: CatalogLocale },
) {
  const sectionId = textField(form, SECTION_ID_FIELD);
  const other = await otherForms?.({ form, sectionId, page, path, ip, locale, catalog, uploads });
  if (other) return other.sent ? redirect(other.redirectTo) : data({ formResult: other.formResult }, { status: other.status });
  const block = findContactSection(page.content, sectionId) ? undefined : contactBlockOf(page);

  if (block) {
    const result = await submitContact(form, { ip, catalog, locale, source: { pageId: page.id || null, sourcePath: path } });
    // The contact page's address after a send stays what it always was (/contact?sent=1).
    if (result.status === "sent") return redirect(`${path}?${SENT_PARAM}=${CONTACT_BLOCK_SENT}`);
    const formResult: SectionFormResult = {
      sectionId: block.id,
      formError: result.formError,
      failed: result.httpStatus === 503,
      fieldErrors: result.status === "invalid" ? result.errors : undefined,
      values: typedValues(form),
    };
    return data({ formResult }, { status: result.httpStatus });
  }

  const result = await submitSectionContact(form, page, { ip, sourcePath: path, catalog, locale, uploads });
  // Redirect after a successful post, so a reload cannot send the message twice; the anchor brings
  // a visitor without JavaScript back to the form and its confirmation.
  if (result.status === "sent") return redirect(`${path}?${new URLSearchParams({ [SENT_PARAM]: sectionId })}#${encodeURIComponent(sectionId)}`);
  const formResult: SectionFormResult = {
    sectionId,
    formError: result.formError,
    failed: result.httpStatus === 503,
    fieldErrors: result.status === "invalid" ? result.errors : undefined,
    values: typedValues(form),
  };
  return data({ formResult }, { status: result.httpStatus });
}

function contactBlockOf(page: Pick<PageRecord, "content">) {
  return "sections" in page.content ? page.content.sections.find((section) => section.type === "contact-block") : undefined;
}

/** What the visitor typed, by field name, so a refused form keeps it (the hidden fields excepted). */
function typedValues(form: FormData): Record<string, string> {
  const hidden = new Set([HONEYPOT_FIELD, RENDERED_AT_FIELD, SECTION_ID_FIELD, SUBMISSION_KEY_FIELD]);
  return Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string" && !hidden.has(entry[0])));
}
