import { data, redirect } from "react-router";
import { withFlash } from "#app/lib/toast-messages.ts";
import { logger } from "#app/lib/logger.server.ts";
import { textField } from "#app/lib/form.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { editorPath, type Collection } from "#app/features/collections/collections.ts";
import { effectiveTimeZone } from "#app/features/time-zones/time-zones.server.ts";
import { PAGE_FORM, type PageEditorActionData, type PageEditorIntent } from "./page-editor-data.ts";
import { PageError } from "../cms/page-error.ts";
import { jsonField, readPageForm } from "./page-form.server.ts";
import { pageErrorsMessage, pageFieldErrors, type PageFieldErrors } from "./page-input-errors.ts";
import { createPage, deletePage, updatePage } from "../cms/pages.server.ts";
import { PageInput } from "../cms/schema.ts";
import { resetSitePage } from "../site-pages/site-pages.server.ts";
import { createTranslation } from "../translating/create-translation.server.ts";
import { TRANSLATION_LANGUAGE_MISSING, TranslateInput } from "../translating/translate-schema.ts";

const SAVE_FAILED = "Failed to save page";
const DELETE_FAILED = "Error: Failed to delete page";
const RESET_FAILED = "Error: Failed to reset page";
const TRANSLATE_FAILED = "Failed to start the translation";
const UNEXPECTED = "Something went wrong. Please try again later.";

interface PageEditorContext {
  actor: SessionUser;
  /** The page being edited; null on /admin/pages/new. */
  pageId: string | null;
  /** A collection's editor (docs/decisions/039-collections.md): a new one makes an item of it, and the answers lead back to its screens. */
  collection?: Collection;
}

/**
 * A save or delete from the page editor, after the route has checked "pages:write". A new page is
 * created and opened in its editor; an edit names the version it started from, so a save over
 * someone else's newer one is refused (409) and nothing is overwritten. Bad input is a 4xx with a
 * message for the editor, never a 500.
 */
export async function handlePageEditorAction(request: Request, { actor, pageId, collection }: PageEditorContext) {
  const collectionRef = collection ? { collection: collection.key } : { collection: null };
  const read = await readPageForm(request);
  if (!read.ok) return refused(null, read.status, `${SAVE_FAILED}: ${read.message}`);
  const { form } = read;
  const intent = textField(form, PAGE_FORM.intent);

  if (intent === "delete") {
    if (!pageId) return refused("delete", 400, `${DELETE_FAILED}: This page has not been saved yet.`);
    return remove(pageId, actor, collection?.adminPath ?? "/admin/pages");
  }
  if (intent === "reset") {
    if (!pageId) return refused("reset", 400, `${RESET_FAILED}: This page has not been saved yet.`);
    const version = Number(textField(form, PAGE_FORM.version));
    return attempt("reset", RESET_FAILED, async () => {
      await resetSitePage(pageId, version, actor);
      return redirect(withFlash(editorPath({ id: pageId, ...collectionRef }), "page-reset"));
    });
  }
  if (intent === "translate") {
    if (!pageId) return refused("translate", 400, `${TRANSLATE_FAILED}: This page has not been saved yet.`);
    return translate(pageId, form, actor, collectionRef.collection);
  }
  if (intent !== "save") return refused(null, 400, "Error: The editor sent an unknown request. Please reload the page and try again.");

  const raw = jsonField(form, PAGE_FORM.page);
  if (!raw.ok) return refused("save", 400, `${SAVE_FAILED}: ${raw.message}`);
  const parsed = PageInput.safeParse(raw.value);
  if (!parsed.success) {
    const errors = pageFieldErrors(parsed.error.issues);
    return refused("save", 400, pageErrorsMessage(errors), errors);
  }

  if (!pageId) {
    return attempt("save", SAVE_FAILED, async () => {
      const page = await createPage(parsed.data, actor, collectionRef);
      return redirect(withFlash(editorPath(page), "page-created"));
    });
  }

  const version = Number(textField(form, PAGE_FORM.version));
  if (!Number.isSafeInteger(version) || version < 1) {
    return refused("save", 400, `${SAVE_FAILED}: The editor did not say which version of the page it started from. Please reload the page and try again.`);
  }
  const matches = textField(form, PAGE_FORM.matchesSourceVersion);
  const matchesSourceVersion = matches === "" ? undefined : Number(matches);
  return attempt("save", SAVE_FAILED, async () => {
    // A refusal names the other save's time as this person's admin shows times.
    const timeZone = await effectiveTimeZone(actor.id);
    const page = await updatePage(pageId, parsed.data, version, actor, { timeZone, matchesSourceVersion });
    return data<PageEditorActionData>({ ok: true, intent: "save", page });
  });
}

/** Translate: the page's translation in a language starts as a draft copy, opened in its editor. */
function translate(pageId: string, form: FormData, actor: SessionUser, collection: string | null) {
  const parsed = TranslateInput.safeParse({ language: textField(form, PAGE_FORM.language) });
  if (!parsed.success) return refused("translate", 400, `${TRANSLATE_FAILED}: ${parsed.error.issues[0]?.message ?? TRANSLATION_LANGUAGE_MISSING}`);
  return attempt("translate", TRANSLATE_FAILED, async () => {
    const translation = await createTranslation(pageId, parsed.data.language, actor);
    return redirect(withFlash(editorPath({ id: translation.id, collection: translation.collection ?? collection }), "page-translated"));
  });
}

function remove(pageId: string, actor: SessionUser, listPath: string) {
  return attempt("delete", DELETE_FAILED, async () => {
    await deletePage(pageId, actor);
    return redirect(withFlash(listPath, "page-deleted"));
  });
}

/** Runs a change; a PageError (404 gone, 409 conflict) becomes its message, anything else a logged 500. */
async function attempt<T>(intent: PageEditorIntent, failure: string, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PageError) return refused(intent, error.status, `${failure}: ${error.message}`);
    logger.error({ err: error, intent }, "Page editor action failed");
    return refused(intent, 500, `${failure}: ${UNEXPECTED}`);
  }
}

function refused(intent: PageEditorIntent | null, status: number, message: string, errors?: PageFieldErrors) {
  return data<PageEditorActionData>({ ok: false, intent, message, errors }, { status });
}
