import type { MediaItem } from "../schema.ts";

export type UploadAnswer = { ok: true; media: MediaItem } | { ok: false; message: string };

/**
 * Sends one file to /admin/media/upload. XMLHttpRequest, not fetch: only it reports upload progress.
 * `replace` names an image whose file this one replaces.
 */
export function uploadFile(file: File, { replace, onProgress }: { replace?: string; onProgress: (fraction: number) => void }): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.set("file", file);
    if (replace) form.set("replace", replace);
    const request = new XMLHttpRequest();
    request.open("POST", "/admin/media/upload");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as UploadAnswer | null;
      resolve(body && typeof body === "object" && "ok" in body ? body : { ok: false, message: `The upload failed (HTTP ${request.status}). Please try again.` });
    };
    request.onerror = () => resolve({ ok: false, message: "The upload failed: the connection was lost. Please try again." });
    request.send(form);
  });
}
