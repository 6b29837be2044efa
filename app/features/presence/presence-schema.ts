import { z } from "#app/lib/zod.ts";

/**
 * Who is editing an item (docs/decisions/049-presence-and-notes.md): each open editor tab sends one
 * heartbeat every HEARTBEAT_MS, and a tab not heard from for STALE_AFTER_MS (three missed beats) is
 * no longer shown, so a closed tab disappears within a minute even when its goodbye was lost.
 */
export const HEARTBEAT_MS = 15_000;
export const STALE_AFTER_MS = 45_000;

export const PRESENCE_PATH = "/admin/presence";

/** What a tab tells the server: it is editing, only watching (read-only), takes the item over, or leaves. */
const PRESENCE_INTENTS = ["edit", "watch", "take-over", "leave"] as const;

/** One schema for the tab's post and the server: ids are bounded, the tab id is one the browser made. */
export const PresenceInput = z.object({
  intent: z.enum(PRESENCE_INTENTS, "Unknown presence request."),
  pageId: z.string().min(1, "Name the item.").max(100, "Name the item."),
  tabId: z.uuid("The editor's tab id is not valid."),
});
export type PresenceInput = z.infer<typeof PresenceInput>;

/** Someone else with the item open in its editor, as the editor and the lists show them. */
export interface EditorPresence {
  userId: string;
  name: string;
  since: string;
}

/** The server's answer to a heartbeat: who else is editing, and whether this tab was taken over (by whom). */
export interface PresenceAnswer {
  editors: EditorPresence[];
  takenOverBy: string | null;
}

/** The initials an avatar shows for a name or an e-mail address. */
export function presenceInitials(name: string): string {
  const words = name.replace(/@.*/, "").split(/[\s._-]+/).filter(Boolean);
  const initials = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? "").slice(0, 2);
  return initials.toUpperCase() || "?";
}

/** "Ada is editing", "Ada and Ben are editing", "Ada and 2 others are editing". */
export function editingSentence(editors: readonly Pick<EditorPresence, "name">[]): string {
  const [first, second] = editors;
  if (!first) return "";
  if (!second) return `${first.name} is editing`;
  if (editors.length === 2) return `${first.name} and ${second.name} are editing`;
  return `${first.name} and ${editors.length - 1} others are editing`;
}
