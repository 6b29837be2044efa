import { data } from "react-router";
import type { Actor } from "#app/features/auth/session-user.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { db } from "#app/db/client.server.ts";
import { attachmentDisposition, downloadName } from "./display-name.ts";
import { extensionOf } from "./sniff-upload.server.ts";
import { findSubmissionFile } from "./submission-files.server.ts";
import { openStoredFile } from "./upload-storage.server.ts";

const NOT_FOUND = "This file no longer exists. It may have been deleted with its message.";

/**
 * A submission's file for staff who read the inbox (the route has checked that): always as an
 * attachment under a safe name, in the type its bytes were found to be, with `nosniff`, so no
 * browser runs it on the site's origin. Each download is written to the audit log.
 */
export async function downloadSubmissionFile(id: string, actor: Actor): Promise<Response> {
  const file = await findSubmissionFile(id);
  const opened = file ? await openStoredFile(file.stored_name) : null;
  if (!file || !opened) throw data({ message: NOT_FOUND }, { status: 404 });
  const name = downloadName(file.display_name, extensionOf(file.media_type));
  await recordAudit(db(), {
    actorId: actor.id,
    actorEmail: actor.email,
    action: "submission.file_download",
    targetType: "submission",
    targetId: file.submission_id,
    summary: `Downloaded ${name} from a contact submission`,
  });
  return new Response(opened.stream, {
    headers: {
      "Content-Type": file.media_type,
      "Content-Length": String(opened.size),
      "Content-Disposition": attachmentDisposition(name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      // Even opened in a tab by mistake, it cannot run a script or load anything.
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
