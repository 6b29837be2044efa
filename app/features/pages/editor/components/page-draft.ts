import { arrayMove } from "@dnd-kit/sortable";
import { isHtmlContent, type PageContent } from "#app/features/pages/cms/content.ts";
import type { PageSnapshot } from "#app/features/pages/editor/page-editor-data.ts";
import { pageFieldErrors, type PageFieldErrors } from "#app/features/pages/editor/page-input-errors.ts";
import { PageInput, type PageInputDraft, type PageRecord } from "#app/features/pages/cms/schema.ts";
import { normalizeSlug, slugFromTitle } from "#app/features/pages/cms/slug.ts";
import { DEFAULT_PAGE_SEO, type PageSeo } from "#app/features/seo/page-seo.ts";
import { COLLECTIONS, emptyFields, isCollectionKey, readFields, type CollectionKey } from "#app/features/collections/collections.ts";
import { SECTION_REGISTRY, type SectionType } from "#app/sections/registry.ts";
import { renumber, type Section } from "#app/sections/section-list.ts";

/** Which editor writes the page's content: sections (Visual Editor) or HTML (HTML Editor). */
export type ContentMode = "visual" | "html";

/**
 * What the editor holds for a page. Both kinds of content are kept while editing, so switching
 * editors back and forth loses nothing; only the active mode's content is saved.
 */
export interface PageDraft {
  title: string;
  slug: string;
  metaDescription: string;
  isPublished: boolean;
  mode: ContentMode;
  sections: Section[];
  html: string;
  /** The SEO panel's settings (features/seo/page-seo.ts). */
  seo: PageSeo;
  /** The collection of an item (docs/decisions/039-collections.md), null for a page; fixed for the draft's life. */
  collection: CollectionKey | null;
  /** A collection item's fields, as its collection's panel edits them; null for a page. */
  fields: Record<string, unknown> | null;
}

export interface PageDraftState {
  draft: PageDraft;
  /** A new page's slug follows its title until the slug is edited by hand (spec section 4). */
  slugFollowsTitle: boolean;
  /** Something changed since the page was loaded or last saved. */
  dirty: boolean;
  /** Counts edits, so a save that returns after more typing does not replace that typing. */
  edits: number;
  /** The stored version the draft is based on; a save names it, so another person's save is never overwritten. Null for a new page. */
  version: number | null;
  errors: PageFieldErrors;
}

export type PageDraftAction =
  | { type: "set-title"; title: string }
  | { type: "set-slug"; slug: string }
  | { type: "set-meta-description"; metaDescription: string }
  | { type: "set-published"; isPublished: boolean }
  | { type: "set-seo"; seo: Partial<PageSeo> }
  /** A collection item's fields panel changed some of its fields. */
  | { type: "set-fields"; fields: Record<string, unknown> }
  | { type: "set-mode"; mode: ContentMode }
  | { type: "set-html"; html: string }
  | { type: "add-section"; sectionType: SectionType }
  | { type: "update-section"; section: Section }
  | { type: "remove-section"; id: string }
  | { type: "move-section"; id: string; overId: string }
  | { type: "set-errors"; errors: PageFieldErrors }
  /** The server stored the page; `editsAtSubmit` is `edits` when the save was sent. */
  | { type: "saved"; page: PageRecord; editsAtSubmit: number }
  /** A revision (or the stored page) replaces the draft, unsaved until the person saves. */
  | { type: "load-snapshot"; snapshot: PageSnapshot };

/** A new item's draft starts with its collection's fields at their defaults. */
export function initialPageDraft(page: PageRecord | null, newItemOf: CollectionKey | null = null): PageDraftState {
  const key = page ? (isCollectionKey(page.collection) ? page.collection : null) : newItemOf;
  const fields = key ? (page ? readFields(COLLECTIONS[key], page.fields) : emptyFields(COLLECTIONS[key])) : null;
  // A new item starts with its collection's starter sections (a case study's Case Study section).
  const sections = !page && key ? (COLLECTIONS[key].starterSections ?? []).map((type, order) => SECTION_REGISTRY[type].create(order)) : [];
  const empty: PageDraft = { title: "", slug: "", metaDescription: "", isPublished: false, mode: "visual", sections, html: "", seo: DEFAULT_PAGE_SEO, collection: key, fields };
  return {
    draft: page ? fromSnapshot(empty, page) : empty,
    slugFollowsTitle: page === null,
    dirty: false,
    edits: 0,
    version: page?.version ?? null,
    errors: {},
  };
}

/**
 * The snapshot's fields and content; the other editor's content stays as it was in `previous`, and
 * so do the search settings when the snapshot has none (a revision keeps the content, not them).
 */
function fromSnapshot(previous: PageDraft, snapshot: PageSnapshot & { seo?: PageSeo; fields?: Record<string, unknown> }): PageDraft {
  const { title, slug, metaDescription, isPublished, content } = snapshot;
  // An item's revision brings its fields back (migration 0025 keeps them); one written before keeps the draft's.
  const fields = previous.collection && snapshot.fields && Object.keys(snapshot.fields).length > 0 ? readFields(COLLECTIONS[previous.collection], snapshot.fields) : previous.fields;
  const base = { ...previous, title, slug, metaDescription, isPublished, seo: snapshot.seo ?? previous.seo, fields };
  return isHtmlContent(content) ? { ...base, mode: "html", html: content.html } : { ...base, mode: "visual", sections: renumber(content.sections) };
}

