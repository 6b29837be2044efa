/** The Theme screen's own field names beside the theme's (schema.ts THEME_FIELDS), shared by the screen, its action and the tests that post it. */
export const THEME_FORM = { intent: "intent", version: "version", revision: "revision" } as const;

export const THEME_INTENTS = ["save", "restore"] as const;
