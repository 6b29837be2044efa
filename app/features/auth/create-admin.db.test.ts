import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, setUpAuthFixture, type AuthFixture } from "#tests/utils/auth-fixture.ts";

const run = promisify(execFile);
let f: AuthFixture;

beforeAll(async () => {
  f = await setUpAuthFixture();
});
afterAll(() => f?.cleanup());

/** `npm run admin:create -- …`, run by Node exactly as the script entry says, against the test database. */
async function adminCreate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/admin-create.ts", ...args], {
      env: { ...process.env, DATABASE_URL: f.t.url, LOG_LEVEL: "silent", SITE_URL: "https://cms.brandcheck.test" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each case starts a Node process that loads the app's modules from source and hashes with production's
// cost: 10–25 s each on a machine the CI keeps busy, too close to the project's 30 s.
describe("npm run admin:create", { timeout: 90_000 }, () => {
  it("refuses a weak password and creates nothing", async () => {
    const result = await adminCreate("--email", "ops@brandcheck.test", "--password", "123456789");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Not created: Your password must be at least 10 characters.");
    expect(await f.t.db.selectFrom("user").select("id").execute()).toEqual([]);
  });

  it("creates a confirmed Admin who can sign in at once", async () => {
    const result = await adminCreate("--email", "Ops@BrandCheck.test", "--password", PASSWORD);
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain("Created Admin ops@brandcheck.test. Sign in at https://cms.brandcheck.test/admin/login");
    const user = await f.t.db.selectFrom("user").selectAll().where("email", "=", "ops@brandcheck.test").executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: "admin", emailVerified: true });
    expect((await f.browser().post("/sign-in/email", { email: "ops@brandcheck.test", password: PASSWORD })).status).toBe(200);
  });

  it("refuses an address that already has an account", async () => {
    const result = await adminCreate("--email", "ops@brandcheck.test", "--password", "another long password");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("ops@brandcheck.test already has an account.");
  });
});
