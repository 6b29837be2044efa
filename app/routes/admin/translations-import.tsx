import { Link } from "react-router";
import type { Route } from "./+types/translations-import";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { XliffImportPreview } from "#app/features/translations/xliff/components/xliff-import-preview.tsx";
import { XliffUploadForm } from "#app/features/translations/xliff/components/xliff-upload-form.tsx";
import { handleXliffImport } from "#app/features/translations/xliff/xliff-import-action.server.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta() {
  return [{ title: pageTitle("Import XLIFF") }, { name: "robots", content: "noindex" }];
}

/** Importing changes translations, so the screen is for those who may edit pages (pages:write). */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "pages:write");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  return handleXliffImport(request, actor);
}

export default function TranslationsImportPage({ actionData }: Route.ComponentProps) {
  const preview = actionData?.ok && actionData.intent === "preview" ? actionData : undefined;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Import XLIFF</h1>
        <p className="text-muted-foreground">
          Bring back a file a translator filled in. Only the translations change: texts whose source changed since the export, texts the site does not know and markup the source does not have are
          held back and listed. <Link to="/admin/translations" className="underline underline-offset-4">Back to Translations</Link>
        </p>
      </header>
      <ActionFeedback result={actionData?.ok === false || actionData?.intent === "apply" ? actionData : undefined} />
      {preview ? <XliffImportPreview key={preview.plan.fingerprint} plan={preview.plan} xliff={preview.xliff} filename={preview.filename} /> : <XliffUploadForm />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Import XLIFF" error={error} loadFailure={(reason) => `Error loading the import: ${reason}`} />;
}
