import type { ActionResult } from "#app/components/action-feedback.tsx";
import type { SettingsErrors } from "./schema.ts";

/** The Settings form's field names, shared by the screen, its action and the tests that post it. */
export const SETTINGS_FORM = { settings: "settings", version: "version", language: "language" } as const;

/** The Settings screen's query parameter naming the language being edited (?lang=de); without it, the default language. */
export const SETTINGS_LANGUAGE_PARAM = "lang";

export const SETTINGS_SAVED = { title: "Settings saved", description: "Every page of the website shows the new settings." };
export const SETTINGS_SAVE_FAILED = "Failed to save settings";

/** What the Settings action answers: the toast, and on refusal the messages by field. */
export interface SettingsActionData extends ActionResult {
  errors?: SettingsErrors;
}
