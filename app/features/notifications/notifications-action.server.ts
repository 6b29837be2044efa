import { data } from "react-router";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { readFormData, textFields } from "#app/lib/form.server.ts";
import { z } from "#app/lib/zod.ts";
import { markAllNotificationsRead, markNotificationRead } from "./notifications.server.ts";

/** The bell's two forms: one notification read (on opening it), or all of them. */
const BellInput = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("read"), id: z.string().min(1).max(100, "Unknown notification.") }), z.object({ intent: z.literal("read-all") })],
  "Unknown notification request.",
);

type Answer = { ok: boolean; message?: string };

/** Marks the signed-in person's own notifications read: an id of someone else's is answered as unknown and changes nothing. */
export async function handleNotificationsAction(request: Request, user: SessionUser) {
  const read = await readFormData(request, 1024);
  if (!read.ok) return data<Answer>({ ok: false, message: read.formError }, { status: read.status });
  const parsed = BellInput.safeParse(Object.fromEntries(textFields(read.form)));
  if (!parsed.success) return data<Answer>({ ok: false, message: parsed.error.issues[0]?.message ?? "Unknown notification request." }, { status: 400 });
  if (parsed.data.intent === "read-all") {
    await markAllNotificationsRead(user.id);
    return data<Answer>({ ok: true });
  }
  if (!(await markNotificationRead(user.id, parsed.data.id))) return data<Answer>({ ok: false, message: "Unknown notification." }, { status: 404 });
  return data<Answer>({ ok: true });
}
