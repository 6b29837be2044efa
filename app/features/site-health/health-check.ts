/** How a check came out: fine, worth a look (a recommendation), or something that does not work. */
export type HealthStatus = "ok" | "warning" | "problem";

type HealthCheckId = "site-url" | "email" | "auth-secret" | "database" | "backup" | "jobs" | "media" | "version";

/** One part of the Site Health screen: what was checked, what was found and, unless all is well, what to do. */
export interface HealthCheck {
  id: HealthCheckId;
  title: string;
  status: HealthStatus;
  /** What was found, one fact a line. */
  details: string[];
  /** What to do about a warning or a problem, in the installer's words; absent when the check is ok. */
  todo?: string;
  /** A command the todo asks to run on the server, shown as code to copy. */
  command?: string;
}

/** How many checks came out each way, for the summary above them. */
export function countByStatus(checks: readonly HealthCheck[]): Record<HealthStatus, number> {
  const counts: Record<HealthStatus, number> = { ok: 0, warning: 0, problem: 0 };
  for (const check of checks) counts[check.status] += 1;
  return counts;
}
