const MAX_DISPLAY_NAME = 120;

/**
 * A visitor's file name as staff may see it: the last part of any path ("../../etc/passwd" and
 * "C:\\fakepath\\x.pdf" keep "passwd" and "x.pdf"), without control or direction-changing characters
 * (an "exe.pdf" that reads "fdp.exe"), without the characters file systems refuse, at most 120
 * characters with its extension kept. Never used as a path: the file is stored under a random name.
 */
export function sanitiseDisplayName(name: string): string {
  const base = name.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  if (cleaned === "") return "file";
  if (cleaned.length <= MAX_DISPLAY_NAME) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, MAX_DISPLAY_NAME - extension.length) + extension;
}

/** The name a download is saved under: the display name, ending in the extension its bytes were found to be. */
export function downloadName(displayName: string, extension: string): string {
  const current = displayName.slice(displayName.lastIndexOf(".") + 1).toLowerCase();
  const same = current === extension || (extension === "jpg" && current === "jpeg");
  return displayName.includes(".") && same ? displayName : `${displayName}.${extension}`;
}

/**
 * `Content-Disposition: attachment` naming the file: a plain ASCII name for old clients, and the real
 * one percent-encoded (RFC 6266), so no quote, line break or path in a name reaches the header.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
