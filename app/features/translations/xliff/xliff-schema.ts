import { z } from "#app/lib/zod.ts";

/** The largest XLIFF file an import reads: every site page of a language with room to spare, far below what would strain the server. */
export const MAX_XLIFF_BYTES = 2 * 1024 * 1024;
export const XLIFF_TOO_LARGE = `The file is too large: an XLIFF file can be at most ${MAX_XLIFF_BYTES / 1024 / 1024} MB. Export fewer pages at a time.`;

/** The statuses an export selects by (translation-status.ts), and "all". */
export const EXPORT_STATUSES = { outdated: "Outdated", missing: "Missing", draft: "Draft", "up-to-date": "Up to date", all: "All" } as const;
export type ExportStatus = keyof typeof EXPORT_STATUSES;

/** /admin/translations/export?lang=de&status=outdated, or ?lang=de&page=<id>. */
export const ExportRequest = z.object({
  lang: z.string("Choose a language to export.").trim().min(1, "Choose a language to export.").max(35),
  page: z.string().trim().min(1).max(100).optional(),
  status: z.enum(Object.keys(EXPORT_STATUSES) as [ExportStatus, ...ExportStatus[]], "Choose outdated, missing, draft, up-to-date or all.").optional(),
});
export type ExportRequest = z.infer<typeof ExportRequest>;

/** The import form: a file to preview, or the previewed file sent back to apply, with the preview's fingerprint. */
export const ImportIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview") }),
  z.object({
    intent: z.literal("apply"),
    xliff: z.string().min(1, "The file to apply is missing. Upload it again."),
    fingerprint: z.string().regex(/^[0-9a-f]{64}$/, "The preview could not be read. Upload the file again."),
  }),
], "Choose an XLIFF file to import.");
