import type { Route } from "./+types/settings";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { SettingsNav } from "#app/components/admin/settings-nav.tsx";
import { SiteSettingsForm } from "#app/features/site-settings/components/site-settings-form.tsx";
import { handleSettingsAction } from "#app/features/site-settings/settings-action.server.ts";
import { SettingsLanguageSwitcher } from "#app/features/site-settings/components/settings-language-switcher.tsx";
import { SETTINGS_LANGUAGE_PARAM } from "#app/features/site-settings/settings-form.ts";
import { settingsForEditing } from "#app/features/site-settings/site-settings.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { can } from "#app/lib/permissions.ts";
import { timeZoneNames } from "#app/lib/time-zone.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

export function meta() {
  return [{ title: pageTitle("Settings") }, { name: "robots", content: "noindex" }];
}

/**
 * Every staff member reads the site settings; only Admins change them (docs/decisions/023-site-settings.md).
 * ?lang={tag} edits another language's header and footer (docs/decisions/037-locale-model.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const languages = await listLanguages();
  const tag = new URL(request.url).searchParams.get(SETTINGS_LANGUAGE_PARAM);
  const language = languages.find((candidate) => candidate.tag === tag) ?? languages.find((candidate) => candidate.isDefault) ?? languages[0]!;
  const { settings, version, started } = await settingsForEditing(language);
  return { settings, version, started, language, languages, canWrite: can(user.role, "settings:write"), timeZones: timeZoneNames() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "settings:write");
  return handleSettingsAction(request, actor);
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, version, started, language, languages, canWrite, timeZones } = loaderData;
  const defaultLanguage = languages.find((candidate) => candidate.isDefault) ?? language;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">
          {canWrite ? "The company's details, the navigation and the footer of every page of the website." : "Only Admins can change the site settings. You can read them here."}
        </p>
      </header>
      <SettingsNav />
      <SettingsLanguageSwitcher languages={languages} current={language.tag} />
      <ActionFeedback result={actionData} />
      {/* Keyed by language and version: after a save (or someone else's) the form starts from the stored settings. */}
      <SiteSettingsForm
        key={`${language.tag}:${version}`}
        settings={settings}
        version={version}
        language={language}
        defaultLanguage={defaultLanguage}
        started={started}
        canWrite={canWrite}
        timeZones={timeZones}
        serverErrors={actionData?.ok === false ? actionData.errors : undefined}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Settings" error={error} loadFailure={(reason) => `Error loading the settings: ${reason}`} />;
}
