import { createContext, useContext, type ReactNode } from "react";
import { isHtmlContent } from "../../cms/content.ts";
import type { TranslationInfo } from "../../editor/page-editor-loader.server.ts";
import type { Section } from "#app/sections/section-list.ts";
import { matchingSection, sectionTexts } from "../section-texts.ts";

interface TranslationSourceValue {
  source: NonNullable<TranslationInfo["source"]>;
  /** "Show source" is on: each field shows the source's text beside it. */
  show: boolean;
  /** The translation's own direction, for the fields staff type it in. */
  direction: "ltr" | "rtl";
}

const TranslationSourceContext = createContext<TranslationSourceValue | null>(null);

/**
 * The side-by-side view (docs/decisions/037-locale-model.md): while a translation is edited, the
 * default language's current page is handed to every field deep in the editor (title, slug, meta
 * description, each section's panel), which shows its text beside the field being translated.
 */
export function TranslationSourceProvider({ value, children }: { value: TranslationSourceValue | null; children: ReactNode }) {
  return <TranslationSourceContext.Provider value={value}>{children}</TranslationSourceContext.Provider>;
}

/** The direction the translation's own text fields take (`dir`), undefined outside a translation. */
export function useTranslationDirection(): "ltr" | "rtl" | undefined {
  return useContext(TranslationSourceContext)?.direction;
}

/** Under a page field: what the default language's page says there, read-only. */
export function SourceText({ field }: { field: "title" | "slug" | "metaDescription" }) {
  const context = useContext(TranslationSourceContext);
  if (!context?.show) return null;
  const { source } = context;
  return <SourceBox source={source} texts={[{ label: null, text: field === "slug" ? `/${source.slug}` : source[field] }]} />;
}

/** At the top of a section's panel: the words of the source's matching section, read-only. */
export function SourceSectionTexts({ section, index }: { section: Section; index: number }) {
  const context = useContext(TranslationSourceContext);
  if (!context?.show) return null;
  const { source } = context;
  const sections = isHtmlContent(source.content) ? [] : source.content.sections;
  const match = matchingSection(sections, section, index);
  if (!match) return <SourceBox source={source} texts={[]} />;
  return <SourceBox source={source} texts={sectionTexts(match)} />;
}

/** Beside the HTML Editor: the source page's HTML, read-only, when it is written in HTML too. */
export function SourceHtml() {
  const context = useContext(TranslationSourceContext);
  if (!context?.show || !isHtmlContent(context.source.content)) return null;
  return (
    <div className="rounded-md border border-dashed border-sky-300 bg-sky-50/60 px-3 py-2 text-sm" data-translation-source>
      <p className="text-xs font-medium text-sky-900">{context.source.languageName} (source)</p>
      <pre lang={context.source.languageTag} className="max-h-72 overflow-auto font-mono text-xs break-words whitespace-pre-wrap">
        {context.source.content.html}
      </pre>
    </div>
  );
}

function SourceBox({ source, texts }: { source: TranslationSourceValue["source"]; texts: ReadonlyArray<{ label: string | null; text: string }> }) {
  return (
    <div className="rounded-md border border-dashed border-sky-300 bg-sky-50/60 px-3 py-2 text-sm" data-translation-source>
      <p className="text-xs font-medium text-sky-900">{source.languageName} (source)</p>
      {texts.length === 0 ? (
        <p className="text-muted-foreground">No matching section in the {source.languageName} page.</p>
      ) : (
        <dl className="space-y-1">
          {texts.map((entry, index) => (
            <div key={index} className="flex flex-col gap-x-2 sm:flex-row">
              {entry.label ? <dt className="shrink-0 text-xs text-muted-foreground sm:w-32 sm:pt-0.5">{entry.label}</dt> : null}
              <dd lang={source.languageTag} dir={source.direction} className="min-w-0 break-words whitespace-pre-line text-foreground">
                {entry.text || <span className="text-muted-foreground italic">(empty)</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
