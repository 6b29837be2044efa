/**
 * The words of a toast: the spec's "Title: description" messages split in two, and the one-time
 * notices carried across a redirect in the query string (`?flash=…`), shown as a toast and
 * as text (for visitors without JavaScript), then removed from the address bar.
 */
export const FLASHES = {
  "signed-in": { title: "Welcome back!", description: "You've been successfully logged in.", tone: "success" },
  // A new account (the first Admin, or an invitee) is confirmed on creation and signed straight in:
  // the spec's sign-up title, without its confirmation e-mail, and no "Welcome back!" for someone new.
  "signed-up": { title: "Registration successful", description: "Your account is ready and you are signed in.", tone: "success" },
  "signed-out": { title: "Signed out", description: "You've been successfully logged out.", tone: "success" },
  "sign-out-failed": { title: "Sign out error", description: "You are still signed in. Please try again.", tone: "error" },
  "email-confirmed": { title: "E-mail confirmed", description: "Your e-mail address is confirmed. You can now sign in.", tone: "success" },
  "email-link-invalid": {
    title: "Confirmation link invalid",
    description: "This confirmation link is invalid or has expired. Sign in with your e-mail and password to get a new one.",
    tone: "error",
  },
  "password-reset": { title: "Password updated", description: "You can now sign in with your new password.", tone: "success" },
  // The account page's two-factor confirm and disable, which replace the session (features/auth/two-factor.server.ts).
  "two-factor-on": { title: "Two-factor authentication", description: "Two-factor authentication is on. Sign-in will ask for a code from your app.", tone: "success" },
  "two-factor-off": { title: "Two-factor authentication", description: "Two-factor authentication is off.", tone: "success" },
  // The page editor's redirects (spec section 8: "Page created", "Page deleted: …").
  "page-created": { title: "Page created", description: "Your new page has been saved.", tone: "success" },
  "page-deleted": { title: "Page deleted", description: "The page has been successfully deleted.", tone: "success" },
  "page-duplicated": { title: "Page duplicated", description: "This is the copy, saved as a draft.", tone: "success" },
  // Translate (docs/decisions/037-locale-model.md): the new translation opens in its editor.
  "page-translated": { title: "Translation started", description: "This is the translation, saved as a draft. Translate each field beside its source text.", tone: "success" },
  // A site page's "Reset to default" (docs/decisions/018-site-pages.md).
  "page-reset": { title: "Page reset to default", description: "The original content is back, saved as a new revision.", tone: "success" },
  // The subscribers export found nobody to export (spec section 5), sent back to the list.
  "no-subscribers-to-export": { title: "No subscribers", description: "There are no subscribers to export.", tone: "error" },
  // Site Health's Download Backup, refused (a PostgreSQL or in-memory database) or failed, sent back to the screen.
  "backup-unavailable": { title: "No backup to download", description: "This database cannot be downloaded: Site Health says how to back it up.", tone: "error" },
  "backup-failed": { title: "Could not make a backup", description: "The copy of the database failed. Please try again; if it fails again, look in the server's log.", tone: "error" },
} as const satisfies Record<string, Flash>;

export type FlashName = keyof typeof FLASHES;
export interface Flash {
  title: string;
  description: string;
  tone: "success" | "error";
}

/**
 * The page editor's notices where a collection item was created, deleted or copied: its kind for
 * "page" ("Article created"; docs/decisions/039-collections.md). A page keeps the spec's words.
 */
const ITEM_FLASHES: Partial<Record<FlashName, (item: string) => Flash>> = {
  "page-created": (item) => ({ title: `${item} created`, description: `Your new ${item.toLowerCase()} has been saved.`, tone: "success" }),
  "page-deleted": (item) => ({ title: `${item} deleted`, description: `The ${item.toLowerCase()} has been successfully deleted.`, tone: "success" }),
  "page-duplicated": (item) => ({ title: `${item} duplicated`, description: "This is the copy, saved as a draft.", tone: "success" }),
};

export function withFlash(path: string, flash: FlashName): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set("flash", flash);
  return `${url.pathname}${url.search}`;
}

/**
 * The notice a URL carries; better-auth adds `error=` to the confirmation landing when the token is
 * bad. `item`: the collection item's kind on a collection's admin screens ("Article"), else null.
 */
export function flashFrom(searchParams: URLSearchParams, item: string | null = null): Flash | null {
  const name = searchParams.get("flash");
  if (name === "email-confirmed" && searchParams.get("error")) return FLASHES["email-link-invalid"];
  if (!name || !Object.hasOwn(FLASHES, name)) return null;
  const worded = item ? ITEM_FLASHES[name as FlashName] : undefined;
  return worded ? worded(item!) : FLASHES[name as FlashName];
}

/** "Title: description" as two parts, the way the spec's catalogue writes its toasts. */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(": ");
  return at === -1 ? { title: message } : { title: message.slice(0, at), description: message.slice(at + 2) };
}
