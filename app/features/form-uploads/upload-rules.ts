/**
 * What a form's file field takes, as the public form shows it: free of Zod and of server code, so a
 * public renderer may import it. The server decides by the file's bytes, never by this list
 * (sniff-upload.server.ts): `accept` only spares a visitor picking a file that will be refused.
 */
export const UPLOAD_ACCEPT = [
  ".pdf",
  ".png",
  ".jpg",
  ".jpeg",
  ".webp",
  ".gif",
  ".doc",
  ".docx",
  ".xls",
  ".xlsx",
  ".pptx",
  ".csv",
].join(",");

/** The limits a form's file fields tell the visitor and the server enforces (upload-limits.server.ts reads them). */
export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/** "10 MB", "2,5 MB": a limit in the page's language. */
export function formatMegabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}
