import { data } from "react-router";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { textField } from "#app/lib/form.ts";
import { logger } from "#app/lib/logger.server.ts";
import { addLanguage, LanguageError, makeDefaultLanguage, updateLanguage, type MoveAddresses } from "./languages.server.ts";
import { LanguagesIntent, type LanguagesActionData } from "./schema.ts";

const FAILED = "Could not change the languages";

/**
 * The Languages screen's changes, after the route has checked "settings:write". Bad input and
 * refusals answer 4xx with a message and change nothing; only real failures are 5xx. The route hands
 * in what moves with the default language (the pages' addresses), which this feature cannot import.
 */
export async function handleLanguagesAction(request: Request, actor: SessionUser, { moveAddresses }: { moveAddresses: MoveAddresses }) {
  const read = await readFormData(request);
  if (!read.ok) return refused(read.status, read.formError);
  const fields = Object.fromEntries(["intent", "tag", "urlPrefix", "enabled"].map((key) => [key, textField(read.form, key)]));
  const intent = LanguagesIntent.safeParse(fields);
  if (!intent.success) return refused(400, intent.error.issues[0]?.message ?? FAILED, fields.tag);
  const input = intent.data;
  try {
    switch (input.intent) {
      case "add": {
        const language = await addLanguage(input.tag, actor);
        return done("Language added", `${language.nativeName} is switched off until you switch it on. Its pages will be at /${language.urlPrefix}.`);
      }
      case "update": {
        const language = await updateLanguage(input, actor);
        return done("Language saved", language.enabled ? `${language.nativeName} is on${language.isDefault ? "" : `, at /${language.urlPrefix}`}.` : `${language.nativeName} is off: its pages are hidden from visitors, not deleted.`);
      }
      case "make-default": {
        const language = await makeDefaultLanguage(input.tag, actor, { moveAddresses });
        const moved = language.moved === 1 ? "1 address moved" : `${language.moved} addresses moved`;
        return done("Default language changed", `${language.nativeName} is now served at the addresses without a prefix. ${moved}; each old address redirects to its new one.`);
      }
    }
  } catch (error) {
    if (error instanceof LanguageError) return refused(error.status, error.message, input.tag);
    logger.error({ err: error }, "Changing the languages failed");
    return refused(500, "Something went wrong. Please try again later.", input.tag);
  }
}

function done(title: string, description: string) {
  return data<LanguagesActionData>({ ok: true, message: { title, description } });
}

function refused(status: number, description: string, tag?: string) {
  return data<LanguagesActionData>({ ok: false, message: { title: FAILED, description }, tag }, { status });
}
