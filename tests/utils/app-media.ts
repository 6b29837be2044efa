// The media library over HTTP, as the Media screen's upload does it: one multipart request per file.
import type { MediaItem } from "#app/features/media/media.server.ts";

export type UploadAnswer = { status: number; body: { ok: true; media: MediaItem } | { ok: false; message: string } };

export async function uploadOverHttp(baseUrl: string, cookie: string, name: string, bytes: Uint8Array, type = "image/jpeg"): Promise<UploadAnswer> {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  const response = await fetch(`${baseUrl}/admin/media/upload`, { method: "POST", headers: { origin: baseUrl, cookie }, body: form });
  return { status: response.status, body: (await response.json()) as UploadAnswer["body"] };
}
