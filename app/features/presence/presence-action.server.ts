import { data } from "react-router";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { readFormData, textFields } from "#app/lib/form.server.ts";
import { can } from "#app/lib/permissions.ts";
import { PresenceInput, type PresenceAnswer } from "./presence-schema.ts";
import { heartbeat, leave, takeOver, watch } from "./presence.server.ts";

/** A heartbeat is three short ids: anything larger is not one. */
const MAX_PRESENCE_BYTES = 1024;
const GONE = "This item no longer exists.";
const READ_ONLY = "You have read-only access to pages: you can view this item but not edit it or take it over.";

type Refusal = { message: string };

/**
 * A tab's heartbeat, after the route has checked that its person is staff: "watch" and "leave" for
 * every role, "edit" and "take-over" only for those who may change pages. A tab acts on its own row
 * only (the row is keyed by the signed-in person's id, never one from the request).
 */
export async function handlePresenceAction(request: Request, user: SessionUser) {
  const read = await readFormData(request, MAX_PRESENCE_BYTES);
  if (!read.ok) return data<Refusal>({ message: read.formError }, { status: read.status });
  const parsed = PresenceInput.safeParse(Object.fromEntries(textFields(read.form)));
  if (!parsed.success) return data<Refusal>({ message: parsed.error.issues[0]?.message ?? "Unknown presence request." }, { status: 400 });
  const { intent, ...tab } = parsed.data;
  if (intent === "leave") {
    await leave(tab, user);
    return new Response(null, { status: 204 });
  }
  if (intent !== "watch" && !can(user.role, "pages:write")) return data<Refusal>({ message: READ_ONLY }, { status: 403 });
  const run = { edit: heartbeat, watch, "take-over": takeOver }[intent];
  const answer = await run(tab, user);
  if (!answer) return data<Refusal>({ message: GONE }, { status: 404 });
  return data<PresenceAnswer>(answer);
}
