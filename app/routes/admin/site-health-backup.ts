import { redirect } from "react-router";
import type { Route } from "./+types/site-health-backup";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { downloadBackup } from "#app/features/site-health/backup-download.server.ts";
import { ActionRefusal } from "#app/lib/action-refusal.ts";
import { SITE_HEALTH_PATH } from "#app/features/site-health/site-health-paths.ts";
import { logger } from "#app/lib/logger.server.ts";
import { withFlash } from "#app/lib/toast-messages.ts";

/**
 * Download Backup: the SQLite database as an attachment. A POST (it is recorded in the audit log),
 * so the cross-site guard lets it through only from this site; a refusal (PostgreSQL, a database in
 * memory) or a failed copy goes back to Site Health with a notice instead of a broken download.
 */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "site:health");
  try {
    return await downloadBackup(actor);
  } catch (error) {
    if (error instanceof ActionRefusal) return redirect(withFlash(SITE_HEALTH_PATH, "backup-unavailable"));
    logger.error({ err: error }, "Download Backup failed");
    return redirect(withFlash(SITE_HEALTH_PATH, "backup-failed"));
  }
}

/** An old bookmark of the download's address: back to Site Health, where the download is a button. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "site:health");
  return redirect(SITE_HEALTH_PATH);
}
