import { redirect } from "react-router";
import type { Route } from "./+types/collection-item-edit";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { adminCollection } from "#app/features/collections/admin-collection.server.ts";
import { editorPath } from "#app/features/collections/collections.ts";
import { loadItemChoices } from "#app/features/collections/item-choices.server.ts";
import { PageEditor } from "#app/features/pages/editor/components/page-editor.tsx";
import { PageEditorError } from "#app/features/pages/editor/components/page-editor-error.tsx";
import { handlePageEditorAction } from "#app/features/pages/editor/page-editor-action.server.ts";
import { loadPageEditor } from "#app/features/pages/editor/page-editor-loader.server.ts";
import { pageTitle } from "#app/lib/seo.ts";

const MAX_ID_LENGTH = 100;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData ? `Edit: ${loaderData.page.title}` : "Edit Article") }, { name: "robots", content: "noindex" }];
}

/**
 * A collection item in the page editor, with its fields panel (docs/decisions/039-collections.md).
 * Every staff member may open it (Viewers read-only); `?revision=` answers one revision for Restore.
 * A row that is not an item of this collection is sent to its own editor.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const collection = adminCollection(request);
  const revisionId = new URL(request.url).searchParams.get("revision")?.slice(0, MAX_ID_LENGTH) || null;
  const loaded = await loadPageEditor(params.id.slice(0, MAX_ID_LENGTH), revisionId, user);
  if (loaded.page.collection !== collection.key) throw redirect(editorPath(loaded.page));
  return { ...loaded, choices: await loadItemChoices(loaded.page.locale) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  return handlePageEditorAction(request, { actor, pageId: params.id, collection: adminCollection(request) });
}

export default function EditCollectionItem({ loaderData }: Route.ComponentProps) {
  const { page, revisions, canWrite, publishing, address, translation, languages, choices, review, collaboration } = loaderData;
  // Opening another item starts a fresh draft; fresh data for this one (after a save) keeps it.
  return (
    <PageEditor key={page.id} page={page} revisions={revisions} canWrite={canWrite} publishing={publishing} address={address} translation={translation} languages={languages} itemChoices={choices} review={review} collaboration={collaboration} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageEditorError error={error} />;
}
