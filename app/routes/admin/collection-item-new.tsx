import type { Route } from "./+types/collection-item-new";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { adminCollection } from "#app/features/collections/admin-collection.server.ts";
import { COLLECTIONS } from "#app/features/collections/collections.ts";
import { loadItemChoices } from "#app/features/collections/item-choices.server.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import { PageEditor } from "#app/features/pages/editor/components/page-editor.tsx";
import { PageEditorError } from "#app/features/pages/editor/components/page-editor-error.tsx";
import { handlePageEditorAction } from "#app/features/pages/editor/page-editor-action.server.ts";
import { loadNewItemReview } from "#app/features/pages/review/review.server.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(`New ${loaderData ? COLLECTIONS[loaderData.collection].itemLabel("en") : "Article"}`) }, { name: "robots", content: "noindex" }];
}

/** A new item of a collection, in the page editor with its fields panel (docs/decisions/039-collections.md); only those who may change pages. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "pages:write");
  const collection = adminCollection(request);
  return { collection: collection.key, choices: await loadItemChoices(await defaultLanguageTag()), review: await loadNewItemReview(collection.key, user) };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  return handlePageEditorAction(request, { actor, pageId: null, collection: adminCollection(request) });
}

export default function NewCollectionItem({ loaderData }: Route.ComponentProps) {
  return <PageEditor key={loaderData.collection} page={null} revisions={[]} canWrite newItemOf={loaderData.collection} itemChoices={loaderData.choices} review={loaderData.review} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageEditorError error={error} />;
}
