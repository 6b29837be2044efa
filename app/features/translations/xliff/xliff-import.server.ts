import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { slugTakenMessage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput, type PageRecord } from "#app/features/pages/cms/schema.ts";
import { mapHtmlLinks } from "#app/features/pages/cms/page-links.server.ts";
import { normalizeSlug, slugProblem } from "#app/features/pages/cms/slug.ts";
import { relinkInLanguage } from "#app/features/pages/translating/translation-links.server.ts";
import { sanitizeHtml } from "#app/lib/html-sanitizer.server.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { changeCount, type ImportPlan, type PagePlan, type UnitHeld } from "./import-plan.ts";
import { hasText, inlineKey, type InlineValue } from "./inline-value.ts";
import { mapPageUnits, pageUnits, translationSlugFixed, type PageTexts, type PageUnit } from "./page-units.ts";
import { inlineToHtml, inlineToText } from "./rich-text-codes.ts";
import { languagePair, translationPairs, type LanguagePair, type TranslationPair } from "./translation-pairs.server.ts";
import { writeTranslation, type TranslationWrite } from "./translation-write.server.ts";
import { codesForTranslation, unitInline } from "./unit-values.ts";
import type { ReadXliff, ReadXliffFile } from "./xliff-document.ts";
import { XliffError } from "./xliff-error.ts";

type XliffContent = Extract<ReadXliff, { ok: true }>["document"];

export const SOURCE_CHANGED = "The default language's text changed after the file was made. Export the page again to translate the new text.";

/**
 * What importing `document` would change, unit by unit, without changing anything: the preview.
 * A unit is applied only when the site knows it, its source text is the page's text now, and its
 * target is text (and, in rich text, the source's own codes). Each page's result is checked by the
 * editor's own schema (PageInput); a page that would not pass has every change refused.
 */
export async function planImport(document: XliffContent, database: Kysely<Database> = db()): Promise<{ plan: ImportPlan; writes: TranslationWrite[] }> {
  const languages = await languagePair(document.targetLanguage, database);
  if (document.sourceLanguage.toLowerCase() !== languages.source.tag.toLowerCase()) {
    throw new XliffError(`The file was made from ${document.sourceLanguage}, but the site's default language is ${languages.source.tag}. Export the file from this site again.`, 400);
  }
  const pairs = new Map((await translationPairs(languages, { translationKeys: document.files.map((file) => file.id), database })).map((pair) => [pair.source.translationKey, pair]));
  const context: PlanContext = {
    languages,
    relink: (await relinkInLanguage(database, languages.target.tag)) ?? undefined,
    slugs: new Map((await database.selectFrom("pages").select(["slug", "id"]).where("locale", "=", languages.target.tag).execute()).map((row) => [row.slug, row.id])),
  };
  const pages: PagePlan[] = [];
  const writes: TranslationWrite[] = [];
  const refusedFiles: ImportPlan["refusedFiles"] = [];
  for (const file of document.files) {
    const pair = pairs.get(file.id);
    if (!pair) {
      refusedFiles.push({ id: file.id, reason: "No page of the site has this id (the file's <file id>): it may have been deleted, or the file comes from another site." });
      continue;
    }
    const { page, write } = planPage(file, pair, context);
    pages.push(page);
    if (write) writes.push(write);
  }
  const target = { tag: languages.target.tag, name: languages.target.englishName, prefix: languages.target.urlPrefix };
  const unsigned = { sourceLanguage: languages.source.tag, target, pages, refusedFiles };
  return { plan: { ...unsigned, fingerprint: createHash("sha256").update(JSON.stringify(unsigned)).digest("hex") }, writes };
}

/** What every page of an import is planned with. */
interface PlanContext {
  languages: LanguagePair;
  /** A link to a default-language page as its translation's (relinkInLanguage); undefined when the language has none published. */
  relink: ((href: string) => string) | undefined;
  /** The target language's pages by slug, for the editor's check that a slug is free in the language. */
  slugs: ReadonlyMap<string, string>;
}

