// `npm run admin:create` runs scripts/admin-create.ts under plain Node. It ends by saying where to
// sign in: the configured public origin (SITE_URL), else the address the server listens on.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "admin-create-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// One database for the three runs: only the first migrates it, which on a busy machine was most of each run.
async function createAdmin(name: string, config: Record<string, string>): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `file:${join(dir, "admins.db")}`, LOG_LEVEL: "silent", ...config };
  for (const key of ["SITE_URL", "PORT", "HOST"]) if (!(key in config)) delete env[key];
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/admin-create.ts", "--email", `${name}@example.com`, "--password", "a long enough password"], { env });
  return stdout.trim();
}

test("prints the sign-in address of SITE_URL when it is set", async () => {
  expect(await createAdmin("site", { SITE_URL: "https://cms.example.com/some/path", PORT: "4100" })).toBe(
    "Created Admin site@example.com. Sign in at https://cms.example.com/admin/login",
  );
}, 60_000);

test("prints the sign-in address of the configured port (and host) without SITE_URL", async () => {
  expect(await createAdmin("port", { PORT: "4321" })).toBe("Created Admin port@example.com. Sign in at http://localhost:4321/admin/login");
  expect(await createAdmin("host", { PORT: "4322", HOST: "127.0.0.1" })).toBe("Created Admin host@example.com. Sign in at http://127.0.0.1:4322/admin/login");
}, 60_000);
