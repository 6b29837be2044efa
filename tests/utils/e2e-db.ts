// Read-only look into the browser tests' database, to check what a submission stored. The path is
// the one playwright.config.ts hands the server (DATABASE_URL=file:./data/e2e.db).
import { DatabaseSync } from "node:sqlite";

const E2E_DB_PATH = "./data/e2e.db";

/** Contact submissions whose name, e-mail or message contains `marker` (each test uses its own). */
export function countContactSubmissions(marker: string): number {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database
      .prepare("SELECT COUNT(*) AS n FROM contact_submissions WHERE instr(name, ?) > 0 OR instr(email, ?) > 0 OR instr(message, ?) > 0")
      .get(marker, marker, marker) as { n: number };
    return Number(row.n);
  } finally {
    database.close();
  }
}

/** Staff accounts in the browser tests' database (0 until the first Admin signs up). */
export function countUsers(): number {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database.prepare('SELECT COUNT(*) AS n FROM "user"').get() as { n: number };
    return Number(row.n);
  } finally {
    database.close();
  }
}

/** A staff account's id and role by e-mail, or undefined when there is none. */
export function findUser(email: string): { id: string; role: string | null } | undefined {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database.prepare('SELECT id, role FROM "user" WHERE email = ?').get(email) as { id: string; role: string | null } | undefined;
    return row ? { id: row.id, role: row.role } : undefined;
  } finally {
    database.close();
  }
}

/** How many staff accounts hold `role`. */
export function countUsersWithRole(role: string): number {
  const database = new DatabaseSync(E2E_DB_PATH, { readOnly: true });
  try {
    const row = database.prepare('SELECT COUNT(*) AS n FROM "user" WHERE role = ?').get(role) as { n: number };
    return Number(row.n);
  } finally {
    database.close();
  }
}

/** Test clean-up: switches two-factor sign-in off for `email` again, whatever state a failed test left. */
export function clearTwoFactor(email: string): void {
  const database = new DatabaseSync(E2E_DB_PATH);
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    const user = database.prepare('SELECT id FROM "user" WHERE email = ?').get(email) as { id: string } | undefined;
    if (!user) return;
    database.prepare('DELETE FROM "twoFactor" WHERE "userId" = ?').run(user.id);
    database.prepare('UPDATE "user" SET "twoFactorEnabled" = 0 WHERE id = ?').run(user.id);
  } finally {
    database.close();
  }
}
