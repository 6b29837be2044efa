import { Eye, Lock, Pencil } from "lucide-react";
import { useMemo, useReducer, useState } from "react";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { DuplicateCard } from "#app/features/pages/publishing/components/duplicate-card.tsx";
import { SchedulePanel } from "#app/features/pages/publishing/components/schedule-panel.tsx";
import { ShareDraftPanel } from "#app/features/pages/publishing/components/share-draft-panel.tsx";
import { RevisionCompare } from "#app/features/pages/publishing/components/revision-compare.tsx";
import type { PagePublishing } from "#app/features/pages/publishing/page-publishing-schema.ts";
import type { PageRecord, PageRevisionSummary } from "#app/features/pages/cms/schema.ts";
import { isHtmlContent } from "#app/features/pages/cms/content.ts";
import { sectionTypesFor } from "#app/features/pages/cms/section-rules.ts";
import { sectionsWithPlaceholders } from "#app/sections/placeholders.ts";
import { cn } from "#app/lib/utils.ts";
import type { TranslationInfo } from "../page-editor-loader.server.ts";
import type { EditorReview } from "#app/features/pages/review/review.server.ts";
import { ApprovalStatus } from "#app/features/pages/review/components/review-state-badge.tsx";
import { ReviewNotice } from "#app/features/pages/review/components/review-notice.tsx";
import { SubmitForReview } from "#app/features/pages/review/components/submit-for-review.tsx";
import { draftPath, pageEditorMode, slugPrefix, type PageEditorAddress } from "../page-editor-mode.ts";
import { DangerZone } from "./danger-zone.tsx";
import { DraftPreviewButton } from "./draft-preview-button.tsx";
import { editorWords, EditorWordsProvider } from "./editor-words.ts";
import { EditorTopBar } from "./editor-top-bar.tsx";
import { LivePreviewPane, LivePreviewSwitch, useLivePreview } from "./live-preview.tsx";
import { initialPageDraft, pageDraftReducer } from "./page-draft.ts";
import { PageContentCard } from "./page-content-card.tsx";
import { PagePreview } from "./page-preview.tsx";
import { PageSettingsCard } from "./page-settings-card.tsx";
import { PublishedStatus } from "./published-status.tsx";
import { usePlaceholderPublishCheck } from "./placeholder-publish-check.tsx";
import { RevisionsCard } from "./revisions-card.tsx";
import { SeoPanel } from "./seo-panel.tsx";
import { TitleSlugCard } from "./title-slug-card.tsx";
import { TranslationNotice } from "./translation-notice.tsx";
import { LanguageSwitcher } from "#app/features/pages/translating/components/language-switcher.tsx";
import { TranslationSourceProvider } from "#app/features/pages/translating/components/translation-source.tsx";
import type { GroupLanguage } from "#app/features/pages/translating/translation-group.server.ts";
import { UnsavedChangesGuard } from "./unsaved-changes.tsx";
import { usePageSave } from "./use-page-save.ts";
import { useRevisionRestore } from "./use-revision-restore.ts";
import { COLLECTIONS, editorPath, type CaseStudyFields, type CollectionKey, type InsightFields } from "#app/features/collections/collections.ts";
import { CaseStudyFieldsCard } from "#app/features/collections/components/case-study-fields-card.tsx";
import { InsightFieldsCard } from "#app/features/collections/components/insight-fields-card.tsx";
import { collectionListChoices } from "#app/features/collections/collection-list-choices.ts";
import type { ItemChoices } from "#app/features/collections/item-choices.ts";
import { CollectionListChoicesProvider } from "#app/sections/collection-list/choices.tsx";
import { LinkLanguageContext } from "#app/components/admin/fields/link-targets.ts";
import { NotesPanel } from "#app/features/notes/components/notes-panel.tsx";
import type { MentionableStaff, NoteThread } from "#app/features/notes/notes-schema.ts";
import { PresenceNotice } from "#app/features/presence/components/presence-notice.tsx";
import type { EditorPresence } from "#app/features/presence/presence-schema.ts";
import { useEditorPresence } from "#app/features/presence/use-editor-presence.ts";
import { sectionLabel } from "./section-panel.tsx";

