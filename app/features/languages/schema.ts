import { z } from "#app/lib/zod.ts";
import type { TextDirection } from "./known-languages.ts";

/** A language the site has (the site_languages table), as every screen and the public site see it. */
export interface SiteLanguage {
  tag: string;
  nativeName: string;
  englishName: string;
  /** Its address prefix ("de" for /de/…); the default language is served without it. */
  urlPrefix: string;
  direction: TextDirection;
  enabled: boolean;
  isDefault: boolean;
}

export const URL_PREFIX_MAX = 20;
const URL_PREFIX_INVALID = `The address prefix must be 2 to ${URL_PREFIX_MAX} lower-case letters, digits or hyphens, starting with a letter (for example de or zh-hk).`;
export const LANGUAGE_UNKNOWN = "Choose a language from the list.";
export const LANGUAGE_MISSING = "That language is not on the site. Please reload the page.";

/** Lower-case ASCII only: a prefix is the first segment of every address in its language. */
const UrlPrefix = z
  .string()
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[a-z][a-z0-9-]{1,${URL_PREFIX_MAX - 1}}$`), URL_PREFIX_INVALID)
  .refine((prefix) => !prefix.endsWith("-") && !prefix.includes("--"), URL_PREFIX_INVALID);

const Tag = z.string().trim().min(1, LANGUAGE_UNKNOWN).max(35, LANGUAGE_UNKNOWN);
const UNKNOWN_ACTION = "Unknown action. Please reload the page and try again.";

/** The Languages screen's changes, told apart by the form's `intent`. */
export const LanguagesIntent = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), tag: Tag }),
    z.object({ intent: z.literal("update"), tag: Tag, urlPrefix: UrlPrefix, enabled: z.enum(["on", "off"], UNKNOWN_ACTION).transform((value) => value === "on") }),
    z.object({ intent: z.literal("make-default"), tag: Tag }),
  ],
  UNKNOWN_ACTION,
);
export type LanguagesIntent = z.output<typeof LanguagesIntent>;

export type LanguagesActionData =
  | { ok: true; message: { title: string; description?: string } }
  | { ok: false; message: { title: string; description?: string }; tag?: string };
