import { Copy, Info, TriangleAlert } from "lucide-react";
import type { Dispatch } from "react";
import { useRouteLoaderData } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { PageFieldErrors } from "#app/features/pages/page-input-errors.ts";
import { PAGE_LIMITS } from "#app/features/pages/schema.ts";
import { BUILT_IN_SLUG_NOTICE, BUILT_IN_SLUGS, slugProblem } from "#app/features/pages/slug.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { PageDraftAction } from "./page-draft.ts";

interface TitleSlugCardProps {
  title: string;
  slug: string;
  errors: PageFieldErrors;
  readOnly: boolean;
  dispatch: Dispatch<PageDraftAction>;
}

/** Page Title and URL Slug, with the page's full address and a button that copies it. */
export function TitleSlugCard({ title, slug, errors, readOnly, dispatch }: TitleSlugCardProps) {
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.site.origin ?? "";
  const fullUrl = `${origin}/${slug}`;
  // The empty slug's message belongs to the save; while typing, only a slug that cannot work is flagged.
  const problem = slug === "" || errors.slug ? null : slugProblem(slug);

  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(fullUrl);
      toast.success("URL copied", { description: "The page URL has been copied to your clipboard." });
    } catch {
      toast.error("Could not copy the URL", { description: `Your browser did not allow it. The URL is ${fullUrl}` });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Page Details</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField id="page-title" label="Page Title" error={errors.title}>
          {(control) => (
            <Input
              {...control}
              value={title}
              readOnly={readOnly}
              maxLength={PAGE_LIMITS.title}
              placeholder="About Us"
              onChange={(event) => dispatch({ type: "set-title", title: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="page-slug" label="URL Slug" error={errors.slug}>
          {(control) => (
            <div className="flex">
              <span
                id="page-slug-prefix"
                className="inline-flex max-w-[50%] items-center truncate rounded-l-md border border-r-0 border-input bg-muted px-3 text-sm text-muted-foreground"
              >
                {origin}/
              </span>
              <Input
                {...control}
                aria-describedby={[control["aria-describedby"], "page-slug-notice"].filter(Boolean).join(" ")}
                className="min-w-0 rounded-none"
                value={slug}
                readOnly={readOnly}
                spellCheck={false}
                autoCapitalize="none"
                placeholder="about-us"
                onChange={(event) => dispatch({ type: "set-slug", slug: event.target.value })}
              />
              <Button type="button" variant="outline" size="icon" className="shrink-0 rounded-l-none border-l-0" disabled={slug === ""} onClick={copyUrl}>
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
          {BUILT_IN_SLUGS.has(slug) ? (
            <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              {BUILT_IN_SLUG_NOTICE}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
