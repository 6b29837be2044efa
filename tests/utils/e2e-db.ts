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
