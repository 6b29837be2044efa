import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/theme";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { ThemeEditor } from "#app/features/theme/components/theme-editor.tsx";
import { ThemeHistory } from "#app/features/theme/components/theme-history.tsx";
import { handleThemeAction } from "#app/features/theme/theme-action.server.ts";
import { themeScreen } from "#app/features/theme/theme-screen.server.ts";
import { pageTitle } from "#app/lib/seo.ts";
import type { loader as rootLoader } from "#app/root.tsx";

export function meta() {
  return [{ title: pageTitle("Theme") }, { name: "robots", content: "noindex" }];
}

/** Admins only: the site's look (docs/decisions/050-theme-model.md). */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "theme:write");
  return themeScreen();
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "theme:write");
  return handleThemeAction(request, actor);
}

export default function ThemePage({ loaderData, actionData }: Route.ComponentProps) {
  const { theme, version, revisions, images, previewSections } = loaderData;
  const companyName = useRouteLoaderData<typeof rootLoader>("root")?.site.companyName ?? "";
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Theme</h1>
        <p className="text-muted-foreground">The colours, typefaces, corners, logo and favicon of every page of the website. Saved, the whole site changes at once.</p>
      </header>
      <ActionFeedback result={actionData} />
      {/* Keyed by version: after a save or restore (or someone else's) the form starts from the stored theme. */}
      <ThemeEditor key={version} stored={theme} version={version} images={images} sections={previewSections} companyName={companyName} />
      <ThemeHistory revisions={revisions} version={version} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Theme" error={error} loadFailure={(reason) => `Error loading the theme: ${reason}`} />;
}
