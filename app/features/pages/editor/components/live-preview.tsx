import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type RefObject } from "react";
import { Label } from "#app/components/ui/label.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { CmsPageArticle } from "#app/features/pages/cms/components/cms-page-article.tsx";
import { isHtmlContent } from "#app/features/pages/cms/content.ts";
import { EditorSkeleton } from "./editor-skeleton.tsx";
import { draftContent, type PageDraft } from "./page-draft.ts";
import { useCleanedContent } from "./use-cleaned-content.ts";

/**
 * From this width the form and the preview both fit beside each other (each about 550 px at 1440 px
 * with the admin's sidebar); below it the form would be cramped, so only the Preview tab remains.
 */
const WIDE_SCREEN = "(min-width: 90rem)";
const STORAGE_KEY = "admin.page-editor.live-preview";
/** The live preview waits for a pause in typing this long before asking the server to clean the draft. */
const TYPING_PAUSE_MS = 350;
/**
 * The width the page is laid out at inside the pane, then scaled down to fit it. The renderers'
 * breakpoints answer the admin's window (at least 1440 px here), so they pick the desktop layouts;
 * the site's widest container (max-w-7xl) gives those layouts the room they are drawn for.
 */
const PAGE_WIDTH_PX = 1280;

const settingListeners = new Set<() => void>();
/** The choice when the browser refuses storage (a private window's quota): kept for this visit only. */
let unstoredChoice: boolean | null = null;

function readEnabled(): boolean {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === null ? (unstoredChoice ?? true) : stored === "on";
  } catch {
    return unstoredChoice ?? true;
  }
}

function writeEnabled(enabled: boolean): void {
  unstoredChoice = enabled;
  try {
    window.localStorage.setItem(STORAGE_KEY, enabled ? "on" : "off");
  } catch {
    // Storage refused: the choice holds until the page is reloaded.
  }
  for (const listener of settingListeners) listener();
}

function subscribeToSetting(listener: () => void): () => void {
  settingListeners.add(listener);
  // Another admin tab changing the choice.
  window.addEventListener("storage", listener);
  return () => {
    settingListeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function subscribeToWidth(listener: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

/**
 * Whether the editor shows the live preview: on wide screens, unless the person switched it off
 * (remembered in this browser). Off in the server's HTML; the pane appears once the editor runs.
 */
export function useLivePreview(): { wide: boolean; enabled: boolean; setEnabled: (enabled: boolean) => void } {
  const wide = useSyncExternalStore(subscribeToWidth, () => window.matchMedia(WIDE_SCREEN).matches, () => false);
  const enabled = useSyncExternalStore(subscribeToSetting, readEnabled, () => false);
  return { wide, enabled, setEnabled: writeEnabled };
}

export function LivePreviewSwitch({ enabled, onChange }: { enabled: boolean; onChange: (enabled: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={enabled} onCheckedChange={onChange} />
      <Label htmlFor={id}>Live preview</Label>
    </div>
  );
}

/** The preview is for looking: a link in it must not take the person out of the editor. Forms already do not send (preview mode). */
function keepLinksInert(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
}

/**
 * The page beside the form as visitors will see it, updated a moment after each change: the
 * draft's content cleaned by the server as the Preview tab's is (the only HTML injected is
 * sanitised), drawn by the public renderers with the site's styles, laid out at the desktop width
 * and scaled to the pane. It scrolls on its own; while a change is invalid it keeps the last valid state.
 */
export function LivePreviewPane({ draft, path, language }: { draft: PageDraft; path: string; language: string | null }) {
  const content = draftContent(draft);
  const empty = isHtmlContent(content) ? content.html.trim() === "" : content.sections.length === 0;
  const { current, lastAccepted, latest } = useCleanedContent(empty ? null : content, language, TYPING_PAUSE_MS);
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const scale = useScaleToFit(scroller);
  const refused = latest && !latest.ok ? latest.message : null;
  const updating = !empty && current === null;

  return (
    // Sticks below the admin header and the editor's top bar (4rem and about 4rem), the screen's height less those.
    <section
      aria-labelledby={titleId}
      className="sticky top-36 flex h-[calc(100vh-10rem)] min-w-0 flex-col overflow-hidden rounded-xl border bg-background shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b px-4 py-2">
        <div className="flex items-baseline gap-2">
          <h2 id={titleId} className="text-sm font-semibold">
            Live preview
          </h2>
          {updating ? <span className="text-xs text-muted-foreground">Updating...</span> : null}
        </div>
        <p className="text-xs text-muted-foreground">Links in the preview do not open.</p>
      </div>
      {refused && current && lastAccepted ? (
        <p className="border-b bg-amber-50 px-4 py-2 text-xs text-amber-950">Showing the last valid version: {refused}</p>
      ) : null}
      {/* Focusable so the keyboard can scroll it (a scrollable region must be reachable). */}
      <div
        ref={scroller}
        tabIndex={0}
        role="group"
        aria-label="Page as visitors will see it"
        className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden focus-visible:outline-2 focus-visible:outline-ring">
        {empty ? (
          <p className="p-6 text-muted-foreground">No content yet.</p>
        ) : lastAccepted ? (
          <div className="site-preview bg-background text-foreground" style={{ width: PAGE_WIDTH_PX, zoom: scale }} onClickCapture={keepLinksInert}>
            <CmsPageArticle title={draft.title.trim() || "Untitled Page"} content={lastAccepted.content} path={path} formStamp="" preview collectionLists={lastAccepted.collectionLists} formViews={lastAccepted.formViews} />
          </div>
        ) : refused ? (
          <p className="p-6 text-sm text-destructive">The preview is not available: {refused}</p>
        ) : (
          <div className="p-6">
            <EditorSkeleton />
          </div>
        )}
      </div>
    </section>
  );
}

/** The zoom that fits PAGE_WIDTH_PX into the element's width (never enlarged), following its resizes. */
function useScaleToFit(ref: RefObject<HTMLElement | null>): number {
  const [scale, setScale] = useState(0.5);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScale(Math.min(1, element.clientWidth / PAGE_WIDTH_PX));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scale;
}