export function pageDraftReducer(state: PageDraftState, action: PageDraftAction): PageDraftState {
  switch (action.type) {
    case "set-title":
      return edit(state, {
        draft: { ...state.draft, title: action.title, slug: state.slugFollowsTitle ? slugFromTitle(action.title) : state.draft.slug },
        errors: { ...state.errors, title: undefined, slug: state.slugFollowsTitle ? undefined : state.errors.slug },
      });
    case "set-slug":
      return edit(state, { draft: { ...state.draft, slug: normalizeSlug(action.slug) }, slugFollowsTitle: false, errors: { ...state.errors, slug: undefined } });
    case "set-meta-description":
      return edit(state, { draft: { ...state.draft, metaDescription: action.metaDescription }, errors: { ...state.errors, metaDescription: undefined } });
    case "set-published":
      return edit(state, { draft: { ...state.draft, isPublished: action.isPublished } });
    case "set-seo":
      return edit(state, { draft: { ...state.draft, seo: { ...state.draft.seo, ...action.seo } }, errors: { ...state.errors, seo: undefined } });
    case "set-fields":
      return edit(state, { draft: { ...state.draft, fields: { ...state.draft.fields, ...action.fields } }, errors: { ...state.errors, fields: undefined } });
    case "set-mode":
      if (action.mode === state.draft.mode) return state;
      return edit(state, { draft: { ...state.draft, mode: action.mode }, errors: { ...state.errors, content: undefined } });
    case "set-html":
      return edit(state, { draft: { ...state.draft, html: action.html }, errors: { ...state.errors, content: undefined } });
    case "add-section": {
      const section = SECTION_REGISTRY[action.sectionType].create(state.draft.sections.length);
      return edit(state, { draft: { ...state.draft, sections: renumber([...state.draft.sections, section]) } });
    }
    case "update-section":
      return edit(state, {
        draft: { ...state.draft, sections: state.draft.sections.map((section) => (section.id === action.section.id ? action.section : section)) },
        errors: withoutSectionErrors(state.errors, action.section.id),
      });
    case "remove-section":
      return edit(state, {
        draft: { ...state.draft, sections: renumber(state.draft.sections.filter((section) => section.id !== action.id)) },
        errors: withoutSectionErrors(state.errors, action.id),
      });
    case "move-section": {
      const from = state.draft.sections.findIndex((section) => section.id === action.id);
      const to = state.draft.sections.findIndex((section) => section.id === action.overId);
      if (from === -1 || to === -1 || from === to) return state;
      // The moved list's positions are its new order; renumber() would sort by the old numbers.
      const sections = arrayMove(state.draft.sections, from, to).map((section, order) => ({ ...section, order }));
      return edit(state, { draft: { ...state.draft, sections } });
    }
    case "set-errors":
      return { ...state, errors: action.errors };
    case "saved":
      // Typing that happened while the save was on its way stays, and keeps the page unsaved.
      if (state.edits !== action.editsAtSubmit) return { ...state, version: action.page.version };
      return { ...state, draft: fromSnapshot(state.draft, action.page), slugFollowsTitle: false, dirty: false, version: action.page.version, errors: {} };
    case "load-snapshot":
      return edit(state, { draft: fromSnapshot(state.draft, action.snapshot), slugFollowsTitle: false, errors: {} });
  }
}

function edit(state: PageDraftState, changes: Partial<PageDraftState>): PageDraftState {
  return { ...state, ...changes, dirty: true, edits: state.edits + 1 };
}

function withoutSectionErrors(errors: PageFieldErrors, sectionId: string): PageFieldErrors {
  if (!errors.sections?.[sectionId]) return errors;
  const { [sectionId]: _removed, ...sections } = errors.sections;
  return { ...errors, sections };
}

/** The content a save sends: only the active editor's. */
export function draftContent(draft: PageDraft): PageContent {
  return draft.mode === "html" ? { html: draft.html } : { sections: draft.sections };
}

/** What the editor posts as `page`; the server parses it with the same PageInput schema. */
export function draftToPageInput(draft: PageDraft): PageInputDraft {
  const { title, slug, metaDescription, isPublished, seo, fields } = draft;
  return { title, slug, metaDescription, isPublished, seo, content: draftContent(draft), ...(fields ? { fields } : {}) };
}

/**
 * PageInput in the browser, before anything is sent, and an item's fields by its collection's schema:
 * the same rules and messages as the server's.
 */
export function validateDraft(draft: PageDraft): { ok: true } | { ok: false; errors: PageFieldErrors } {
  const parsed = PageInput.safeParse(draftToPageInput(draft));
  const fields = draft.collection ? COLLECTIONS[draft.collection].fields.safeParse(draft.fields ?? {}) : undefined;
  const issues = [...(parsed.success ? [] : parsed.error.issues), ...(fields && !fields.success ? fields.error.issues.map((issue) => ({ ...issue, path: ["fields", ...issue.path] })) : [])];
  return issues.length === 0 ? { ok: true } : { ok: false, errors: pageFieldErrors(issues) };
}
