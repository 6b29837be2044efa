import { emailIsDelivered } from "#app/lib/email.server.ts";
import { authSecretCheck } from "./auth-secret-check.server.ts";
import { backupCheck, type BackupMethod } from "./backup-check.server.ts";
import { databaseCheck } from "./database-check.server.ts";
import { emailCheck } from "./email-check.server.ts";
import type { HealthCheck } from "./health-check.ts";
import { jobsCheck, type FailedJob } from "./jobs-check.server.ts";
import { mediaCheck } from "./media-check.server.ts";
import { siteUrlCheck } from "./site-url-check.server.ts";
import { versionCheck } from "./version-check.server.ts";

export interface SiteHealthReport {
  /** In the screen's order: what the installer sets up first, then what the site keeps. */
  checks: HealthCheck[];
  failedJobs: FailedJob[];
  backupMethod: BackupMethod;
  emailConfigured: boolean;
  checkedAt: string;
}

/** Every check of the Site Health screen, for a request made at `requestUrl`. */
export async function siteHealthReport(requestUrl: string, { now = new Date(), timeZone }: { now?: Date; timeZone?: string } = {}): Promise<SiteHealthReport> {
  const [database, backup, jobs, media] = await Promise.all([databaseCheck(), backupCheck({ now, timeZone }), jobsCheck({ now }), mediaCheck()]);
  return {
    checks: [siteUrlCheck(requestUrl), emailCheck(), authSecretCheck(), database, backup.check, jobs.check, media, versionCheck()],
    failedJobs: jobs.failed,
    backupMethod: backup.method,
    emailConfigured: emailIsDelivered(),
    checkedAt: now.toISOString(),
  };
}
