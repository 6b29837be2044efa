import { readFormData } from "#app/lib/form.server.ts";
import { env } from "#app/lib/env.server.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { mediaRefusals } from "./media-messages.ts";
import { replaceMedia, uploadMedia, type MediaItem } from "./media.server.ts";

/** Room for the multipart framing around one file of the largest allowed size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type UploadAnswer = { ok: true; media: MediaItem } | { ok: false; message: string };

/**
 * One file posted as multipart form data (field `file`; `replace` names an image whose file it
 * replaces). The Media screen sends each file in its own request, so each has its own progress bar
 * and its own answer. A body longer than the size limit is refused before it is read in full.
 */
export async function handleMediaUpload(request: Request, actor: Pick<SessionUser, "id" | "email">): Promise<{ status: number; answer: UploadAnswer }> {
  const maxBytes = env().MEDIA_MAX_BYTES;
  const read = await readFormData(request, maxBytes + FORM_OVERHEAD_BYTES);
  if (!read.ok) {
    const message = read.status === 413 ? mediaRefusals.tooLarge("This file", maxBytes) : read.formError;
    return { status: read.status, answer: { ok: false, message } };
  }
  const file = read.form.get("file");
  if (!(file instanceof File)) return { status: 400, answer: { ok: false, message: mediaRefusals.noFile } };
  const upload = { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
  const replace = read.form.get("replace");
  const result = typeof replace === "string" && replace !== "" ? await replaceMedia(replace, upload, actor) : await uploadMedia(upload, actor);
  if (result.ok) return { status: 200, answer: result };
  return { status: result.message === mediaRefusals.gone ? 404 : 422, answer: result };
}
