import { data } from "react-router";
import { readFormData } from "#app/lib/form.server.ts";
import { textField } from "#app/lib/form.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { settingsErrors, SiteSettings, TranslatedSettings, type SettingsErrors } from "./schema.ts";
import { SETTINGS_FORM, SETTINGS_SAVE_FAILED, SETTINGS_SAVED, type SettingsActionData } from "./settings-form.ts";
import { saveSettingsTranslation, saveSiteSettings, SettingsRefusal } from "./site-settings.server.ts";

const UNREADABLE = "The settings could not be read. Please reload the page and try again.";

/**
 * A save from the Settings screen, after the route has checked "settings:write": the whole settings
 * in the default language, or one other language's own parts (the form's `language`). Bad input
 * changes nothing and says why.
 */
export async function handleSettingsAction(request: Request, actor: SessionUser) {
  const read = await readFormData(request);
  if (!read.ok) return refused(read.status, read.status === 413 ? "The settings are too large to save. Please shorten them." : UNREADABLE);
  const version = Number(textField(read.form, SETTINGS_FORM.version));
  const raw = parseJson(textField(read.form, SETTINGS_FORM.settings));
  if (raw === undefined || !Number.isSafeInteger(version) || version < 0) return refused(400, UNREADABLE);

  const tag = textField(read.form, SETTINGS_FORM.language);
  try {
    const language = tag ? (await listLanguages()).find((candidate) => candidate.tag === tag) : undefined;
    if (tag && !language) return refused(404, "That language is not on the site. Please reload the page.");
    // The default language's parts live with the shared ones, in the main row.
    if (!language || language.isDefault) {
      const parsed = SiteSettings.safeParse(raw);
      if (!parsed.success) return invalid(parsed.error.issues);
      await saveSiteSettings(parsed.data, version, actor);
      return data<SettingsActionData>({ ok: true, message: SETTINGS_SAVED });
    }
    const parsed = TranslatedSettings.safeParse(raw);
    if (!parsed.success) return invalid(parsed.error.issues);
    await saveSettingsTranslation(language, parsed.data, version, actor);
    return data<SettingsActionData>({ ok: true, message: { title: SETTINGS_SAVED.title, description: `Every ${language.englishName} page of the website shows the new settings.` } });
  } catch (error) {
    if (error instanceof SettingsRefusal) return refused(error.status, error.message);
    logger.error({ err: error }, "Saving the site settings failed");
    return refused(500, "Something went wrong. Please try again later.");
  }
}

function invalid(issues: Parameters<typeof settingsErrors>[0]) {
  const errors = settingsErrors(issues);
  return refused(400, Object.values(errors)[0] ?? UNREADABLE, errors);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function refused(status: number, description: string, errors?: SettingsErrors) {
  return data<SettingsActionData>({ ok: false, message: { title: SETTINGS_SAVE_FAILED, description }, errors }, { status });
}
