import { Copy, Info, Lock, TriangleAlert } from "lucide-react";
import type { Dispatch } from "react";
import { useRouteLoaderData } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { PageFieldErrors } from "#app/features/pages/editor/page-input-errors.ts";
import { PAGE_LIMITS } from "#app/features/pages/cms/schema.ts";
import { SITE_PAGE_SLUG_NOTICE, SITE_PAGE_SLUGS, slugProblem } from "#app/features/pages/cms/slug.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { SourceText, useTranslationDirection } from "#app/features/pages/translating/components/translation-source.tsx";
import type { PageDraftAction } from "./page-draft.ts";
import { useEditorWords } from "./editor-words.ts";

interface TitleSlugCardProps {
  title: string;
  slug: string;
  errors: PageFieldErrors;
  readOnly: boolean;
  dispatch: Dispatch<PageDraftAction>;
  /** A site page's path ("/", "/services"): its address is fixed, so it shows instead of the URL Slug field. */
  fixedPath?: string;
  /** What the page's language puts before the slug ("/de"); "" in the default language. */
  pathPrefix?: string;
}

/** Page Title and URL Slug (or a site page's fixed address), with the page's full address and a button that copies it. */
export function TitleSlugCard({ title, slug, errors, readOnly, dispatch, fixedPath, pathPrefix = "" }: TitleSlugCardProps) {
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.site.origin ?? "";
  const direction = useTranslationDirection();
  const words = useEditorWords();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{words.details}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField id="page-title" label={`${words.item} Title`} error={errors.title}>
          {(control) => (
            <Input
              {...control}
              value={title}
              readOnly={readOnly}
              maxLength={PAGE_LIMITS.title}
              placeholder="About Us"
              dir={direction}
              onChange={(event) => dispatch({ type: "set-title", title: event.target.value })}
            />
          )}
        </FormField>
        <SourceText field="title" />
        {fixedPath === undefined ? (
          <SlugField origin={`${origin}${pathPrefix}`} slug={slug} error={errors.slug} readOnly={readOnly} dispatch={dispatch} shadowable={pathPrefix === ""} />
        ) : (
          <FixedAddress url={`${origin}${fixedPath}`} />
        )}
      </CardContent>
    </Card>
  );
}

interface SlugFieldProps {
  origin: string;
  slug: string;
  error?: string;
  readOnly: boolean;
  dispatch: Dispatch<PageDraftAction>;
  /** Only the default language's addresses have site pages' routes ("/services") that could hide the page. */
  shadowable: boolean;
}

/** The URL Slug input (a CMS page's, a translated site page's), with what is wrong with the slug typed so far. */
function SlugField({ origin, slug, error, readOnly, dispatch, shadowable }: SlugFieldProps) {
  const fullUrl = `${origin}/${slug}`;
  // The empty slug's message belongs to the save; while typing, only a slug that cannot work is flagged.
  const problem = slug === "" || error ? null : slugProblem(slug);
  return (
    <>
      <FormField id="page-slug" label="URL Slug" error={error}>
        {(control) => (
          // The whole origin, never cut: on a phone it takes its own line above the slug.
          <div className="flex flex-wrap sm:flex-nowrap">
            <span
              id="page-slug-prefix"
              className="flex w-full items-center rounded-t-md border border-b-0 border-input bg-muted px-3 py-1.5 text-sm break-all text-muted-foreground sm:w-auto sm:shrink-0 sm:rounded-l-md sm:rounded-tr-none sm:border-r-0 sm:border-b sm:py-0 sm:break-normal sm:whitespace-nowrap"
            >
              {origin}/
            </span>
            <Input
              {...control}
              aria-describedby={[control["aria-describedby"], "page-slug-notice"].filter(Boolean).join(" ")}
              className="min-w-0 flex-1 rounded-none rounded-bl-md sm:rounded-bl-none"
              value={slug}
              readOnly={readOnly}
              spellCheck={false}
              autoCapitalize="none"
              placeholder="about-us"
              onChange={(event) => dispatch({ type: "set-slug", slug: event.target.value })}
            />
            <Button type="button" variant="outline" size="icon" className="shrink-0 rounded-l-none rounded-tr-none border-l-0 sm:rounded-tr-md" disabled={slug === ""} onClick={() => copyUrl(fullUrl)}>
              <Copy aria-hidden />
              <span className="sr-only">Copy full URL</span>
            </Button>
          </div>
        )}
      </FormField>
      <div id="page-slug-notice" aria-live="polite" className="space-y-2 text-sm">
        {problem ? (
          <p className="flex gap-2 text-destructive">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {problem}
          </p>
        ) : null}
        {shadowable && SITE_PAGE_SLUGS.has(slug) ? (
          <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            {SITE_PAGE_SLUG_NOTICE}
          </p>
        ) : null}
      </div>
      <SourceText field="slug" />
    </>
  );
}

/**
 * A site page's address, shown as text: the server keeps a site page's slug whatever a form
 * sends (docs/decisions/018-site-pages.md), so an input here would only invite a change that is ignored.
 */
function FixedAddress({ url }: { url: string }) {
  return (
    <div role="group" aria-labelledby="page-address-label" aria-describedby="page-address-hint" className="space-y-2">
      <p id="page-address-label" className="text-sm leading-none font-medium">
        Address
      </p>
      <div className="flex">
        <p className="flex min-h-9 min-w-0 flex-1 items-center gap-2 rounded-l-md border border-input bg-muted px-3 text-sm break-all">
          <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          {url}
        </p>
        <Button type="button" variant="outline" size="icon" className="shrink-0 rounded-l-none border-l-0" onClick={() => copyUrl(url)}>
          <Copy aria-hidden />
          <span className="sr-only">Copy full URL</span>
        </Button>
      </div>
      <p id="page-address-hint" className="text-sm text-muted-foreground">
        A page of the website itself keeps its address, so links to it never break.
      </p>
    </div>
  );
}

async function copyUrl(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success("URL copied", { description: "The page URL has been copied to your clipboard." });
  } catch {
    toast.error("Could not copy the URL", { description: `Your browser did not allow it. The URL is ${url}` });
  }
}
