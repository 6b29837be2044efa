import { type Dispatch } from "react";
import { useRouteLoaderData } from "react-router";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { CANONICAL_URL_MAX_LENGTH, SEARCH_DESCRIPTION_LENGTH, SEARCH_TITLE_LENGTH, searchSnippet, type PageSeo } from "#app/features/seo/page-seo.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { cn } from "#app/lib/utils.ts";
import type { PageDraftAction } from "./page-draft.ts";

interface SeoPanelProps {
  title: string;
  /** The page's public path ("/pricing", or a site page's fixed "/services"). */
  path: string;
  /** A site page: without a social image it shares the site settings' image, not a generated card. */
  sitePage: boolean;
  metaDescription: string;
  seo: PageSeo;
  errors: Record<string, string> | undefined;
  readOnly: boolean;
  dispatch: Dispatch<PageDraftAction>;
}

interface RootSite {
  origin?: string;
  companyName?: string;
}

/**
 * How the page will look in a search result (title and description cut where search engines
 * usually cut them, with counters), and its search settings: hidden from search engines, a
 * canonical URL of its own, and a library image for social cards (without one the site makes a card).
 */
export function SeoPanel({ title, path, sitePage, metaDescription, seo, errors, readOnly, dispatch }: SeoPanelProps) {
  const site = (useRouteLoaderData("root") as { site?: RootSite } | undefined)?.site;
  const fullTitle = pageTitle(title || "Untitled page", site?.companyName);
  const origin = site?.origin ?? "";
  const shownUrl = `${origin.replace(/^https?:\/\//, "")}${path}`.replace(/\/$/, "");

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Search and Social</CardTitle>
        <CardDescription>How search engines and social networks show this page.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-label="Search result preview" className="space-y-1 rounded-md border bg-background p-3">
          <p className="truncate text-xs text-muted-foreground">{shownUrl}</p>
          <p data-testid="search-preview-title" className="text-lg leading-snug text-[#1a0dab] dark:text-[#8ab4f8]">
            {searchSnippet(fullTitle, SEARCH_TITLE_LENGTH)}
          </p>
          <p data-testid="search-preview-description" className="text-sm text-muted-foreground">
            {metaDescription ? searchSnippet(metaDescription, SEARCH_DESCRIPTION_LENGTH) : "No meta description: search engines will quote text from the page."}
          </p>
        </section>
        <div className="space-y-1 text-sm">
          <Counter label="Title" length={fullTitle.length} max={SEARCH_TITLE_LENGTH} />
          <Counter label="Description" length={metaDescription.trim().length} max={SEARCH_DESCRIPTION_LENGTH} />
        </div>

        <div className="flex items-start justify-between gap-4">
          <div className="space-y-1">
            <Label htmlFor="page-noindex">Hide from search engines</Label>
            <p id="page-noindex-hint" className="text-sm text-muted-foreground">
              {seo.noindex ? "Search engines are asked not to list this page; it is left out of the sitemap." : "Search engines may list this page."}
            </p>
          </div>
          <Switch id="page-noindex" aria-describedby="page-noindex-hint" checked={seo.noindex} disabled={readOnly} onCheckedChange={(noindex) => dispatch({ type: "set-seo", seo: { noindex } })} />
        </div>

        <FormField id="page-canonical-url" label="Canonical URL (Optional)" error={errors?.canonicalUrl}>
          {(control) => (
            <Input
              {...control}
              inputMode="url"
              value={seo.canonicalUrl}
              readOnly={readOnly}
              maxLength={CANONICAL_URL_MAX_LENGTH}
              placeholder={`${origin}${path}`}
              onChange={(event) => dispatch({ type: "set-seo", seo: { canonicalUrl: event.target.value } })}
            />
          )}
        </FormField>

        <div className="space-y-2">
          <ImageField
            label="Social image"
            placeholder="Choose from Library"
            value={seo.socialImage}
            error={errors?.socialImage}
            disabled={readOnly}
            onChange={(socialImage) => dispatch({ type: "set-seo", seo: { socialImage } })}
          />
          {seo.socialImage ? null : (
            <p className="text-sm text-muted-foreground">
              {sitePage ? "None chosen: the default sharing image from Settings is used." : "None chosen: a card with the page title and the brand is made for it."}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function Counter({ label, length, max }: { label: string; length: number; max: number }) {
  const over = length > max;
  return (
    <p className={cn(over ? "font-medium text-amber-800" : "text-muted-foreground")}>
      {label}: {length}/{max} characters{over ? " (search engines will cut it short)" : ""}
    </p>
  );
}
