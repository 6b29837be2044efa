import { useLocation, useRevalidator } from "react-router";
import type { Route } from "./+types/media";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { SearchForm } from "#app/components/admin/search-form.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { MediaDetailPanel } from "#app/features/media/components/media-detail-panel.tsx";
import { MediaGrid } from "#app/features/media/components/media-grid.tsx";
import { MediaUploader } from "#app/features/media/components/media-uploader.tsx";
import { handleMediaAction } from "#app/features/media/media-action.server.ts";
import { getMedia, listMedia, mediaUses } from "#app/features/media/media.server.ts";
import { MAX_MEDIA_QUERY_LENGTH, NO_MEDIA_USES } from "#app/features/media/schema.ts";
import { env } from "#app/lib/env.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

export function meta() {
  return [{ title: pageTitle("Media") }, { name: "robots", content: "noindex" }];
}

/** Every staff member browses the library; Editors and Admins upload and change it. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, MAX_MEDIA_QUERY_LENGTH);
  const id = (params.get("id") ?? "").slice(0, 100);
  const [items, selected, uses] = await Promise.all([listMedia(q), id ? getMedia(id) : null, id ? mediaUses(id) : NO_MEDIA_USES]);
  return { items, q, selected, uses, canWrite: can(user.role, "media:write"), maxBytes: env().MEDIA_MAX_BYTES };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "media:write");
  return handleMediaAction(request, actor);
}

export default function MediaPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, q, selected, uses, canWrite, maxBytes } = loaderData;
  const { search } = useLocation();
  const revalidator = useRevalidator();

  const hrefWith = (id: string | null) => {
    const params = new URLSearchParams(search);
    if (id) params.set("id", id);
    else params.delete("id");
    return `/admin/media${params.size > 0 ? `?${params}` : ""}`;
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Media</h1>
        <p className="text-muted-foreground">Images for your pages: upload once, place anywhere, served at the right size.</p>
      </header>

      <ActionFeedback result={actionData} />
      {canWrite ? <MediaUploader maxBytes={maxBytes} onUploaded={() => void revalidator.revalidate()} /> : null}

      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
            <CardTitle className="text-lg">Library</CardTitle>
            <SearchForm id="media-search" label="Search images by name or alt text" placeholder="Search images..." query={q} maxLength={MAX_MEDIA_QUERY_LENGTH} clearHref="/admin/media" />
          </CardHeader>
          <CardContent>
            <MediaGrid items={items} selectedId={selected?.id ?? null} hrefFor={hrefWith} />
          </CardContent>
        </Card>
        {selected ? <MediaDetailPanel key={selected.id} media={selected} uses={uses} canWrite={canWrite} closeHref={hrefWith(null)} /> : null}
      </div>
    </div>
  );
}

/** The library could not be loaded: the reason, under the screen's title. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Media" error={error} loadFailure={(reason) => `Error loading the media library: ${reason}`} />;
}