const NO_CHOICES: ItemChoices = { topics: [], authors: [] };
const NO_EDITORS: readonly EditorPresence[] = [];

interface PageEditorProps {
  /** The stored page, or null on /admin/pages/new. */
  page: PageRecord | null;
  revisions: readonly PageRevisionSummary[];
  /** False for Viewers: every control read-only, nothing to save. */
  canWrite: boolean;
  /** Schedules and preview links of a saved page (absent on /admin/pages/new). */
  publishing?: PagePublishing;
  /** Where the stored page answers (its language's address), worked out by the server. */
  address?: PageEditorAddress;
  /** For a page in another language than the default: its language and status. */
  translation?: TranslationInfo | null;
  /** The page in every language the site has (the language switcher); empty without a default-language page. */
  languages?: readonly GroupLanguage[];
  /** On a collection's New screen: the collection the new item belongs to (a stored item names its own). */
  newItemOf?: CollectionKey | null;
  /** What a collection item's fields panel offers (its topics and authors). */
  itemChoices?: ItemChoices;
  /** Review before publishing (decision 048): whether this person needs approval, and the item's review. */
  review?: EditorReview;
  /** A stored item's others editing it now, its notes and who can be mentioned in them (decision 049). */
  collaboration?: { editors: readonly EditorPresence[]; threads: readonly NoteThread[]; staff: readonly MentionableStaff[] };
}

/**
 * The page editor (spec section 2): the top bar with the publishing bar, Edit and Preview tabs, the
 * editing cards and revisions, and the Danger Zone at the very end (docs/decisions/043-publishing-bar.md).
 */
