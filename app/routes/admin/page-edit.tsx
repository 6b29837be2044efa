import { redirect } from "react-router";
import type { Route } from "./+types/page-edit";
import { editorPath } from "#app/features/collections/collections.ts";
import { loadItemChoices } from "#app/features/collections/item-choices.server.ts";
import { PageEditor } from "#app/features/pages/editor/components/page-editor.tsx";
import { PageEditorError } from "#app/features/pages/editor/components/page-editor-error.tsx";
import { handlePageEditorAction } from "#app/features/pages/editor/page-editor-action.server.ts";
import { loadPageEditor } from "#app/features/pages/editor/page-editor-loader.server.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

const MAX_ID_LENGTH = 100;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData ? `Edit: ${loaderData.page.title}` : "Edit Page") }, { name: "robots", content: "noindex" }];
}

/** Every staff member may open the editor; Viewers see it read-only. `?revision=` answers one revision for Restore. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const revisionId = new URL(request.url).searchParams.get("revision")?.slice(0, MAX_ID_LENGTH) || null;
  const loaded = await loadPageEditor(params.id.slice(0, MAX_ID_LENGTH), revisionId, user);
  // A collection item is edited on its collection's screens (docs/decisions/039-collections.md): links that name only its id arrive here.
  if (loaded.page.collection) throw redirect(editorPath(loaded.page));
  // The topics a Collection List section may filter by, named in the page's language.
  return { ...loaded, choices: await loadItemChoices(loaded.page.locale) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  return handlePageEditorAction(request, { actor, pageId: params.id });
}

export default function EditPage({ loaderData }: Route.ComponentProps) {
  const { page, revisions, canWrite, publishing, address, translation, languages, choices, review, collaboration } = loaderData;
  // Opening another page starts a fresh draft; fresh data for this page (after a save) keeps it.
  return (
    <PageEditor key={page.id} page={page} revisions={revisions} canWrite={canWrite} publishing={publishing} address={address} translation={translation} languages={languages} itemChoices={choices} review={review} collaboration={collaboration} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageEditorError error={error} />;
}
