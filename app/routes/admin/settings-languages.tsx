import type { Route } from "./+types/settings-languages";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { SettingsNav } from "#app/components/admin/settings-nav.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { AddLanguageForm } from "#app/features/languages/components/add-language-form.tsx";
import { LanguagesTable } from "#app/features/languages/components/languages-table.tsx";
import { handleLanguagesAction } from "#app/features/languages/languages-action.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { DefaultLanguageConfirmation } from "#app/features/languages/components/default-language-confirmation.tsx";
import { movePublicAddresses, previewDefaultLanguage } from "#app/features/pages/default-language.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta() {
  return [{ title: pageTitle("Languages") }, { name: "robots", content: "noindex" }];
}

/**
 * Every staff member sees the languages; only Admins change them (docs/decisions/037-locale-model.md).
 * ?make-default={tag} asks an Admin to confirm a new default, listing the addresses that would move.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const canWrite = can(user.role, "settings:write");
  const languages = await listLanguages();
  const tag = new URL(request.url).searchParams.get("make-default");
  const candidate = canWrite ? languages.find((language) => language.tag === tag && language.enabled && !language.isDefault) : undefined;
  const makeDefault = candidate ? { language: candidate, moves: await previewDefaultLanguage(candidate.tag) } : null;
  return { languages, canWrite, makeDefault };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "settings:write");
  return handleLanguagesAction(request, actor, { moveAddresses: movePublicAddresses });
}

export default function LanguagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { languages, canWrite, makeDefault } = loaderData;
  const current = languages.find((language) => language.isDefault);
  const refusal = actionData && !actionData.ok && actionData.tag ? { tag: actionData.tag, message: actionData.message.description ?? actionData.message.title } : undefined;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Languages</h1>
        <p className="text-muted-foreground">
          {canWrite
            ? "The languages the website is offered in. The default language is served at the addresses without a prefix; every other language under its own, such as /de. Switching a language off hides its pages without deleting them."
            : "Only Admins can change the languages. You can read them here."}
        </p>
      </header>
      <SettingsNav />
      <ActionFeedback result={actionData} />
      {makeDefault && current && !actionData?.ok ? <DefaultLanguageConfirmation language={makeDefault.language} current={current} moves={makeDefault.moves} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>Languages of the website</CardTitle>
          <CardDescription>The default first, then in the order they were added.</CardDescription>
        </CardHeader>
        <CardContent>
          <LanguagesTable languages={languages} canWrite={canWrite} refusal={refusal} />
        </CardContent>
      </Card>
      {canWrite ? (
        <Card>
          <CardHeader>
            <CardTitle>Add a language</CardTitle>
            <CardDescription>A new language starts switched off, so its pages can be translated before visitors see them.</CardDescription>
          </CardHeader>
          <CardContent>
            <AddLanguageForm languages={languages} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Languages" error={error} loadFailure={(reason) => `Error loading the languages: ${reason}`} />;
}