export function PageEditor({ page, revisions, canWrite, publishing, address, translation, languages = [], newItemOf = null, itemChoices = NO_CHOICES, review, collaboration }: PageEditorProps) {
  const [state, dispatch] = useReducer(pageDraftReducer, { page, newItemOf }, (start) => initialPageDraft(start.page, start.newItemOf));
  const [showSource, setShowSource] = useState(true);
  // The source version the box was ticked against: once a save records it (or the source moves on), the box no longer applies.
  const [matchesSourceAt, setMatchesSourceAt] = useState<number | null>(null);
  const source = translation?.source;
  const matchesSource = source !== undefined && source !== null && translation?.sourceVersion !== source.version && matchesSourceAt === source.version;
  // "Article" where the editor has an article open (its cards, buttons and toasts); "Page" for a page.
  const words = editorWords(state.draft.collection ? COLLECTIONS[state.draft.collection] : null);
  const { save, saving } = usePageSave(state, dispatch, { matchesSourceVersion: matchesSource ? source.version : undefined, item: words.item });
  const placeholderCheck = usePlaceholderPublishCheck(state.draft, page?.isPublished ?? false, save);
  // What a scheduled publish would publish: the page as last saved.
  const savedPlaceholders = useMemo(() => (page && !isHtmlContent(page.content) ? sectionsWithPlaceholders(page.content.sections) : []), [page]);
  const mode = pageEditorMode(page, address, newItemOf);
  // The Collection List section's choices: the collections, and the topics in the page's language.
  const listChoices = useMemo(() => collectionListChoices(itemChoices.topics), [itemChoices.topics]);
  const editPath = page ? editorPath(page) : null;
  const { restore, restoringId } = useRevisionRestore(editPath, dispatch);
  const [tab, setTab] = useState("edit");
  // Someone else editing it: read-only until this person chooses to take over; taken over: read-only, the draft kept to copy.
  const presence = useEditorPresence({ pageId: page?.id ?? null, canWrite, initialEditors: collaboration?.editors ?? NO_EDITORS });
  const readOnly = !canWrite || presence.mode !== "editing";
  const { draft, errors } = state;
  const livePreview = useLivePreview();
  // Only beside the form: the Preview tab shows the page on its own.
  const showLive = livePreview.wide && livePreview.enabled && tab === "edit";
  const publicPath = draftPath(mode, draft.slug);
  const sitePage = mode.kind === "site" ? mode : null;
  const collection = draft.collection && !sitePage ? COLLECTIONS[draft.collection] : null;
  // A case study that keeps a site page's address (decision 039) is edited as that site page, with its collection's fields.
  const fieldsOf = draft.collection && draft.fields ? draft.collection : null;
  // Schedule, Share draft and Duplicate work on a stored CMS page (a site page is always published).
  const cmsPage = mode.kind === "cms" && publishing ? { pageId: mode.pageId, publishing } : null;
  // An Editor who needs approval has no Published switch for a draft: Submit for Review instead (decision 048).
  const approval = canWrite && review?.needsApproval === true && !page?.isPublished;

  return (
    <EditorWordsProvider value={words}>
      {/* Room at the bottom on a phone for the publishing bar fixed there, so it never covers the last card. */}
      <div className="space-y-6 max-lg:pb-20">
        <EditorTopBar
          publicPath={mode.kind === "new" ? null : mode.path}
          status={
            approval ? <ApprovalStatus state={review?.review?.state ?? null} /> : <PublishedStatus isPublished={draft.isPublished} mode={mode} readOnly={readOnly} dispatch={dispatch} />
          }
          publishing={
            <>
              {approval && page ? <SubmitForReview pageId={page.id} version={page.version} dirty={state.dirty} inReview={review?.review?.state === "in_review"} /> : null}
              {cmsPage ? (
                <>
                  <SchedulePanel pageId={cmsPage.pageId} schedules={cmsPage.publishing.schedules} dirty={state.dirty} readOnly={readOnly} placeholders={savedPlaceholders} />
                  <ShareDraftPanel pageId={cmsPage.pageId} links={cmsPage.publishing.previewLinks} readOnly={readOnly} />
                </>
              ) : null}
            </>
          }
          preview={<DraftPreviewButton draft={draft} siteKey={sitePage?.key ?? null} itemId={page?.id ?? null} language={page?.locale ?? null} />}
          canWrite={!readOnly}
          saving={saving}
          onSave={placeholderCheck.requestSave}
        />
        {placeholderCheck.dialog}
        {page && review ? <ReviewNotice pageId={page.id} review={review} live={page.isPublished} /> : null}
        {page ? <PresenceNotice presence={presence} canWrite={canWrite} item={words.item} /> : null}
        {page ? <LanguageSwitcher languages={languages} currentTag={page.locale} canWrite={canWrite} /> : null}
        {translation ? (
          <TranslationNotice
            translation={translation}
            showSource={showSource}
            onShowSource={setShowSource}
            matchesSource={!readOnly ? { checked: matchesSource, onChange: (checked) => setMatchesSourceAt(checked && source ? source.version : null) } : null}
          />
        ) : null}
        {!canWrite ? (
          <p className="flex items-center gap-2 rounded-md border bg-muted/50 p-3 text-sm">
            <Lock className="size-4 shrink-0" aria-hidden />
            You have read-only access to pages.
          </p>
        ) : null}

        <TranslationSourceProvider value={translation?.source ? { source: translation.source, show: showSource, direction: translation.direction } : null}>
          <Tabs value={tab} onValueChange={setTab}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <TabsList>
                <TabsTrigger value="edit">
                  <Pencil className="size-4" aria-hidden />
                  Edit
                </TabsTrigger>
                <TabsTrigger value="preview">
                  <Eye className="size-4" aria-hidden />
                  Preview
                </TabsTrigger>
              </TabsList>
              {tab === "edit" ? (
                <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                  {page ? (
                    <p className="text-sm text-muted-foreground">
                      Last updated <LocalDateTime iso={page.updatedAt} />
                    </p>
                  ) : null}
                  {livePreview.wide ? <LivePreviewSwitch enabled={livePreview.enabled} onChange={livePreview.setEnabled} /> : null}
                </div>
              ) : null}
            </div>

            {/* Kept mounted while Preview shows, so the editors keep their state (undo history, focus). */}
            <TabsContent value="edit" forceMount className="data-[state=inactive]:hidden">
              {/* With the live preview (wide screens only) the settings go under the form and the preview takes their column. */}
              <div className={cn("grid gap-6", showLive ? "grid-cols-2" : "lg:grid-cols-[minmax(0,1fr)_20rem]")}>
                <div className="min-w-0 space-y-6">
                  <TitleSlugCard
                    title={draft.title}
                    slug={draft.slug}
                    errors={errors}
                    readOnly={readOnly}
                    dispatch={dispatch}
                    fixedPath={slugPrefix(mode) === null ? sitePage?.path : undefined}
                    pathPrefix={slugPrefix(mode) ?? ""}
                  />
                  {fieldsOf === "insights" ? (
                    <InsightFieldsCard
                      // The draft's own values, even while one is invalid (an image chosen before its alt text is typed).
                      fields={draft.fields as InsightFields}
                      errors={errors.fields}
                      choices={itemChoices}
                      readOnly={readOnly}
                      onChange={(fields) => dispatch({ type: "set-fields", fields })}
                    />
                  ) : null}
                  {fieldsOf === "case-studies" ? (
                    <CaseStudyFieldsCard fields={draft.fields as CaseStudyFields} errors={errors.fields} readOnly={readOnly} onChange={(fields) => dispatch({ type: "set-fields", fields })} />
                  ) : null}
                  {/* The Collection List section's editor offers these (sections import no feature); the link fields, the pages in the page's language. */}
                  <CollectionListChoicesProvider value={listChoices}>
                    <LinkLanguageContext value={page?.locale ?? null}>
                      <PageContentCard draft={draft} errors={errors} readOnly={readOnly} dispatch={dispatch} addableTypes={collection ? [...collection.sectionTypes] : sectionTypesFor(sitePage !== null)} />
                    </LinkLanguageContext>
                  </CollectionListChoicesProvider>
                </div>
                <div className={cn("min-w-0 space-y-6", showLive && "col-start-1")}>
                  {page && collaboration ? (
                    <NotesPanel
                      pageId={page.id}
                      threads={collaboration.threads}
                      staff={collaboration.staff}
                      sections={draft.mode === "html" ? [] : draft.sections.map((section) => ({ id: section.id, label: sectionLabel(section) }))}
                      item={words.item}
                    />
                  ) : null}
                  <PageSettingsCard
                    metaDescription={draft.metaDescription}
                    errors={errors}
                    mode={mode}
                    readOnly={readOnly}
                    dispatch={dispatch}
                  />
                  {cmsPage && !readOnly ? <DuplicateCard pageId={cmsPage.pageId} /> : null}
                  <SeoPanel
                    title={draft.title}
                    path={publicPath}
                    sitePage={sitePage !== null}
                    metaDescription={draft.metaDescription}
                    seo={draft.seo}
                    errors={errors.seo}
                    readOnly={readOnly}
                    dispatch={dispatch}
                  />
                  {page ? (
                    <RevisionsCard
                      revisions={revisions}
                      currentVersion={page.version}
                      readOnly={readOnly}
                      restoringId={restoringId}
                      onRestore={restore}
                      compare={<RevisionCompare editorPath={editPath ?? ""} revisions={revisions} readOnly={readOnly} onRestore={restore} />}
                    />
                  ) : null}
                </div>
                {showLive ? (
                  <div className="col-start-2 row-span-2 row-start-1 min-w-0">
                    <LivePreviewPane draft={draft} path={publicPath} language={page?.locale ?? null} />
                  </div>
                ) : null}
              </div>
              <DangerZone mode={mode} readOnly={readOnly} />
            </TabsContent>
            <TabsContent value="preview">
              <PagePreview draft={draft} language={page?.locale ?? null} />
            </TabsContent>
          </Tabs>
        </TranslationSourceProvider>

        <UnsavedChangesGuard when={canWrite && state.dirty} />
      </div>
    </EditorWordsProvider>
  );
}