function planPage(file: ReadXliffFile, pair: TranslationPair, context: PlanContext): { page: PagePlan; write: TranslationWrite | null } {
  const { languages } = context;
  const { source, translation } = pair;
  const slugFixed = translationSlugFixed(source);
  const sourceUnits = new Map(pageUnits(source, { slugFixed }).map((unit) => [unit.id, unit]));
  // What the import writes over: the translation, or for a missing one a copy of the source (as Translate starts it).
  const base: PageRecord = translation ?? source;
  const baseUnits = new Map<string, PageUnit>();
  mapPageUnits(base, (unit) => void baseUnits.set(unit.id, unit), { slugFixed });

  const fileVersions = new Set(file.units.map((unit) => unit.sourceVersion));
  const fileVersion = fileVersions.size === 1 ? [...fileVersions][0]! : null;
  const page: PagePlan = {
    translationKey: source.translationKey,
    sourceTitle: source.title,
    sourceId: source.id,
    translation: translation && { id: translation.id, version: translation.version, title: translation.title },
    fileVersion,
    sourceVersion: source.version,
    changes: [],
    unchanged: 0,
    untranslated: 0,
    flagged: [],
    refused: [],
    complete: false,
    willWrite: false,
  };
  const values = new Map<string, string>();
  const covered = new Set<string>();
  for (const unit of file.units) {
    const known = sourceUnits.get(unit.id);
    const held = (reason: string): UnitHeld => ({ id: unit.id, label: known?.label ?? null, reason });
    if (!known) {
      page.refused.push(held("The page has no text with this id (the unit's id). Nothing was applied for it."));
      continue;
    }
    if (!hasText(unit.target)) {
      page.untranslated += 1;
      continue;
    }
    if (unit.sourceVersion === null) {
      page.refused.push(held("The unit does not say which version of the page it was made from, so a changed source could not be noticed. Export the page from this site."));
      continue;
    }
    if (inlineKey(unit.source) !== inlineKey(unitInline(known))) {
      page.flagged.push(held(SOURCE_CHANGED));
      continue;
    }
    const current = baseUnits.get(unit.id);
    if (!current) {
      page.refused.push(held(`The ${languages.target.englishName} page has no such text: its sections differ from the default language's. Translate it in the editor.`));
      continue;
    }
    const next = unitValue(known, current, unit.target!, context, translation?.id);
    if (!next.ok) {
      page.refused.push(held(next.problem));
      continue;
    }
    covered.add(unit.id);
    if (translation && next.value === current.value) {
      page.unchanged += 1;
      continue;
    }
    values.set(unit.id, next.value);
    page.changes.push({ id: unit.id, label: known.label, source: known.value, current: translation ? current.value : null, next: next.value });
  }
  page.complete = fileVersion !== null && page.flagged.length === 0 && page.refused.length === 0 && [...sourceUnits.keys()].every((id) => covered.has(id));

  const texts = mapPageUnits(base, (unit) => values.get(unit.id), { slugFixed });
  const sourceVersion = page.complete ? fileVersion : null;
  const recordsVersion = sourceVersion !== null && sourceVersion !== translation?.sourceVersion;
  if (page.changes.length === 0 && !recordsVersion) return { page, write: null };
  const input = pageInput(texts, base, translation !== null, [...values.keys()].some((id) => id.startsWith(FIELD_UNIT)));
  if (!input.ok) {
    page.refused.push(...page.changes.map((change) => ({ id: change.id, label: change.label, reason: `The page would not save: ${input.problem}` })));
    page.changes = [];
    page.complete = false;
    return { page, write: null };
  }
  page.willWrite = true;
  return { page, write: { pair, language: languages.target, input: input.value, sourceVersion, changed: page.changes.length, expectedVersion: translation?.version ?? null } };
}

/**
 * The target as the field's value: plain text, rich text rebuilt from the codes and sanitised, or a
 * slug the editor would take (valid, and free in the language but for the translation itself; the
 * unique index still decides at apply). A tag the translation lacks comes from the source, its link
 * pointed at the language's page as Translate points it.
 */
function unitValue(known: PageUnit, current: PageUnit, target: InlineValue, { relink, slugs }: PlanContext, translationId: string | undefined): { ok: true; value: string } | { ok: false; problem: string } {
  if (known.kind === "html") {
    const built = inlineToHtml(target, codesForTranslation(relink ? mapHtmlLinks(known.value, relink) : known.value, current.value));
    return built.ok ? { ok: true, value: sanitizeHtml(built.html) } : built;
  }
  const text = inlineToText(target);
  if (!text.ok) return text;
  if (known.kind !== "slug") return { ok: true, value: text.text.trim() };
  const slug = normalizeSlug(text.text);
  const problem = slugProblem(slug) ?? (slugs.has(slug) && slugs.get(slug) !== translationId ? slugTakenMessage(slug) : null);
  return problem ? { ok: false, problem } : { ok: true, value: slug };
}

/** Units of an item's own fields (page-units.ts). */
const FIELD_UNIT = "f.";

/**
 * The page's new texts as a save sends them. An item's fields go only where a unit changed one, or
 * where the import starts the translation (the source's, as Translate copies them, dated at its
 * first publication); else the stored fields stay as they are.
 */
function pageInput(texts: PageTexts, base: PageRecord, isTranslation: boolean, fieldsChanged: boolean): { ok: true; value: PageInput } | { ok: false; problem: string } {
  const { collection: _collection, fields, ...words } = texts;
  const sendsFields = base.collection !== null && fields !== undefined && (fieldsChanged || !isTranslation);
  const parsed = PageInput.safeParse({
    ...words,
    isPublished: isTranslation ? base.isPublished : false,
    // A new translation's canonical address is its own (hreflang links the group), as Translate starts it.
    seo: isTranslation ? base.seo : { ...base.seo, canonicalUrl: "" },
    ...(sendsFields ? { fields: isTranslation ? fields : { ...fields, publishedAt: "" } } : {}),
  });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: parsed.error.issues[0]?.message ?? "its content could not be read." };
}

/**
 * Applies the file in one transaction, if the preview seen (its fingerprint) is still what the file
 * would do: a page, translation or file changed since gives another plan and is refused (409), as a
 * stale save is. Each page gets its new version, revision and audit entry; the import one more.
 */
export async function applyImport(document: XliffContent, fingerprint: string, actor: Actor, { database = db(), now = new Date() }: { database?: Kysely<Database>; now?: Date } = {}): Promise<ImportPlan> {
  const { plan, writes } = await planImport(document, database);
  if (plan.fingerprint !== fingerprint) {
    throw new XliffError("The pages or their translations changed after the preview. Upload the file again to see what it would change now.", 409);
  }
  if (writes.length === 0) throw new XliffError("The file changes nothing: every text it holds is already the translation, or was held back.", 400);
  await changeContent(database, async (trx) => {
    for (const write of writes) await writeTranslation(trx, write, actor, now);
    const held = plan.pages.reduce((sum, page) => sum + page.flagged.length + page.refused.length, 0);
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "translation.import",
        targetType: "language",
        targetId: plan.target.tag,
        summary: `Imported XLIFF into ${plan.target.name}: ${changeCount(plan)} texts on ${writes.length} ${writes.length === 1 ? "page" : "pages"}${held > 0 ? `, ${held} held back` : ""}`,
      },
      now,
    );
  });
  return plan;
}
