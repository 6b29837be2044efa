import { data } from "react-router";
import type { Route } from "./+types/form-edit";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { FormBuilder } from "#app/features/forms/components/form-builder.tsx";
import { handleFormSave } from "#app/features/forms/forms-action.server.ts";
import { getForm } from "#app/features/forms/forms.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.form ? `Edit ${loaderData.form.name}` : "Forms") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, "forms:write");
  const form = await getForm(params.id);
  if (!form) throw data("Form not found", { status: 404 });
  const languages = (await listLanguages()).map(({ tag, nativeName, isDefault }) => ({ tag, nativeName, isDefault }));
  return { form, languages };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requirePermission(request, "forms:write");
  return handleFormSave(request, params.id, actor);
}

export default function FormEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <ActionFeedback result={actionData} />
      <FormBuilder key={loaderData.form.id} form={loaderData.form} languages={loaderData.languages} errors={actionData && "errors" in actionData ? actionData.errors : undefined} savedVersion={actionData && "version" in actionData ? actionData.version : undefined} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Forms" error={error} loadFailure={(reason) => `Error loading the form: ${reason}`} />;
}
