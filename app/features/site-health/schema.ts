import { textField } from "#app/lib/form.ts";
import { z } from "#app/lib/zod.ts";

const JOB_GONE = "That job no longer exists. Please reload the page.";

/** The Site Health screen's buttons, told apart by `intent` (Download Backup posts to its own route). */
export const SiteHealthIntent = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("send-test-email") }),
    // An id longer than any we make names nothing: the same message as a missing one.
    z.object({ intent: z.literal("retry-job"), jobId: z.string().trim().min(1, JOB_GONE).max(200, JOB_GONE) }),
  ],
  "Unknown action. Please reload the page and try again.",
);

export type SiteHealthIntent = z.infer<typeof SiteHealthIntent>;

export type ParsedSiteHealthForm = { ok: true; value: SiteHealthIntent } | { ok: false; intent: string; message: string };

export function parseSiteHealthForm(form: FormData): ParsedSiteHealthForm {
  const fields = { intent: textField(form, "intent"), jobId: textField(form, "jobId") };
  const result = SiteHealthIntent.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, intent: fields.intent, message: result.error.issues[0]?.message ?? "Please reload the page and try again." };
}

export interface SiteHealthActionData {
  ok: boolean;
  intent: string;
  message: { title: string; description?: string };
}
