import { Link } from "react-router";
import type { Route } from "./+types/subscribers-import";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { IMPORT_DESCRIPTION, ImportSubscribersForm } from "#app/features/subscribers/components/import-subscribers-form.tsx";
import { handleSubscribersImport } from "#app/features/subscribers/subscribers-import-action.server.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta() {
  return [{ title: pageTitle("Import Subscribers") }, { name: "robots", content: "noindex" }];
}

/** The import's own page: where Import CSV leads without JavaScript, and where its form posts. Admins only (docs/roles.md: personal data in bulk). */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "subscribers:import");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "subscribers:import");
  return handleSubscribersImport(request, actor);
}

export default function SubscribersImportPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Import Subscribers</h1>
        <p className="text-muted-foreground">
          {IMPORT_DESCRIPTION}{" "}
          <Link to="/admin/subscribers" className="underline underline-offset-4">
            Back to Subscribers
          </Link>
        </p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <ImportSubscribersForm
            idPrefix="import-page"
            result={actionData}
            done={
              <Button asChild>
                <Link to="/admin/subscribers">Back to Subscribers</Link>
              </Button>
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Import Subscribers" error={error} loadFailure={(reason) => `Error loading the import: ${reason}`} />;
}
