import { data } from "react-router";
import { readFormData } from "#app/lib/form.server.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { mediaRefusals } from "./media-messages.ts";
import { deleteMedia, updateMediaDetails } from "./media.server.ts";
import { parseMediaDetailsForm, type MediaActionData } from "./schema.ts";

/** Save details and Delete on the Media screen, after the route has checked "media:write". */
export async function handleMediaAction(request: Request, actor: SessionUser) {
  const read = await readFormData(request);
  if (!read.ok) return data<MediaActionData>({ ok: false, intent: "", message: { title: "Error", description: read.formError } }, { status: read.status });
  const form = read.form;
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "").slice(0, 100);

  if (intent === "delete") {
    const deleted = await deleteMedia(id, actor);
    if (deleted.ok) return data<MediaActionData>({ ok: true, intent, message: { title: "Image deleted" } });
    return data<MediaActionData>({ ok: false, intent, message: { title: "Failed to delete image", description: deleted.message } }, { status: 409 });
  }
  if (intent === "update") {
    const parsed = parseMediaDetailsForm(form);
    if (!parsed.success) return data<MediaActionData>({ ok: false, intent, message: { title: "Could not save details", description: parsed.error.issues[0]!.message } }, { status: 400 });
    const saved = await updateMediaDetails(id, parsed.data, actor);
    if (saved.ok) return data<MediaActionData>({ ok: true, intent, message: { title: "Details saved" } });
    return data<MediaActionData>({ ok: false, intent, message: { title: "Could not save details", description: saved.message } }, { status: saved.message === mediaRefusals.gone ? 404 : 409 });
  }
  return data<MediaActionData>({ ok: false, intent: "", message: { title: "Error", description: "Unknown action. Please reload the page and try again." } }, { status: 400 });
}
