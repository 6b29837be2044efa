// `npm run db:migrate` runs scripts/migrate.ts under plain Node, which strips TypeScript types but
// cannot load .tsx: everything the seeding imports must stay out of React components. This runs the
// script itself on a fresh SQLite file, as an operator would.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "db-migrate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("npm run db:migrate migrates a fresh database and seeds the site pages and settings", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/migrate.ts"], {
    env: { ...process.env, DATABASE_URL: `file:${join(dir, "fresh.db")}`, LOG_LEVEL: "silent" },
  });
  expect(stdout).toContain("Applied: 0001-initial");
  expect(stdout).toContain("Seeded site pages: home, services");
  expect(stdout).toContain("Seeded the site settings.");
});
