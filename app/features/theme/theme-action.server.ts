import { data } from "react-router";
import type { ActionResult } from "#app/components/action-feedback.tsx";
import { readFormData } from "#app/lib/form.server.ts";
import { textField } from "#app/lib/form.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { THEME_FIELDS, ThemeInput } from "./schema.ts";
import { THEME_FORM, THEME_INTENTS } from "./theme-form.ts";
import { restoreThemeRevision, saveTheme, ThemeRefusal } from "./theme.server.ts";

/** A theme is ten short fields: a body beyond this is not the Theme screen's. */
const MAX_THEME_BODY = 8 * 1024;
const UNREADABLE = "The theme could not be read. Please reload the page and try again.";
const FAILED = "Failed to save the theme";
const SAVED = { title: "Theme saved", description: "Every page of the website shows the new look." };

/**
 * A post from the Theme screen, after the route has checked "theme:write": save the fields as a new
 * revision, or restore an old one. Bad input changes nothing and says why, naming the colour pair
 * and its contrast when that is the reason.
 */
export async function handleThemeAction(request: Request, actor: SessionUser) {
  const read = await readFormData(request, MAX_THEME_BODY);
  if (!read.ok) return refused(read.status, read.status === 413 ? "The request is too large for a theme." : UNREADABLE);
  const { form } = read;
  const version = Number(textField(form, THEME_FORM.version));
  const intent = textField(form, THEME_FORM.intent);
  if (!Number.isSafeInteger(version) || version < 0 || !(THEME_INTENTS as readonly string[]).includes(intent)) return refused(400, UNREADABLE);
  try {
    if (intent === "restore") {
      const from = Number(textField(form, THEME_FORM.revision));
      if (!Number.isSafeInteger(from) || from < 1) return refused(400, UNREADABLE);
      const restored = await restoreThemeRevision(from, version, actor);
      return data<ActionResult>({ ok: true, message: { title: "Theme restored", description: `Version ${from} is the site's look again (saved as version ${restored.version}).` } });
    }
    const parsed = ThemeInput.safeParse(Object.fromEntries(THEME_FIELDS.map((field) => [field, textField(form, field)])));
    if (!parsed.success) return refused(400, parsed.error.issues.map((issue) => issue.message).join(" "));
    await saveTheme(parsed.data, version, actor);
    return data<ActionResult>({ ok: true, message: SAVED });
  } catch (error) {
    if (error instanceof ThemeRefusal) return refused(error.status, error.message);
    logger.error({ err: error }, "Saving the theme failed");
    return refused(500, "Something went wrong. Please try again later.");
  }
}

function refused(status: number, description: string) {
  return data<ActionResult>({ ok: false, message: { title: FAILED, description } }, { status });
}
