// Rows the XSS canary test writes straight into the browser tests' database, as an import, an older
// version or a hand edit could have left them, past every form's validation: subscribers, staff
// accounts and audit entries whose texts are payloads. Every row carries the run's marker, so
// clean-up removes exactly these.
import { randomUUID } from "node:crypto";
import { withDatabase } from "./e2e-pages.ts";

/** Active subscribers with these names; each address holds the marker (which the list's search finds). */
export function insertHostileSubscribers(marker: string, names: readonly string[]): void {
  const now = new Date().toISOString();
  withDatabase((database) => {
    const insert = database.prepare(
      "INSERT INTO subscribers (id, email, first_name, last_name, subscribed_at, is_active, confirmed_at, unsubscribed_at, source) VALUES (?, ?, ?, ?, ?, 1, ?, NULL, 'admin')",
    );
    names.forEach((name, index) => insert.run(randomUUID(), `${name}.${marker}${index}@example.com`, name, name, now, now));
  });
}

/** Viewer accounts named `names`, each address holding the marker (no password: they only need to be listed). */
export function insertHostileStaff(marker: string, names: readonly string[]): void {
  const now = new Date().toISOString();
  withDatabase((database) => {
    const insert = database.prepare(
      'INSERT INTO "user" (id, name, email, "emailVerified", image, "createdAt", "updatedAt", role, banned, "banReason", "banExpires", "twoFactorEnabled") VALUES (?, ?, ?, 1, NULL, ?, ?, \'viewer\', 0, NULL, NULL, 0)',
    );
    names.forEach((name, index) => insert.run(randomUUID(), name, `${name}.${marker}${index}@example.com`, now, now));
  });
}

/** Audit entries (the dashboard's Recent Activity) with these summaries and actor addresses, newest of all. */
export function insertHostileAuditEntries(marker: string, summaries: readonly string[]): void {
  const start = Date.now() + 60_000;
  withDatabase((database) => {
    const insert = database.prepare("INSERT INTO audit_log (id, actor_id, actor_email, action, target_type, target_id, summary, created_at) VALUES (?, NULL, ?, 'page.update', 'page', NULL, ?, ?)");
    summaries.forEach((summary, index) => insert.run(randomUUID(), summary, `${marker} ${summary}`, new Date(start + index).toISOString()));
  });
}

/** Removes every row above, the contact messages and pages' audit entries that hold `marker`. */
export function deleteHostileRows(marker: string): void {
  withDatabase((database) => {
    database.prepare("DELETE FROM subscribers WHERE instr(email, ?) > 0").run(marker);
    database.prepare('DELETE FROM "user" WHERE instr(email, ?) > 0').run(marker);
    database.prepare("DELETE FROM audit_log WHERE instr(summary, ?) > 0").run(marker);
    database.prepare("DELETE FROM contact_submissions WHERE instr(message, ?) > 0").run(marker);
  });
}
