import type { Route } from "./+types/page-new";
import { loadItemChoices } from "#app/features/collections/item-choices.server.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import { PageEditor } from "#app/features/pages/editor/components/page-editor.tsx";
import { PageEditorError } from "#app/features/pages/editor/components/page-editor-error.tsx";
import { handlePageEditorAction } from "#app/features/pages/editor/page-editor-action.server.ts";
import { loadNewItemReview } from "#app/features/pages/review/review.server.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

export function meta() {
  return [{ title: pageTitle("New Page") }, { name: "robots", content: "noindex" }];
}

/** Only staff who may change pages can create one; Viewers get 403. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "pages:write");
  // The topics a Collection List section may filter by: a new page is in the default language.
  return { choices: await loadItemChoices(await defaultLanguageTag()), review: await loadNewItemReview(null, user) };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  return handlePageEditorAction(request, { actor, pageId: null });
}

export default function NewPage({ loaderData }: Route.ComponentProps) {
  return <PageEditor page={null} revisions={[]} canWrite itemChoices={loaderData.choices} review={loaderData.review} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageEditorError error={error} />;
}
