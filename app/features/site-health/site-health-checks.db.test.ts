// Each Site Health check against a real database (SQLite, or PostgreSQL with DATABASE_URL set): what it
// finds, the status it gives, what it tells the Admin to do, and that no secret reaches the screen.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isPostgresUrl, sqlitePath } from "#app/db/dialect.ts";
import { knownMigrationNames } from "#app/db/migrate.server.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { enqueueJob } from "#app/lib/jobs.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { setTestEnv } from "#tests/utils/test-env.ts";
import { authSecretCheck } from "./auth-secret-check.server.ts";
import { backupCheck } from "./backup-check.server.ts";
import { databaseCheck } from "./database-check.server.ts";
import { emailCheck } from "./email-check.server.ts";
import { FAILED_JOBS_SHOWN, jobsCheck } from "./jobs-check.server.ts";
import { mediaCheck } from "./media-check.server.ts";
import { siteHealthReport } from "./site-health.server.ts";
import { siteUrlCheck } from "./site-url-check.server.ts";
import { versionCheck } from "./version-check.server.ts";

let t: TestDb;
const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? "");
const NOW = new Date("2026-11-27T12:00:00.000Z");

beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
});
afterAll(async () => {
  await t?.cleanup();
});
beforeEach(async () => {
  for (const table of ["jobs", "audit_log", "media_variants", "media"] as const) await t.db.deleteFrom(table).execute();
});

const text = (check: { details: string[]; todo?: string; command?: string }) => [...check.details, check.todo ?? "", check.command ?? ""].join("\n");

describe("the site address (SITE_URL)", () => {
  it("is a problem when unset: e-mailed links would name the listen address", () => {
    setTestEnv({ SITE_URL: undefined, HOST: "0.0.0.0", PORT: "3000" });
    const check = siteUrlCheck("https://www.brandcheck.test/admin/site-health");
    expect(check.status).toBe("problem");
    expect(check.details.join(" ")).toContain("http://localhost:3000");
    expect(check.todo).toContain("Set SITE_URL to the address visitors use (for example https://www.brandcheck.test)");
  });

  it("is ok when it matches the address the screen was opened at", () => {
    setTestEnv({ SITE_URL: "https://www.brandcheck.test" });
    const check = siteUrlCheck("https://www.brandcheck.test/admin/site-health");
    expect(check).toMatchObject({ status: "ok" });
    expect(check.todo).toBeUndefined();
  });

  it("warns when the screen was opened at another host, naming both", () => {
    setTestEnv({ SITE_URL: "https://www.brandcheck.test" });
    const check = siteUrlCheck("https://staging.brandcheck.test/admin/site-health");
    expect(check.status).toBe("warning");
    expect(check.todo).toBe("If visitors use https://staging.brandcheck.test, set SITE_URL to it and restart the server; if they use https://www.brandcheck.test, open the admin there.");
  });

  it("points to TRUST_PROXY when only the scheme differs (a proxy that handles HTTPS)", () => {
    setTestEnv({ SITE_URL: "https://www.brandcheck.test" });
    const check = siteUrlCheck("http://www.brandcheck.test/admin/site-health");
    expect(check.status).toBe("warning");
    expect(check.todo).toContain("set TRUST_PROXY");
  });

  it("warns about a public site on http://", () => {
    setTestEnv({ SITE_URL: "http://www.brandcheck.test" });
    const check = siteUrlCheck("http://www.brandcheck.test/admin/site-health");
    expect(check.status).toBe("warning");
    expect(check.todo).toContain("https://www.brandcheck.test");
  });
});

describe("e-mail", () => {
  it("is a problem without SMTP_URL, saying what goes missing and what to set", () => {
    setTestEnv({ SMTP_URL: undefined });
    const check = emailCheck();
    expect(check.status).toBe("problem");
    expect(check.details.join(" ")).toContain("invitations, password resets");
    expect(check.todo).toContain("Set SMTP_URL");
  });

  it("names the mail server but never its user name or password", () => {
    setTestEnv({ SMTP_URL: "smtps://mailer%40brandcheck.test:hunter2-secret@smtp.example.com:465?pool=true", MAIL_FROM: "Site <site@brandcheck.test>" });
    const check = emailCheck();
    expect(check.status).toBe("ok");
    expect(check.details[0]).toBe("E-mail is sent through smtps://smtp.example.com:465, from Site <site@brandcheck.test>.");
    expect(text(check)).not.toMatch(/hunter2|mailer/);
  });

  it("is a problem when SMTP_URL is not an address", () => {
    setTestEnv({ SMTP_URL: "not a url" });
    expect(emailCheck().status).toBe("problem");
  });
});

describe("the auth secret", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "site-health-secret-"));
    return () => rmSync(folder, { recursive: true, force: true });
  });

  it("is ok when AUTH_SECRET is set, and never shows its value", () => {
    const secret = "a-very-long-secret-value-that-must-stay-hidden-123";
    setTestEnv({ AUTH_SECRET: secret });
    const check = authSecretCheck();
    expect(check.status).toBe("ok");
    expect(text(check)).not.toContain(secret);
  });

  it("is a problem when it is neither set nor kept in its file", () => {
    setTestEnv({ AUTH_SECRET: undefined });
    const check = authSecretCheck({ secretFile: join(folder, "auth-secret") });
    expect(check.status).toBe("problem");
    expect(check.todo).toContain("Set AUTH_SECRET");
  });

  it("warns when the generated secret's file is readable by other accounts", () => {
    setTestEnv({ AUTH_SECRET: undefined });
    const file = join(folder, "auth-secret");
    writeFileSync(file, "generated-secret-value-0123456789abcdef\n", { mode: 0o644 });
    chmodSync(file, 0o644);
    const check = authSecretCheck({ secretFile: file });
    expect(check.status).toBe("warning");
    expect(check.todo).toContain("chmod 600");
    expect(text(check)).not.toContain("generated-secret-value");
  });

  it(`is ${onPostgres ? "a warning on PostgreSQL (a second server would make its own)" : "ok on SQLite, kept beside the database"}`, () => {
    setTestEnv({ AUTH_SECRET: undefined });
    const file = join(folder, "auth-secret");
    writeFileSync(file, "generated-secret-value-0123456789abcdef\n", { mode: 0o600 });
    const check = authSecretCheck({ secretFile: file });
    if (onPostgres) {
      expect(check.status).toBe("warning");
      expect(check.todo).toContain("Set AUTH_SECRET in the environment of every server");
    } else {
      expect(check.status).toBe("ok");
      expect(check.details.join(" ")).toContain("npm run db:backup copies it");
    }
    expect(text(check)).not.toContain("generated-secret-value");
  });
});

describe("the database", () => {
  it("names its kind and size, and is ok with every migration applied", async () => {
    const check = await databaseCheck();
    expect(check.status).toBe("ok");
    expect(check.details[0]).toMatch(t.dialect === "postgres" ? /^PostgreSQL \d+(\.\d+)*, database \S+ on 127\.0\.0\.1:5432\.$/ : /^SQLite 3\.\d+\.\d+, in \S+test\.db\.$/);
    expect(check.details[1]).toMatch(/^Size: [\d.]+ (KB|MB|GB)\.$/);
    const known = knownMigrationNames();
    expect(check.details[2]).toBe(`Migrations: ${known.length} of ${known.length} applied (the latest: ${known.at(-1)}).`);
  });

  it("is a problem with a migration not applied, and says to run db:migrate", async () => {
    const latest = knownMigrationNames().at(-1)!;
    await t.db.deleteFrom("kysely_migration" as never).where("name" as never, "=", latest as never).execute();
    try {
      const check = await databaseCheck();
      expect(check.status).toBe("problem");
      expect(check.details).toContain(`Not applied yet: ${latest}.`);
      expect(check.todo).toContain("npm run db:migrate");
    } finally {
      await t.db.insertInto("kysely_migration" as never).values({ name: latest, timestamp: NOW.toISOString() } as never).execute();
    }
  });

  it("is a problem with a migration this version does not know (a newer version's database)", async () => {
    await t.db.insertInto("kysely_migration" as never).values({ name: "9999-from-the-future", timestamp: NOW.toISOString() } as never).execute();
    try {
      const check = await databaseCheck();
      expect(check.status).toBe("problem");
      expect(check.details.join(" ")).toContain("9999-from-the-future");
      expect(check.todo).toContain("newer version");
    } finally {
      await t.db.deleteFrom("kysely_migration" as never).where("name" as never, "=", "9999-from-the-future" as never).execute();
    }
  });

  it.runIf(onPostgres)("never shows the database password", async () => {
    const withPassword = new URL(t.url);
    withPassword.password = "pg-secret-pass";
    setTestEnv({ DATABASE_URL: withPassword.toString() });
    expect(text(await databaseCheck(t.db))).not.toContain("pg-secret-pass");
  });
});

describe("backups", () => {
  it("on PostgreSQL, gives the pg_dump command without the password", async () => {
    setTestEnv({ DATABASE_URL: "postgres://brandcheck:pg-secret-pass@db.internal:5432/brandcheck?sslmode=require&password=other-secret" });
    const { check, method } = await backupCheck({ now: NOW });
    expect(method).toBe("pg_dump");
    expect(check.status).toBe("warning");
    expect(check.command).toBe("pg_dump --format=custom --file=brandcheck-$(date +%F).dump 'postgres://brandcheck@db.internal:5432/brandcheck?sslmode=require'");
    expect(text(check)).not.toMatch(/secret/);
  });

  describe.skipIf(onPostgres)("on SQLite", () => {
    const backups = () => join(dirname(sqlitePath(t.url)), "backups");
    beforeEach(() => {
      rmSync(backups(), { recursive: true, force: true });
    });

    it("warns when there is no backup, and says how to make one", async () => {
      const { check, method } = await backupCheck({ now: NOW });
      expect(method).toBe("download");
      expect(check.status).toBe("warning");
      expect(check.details[0]).toContain("No backup found");
      expect(check.todo).toContain("npm run db:backup");
    });

    it("is ok with a recent db:backup file, naming it", async () => {
      mkdirSync(backups());
      const file = join(backups(), "2026-11-26T03-00-00-000Z.db");
      writeFileSync(file, "");
      utimesSync(file, new Date("2026-11-26T03:00:00Z"), new Date("2026-11-26T03:00:00Z"));
      const { check } = await backupCheck({ now: NOW });
      expect(check.status).toBe("ok");
      expect(check.details[0]).toBe(`The last backup was made yesterday, Nov 26, 2026 3:00 am (UTC): ${join(backups(), "2026-11-26T03-00-00-000Z.db")}, written by npm run db:backup.`);
      // In the reader's time zone, named.
      expect((await backupCheck({ now: NOW, timeZone: "Asia/Hong_Kong" })).check.details[0]).toContain("yesterday, Nov 26, 2026 11:00 am (Hong Kong, GMT+8):");
    });

    it("counts a download from the screen, and warns once the newest backup is over a week old", async () => {
      await recordAudit(t.db, { actorId: null, actorEmail: "owner@brandcheck.test", action: "site_health.backup_download", summary: "Downloaded a backup of the database" }, new Date("2026-11-10T09:00:00Z"));
      const { check } = await backupCheck({ now: NOW });
      expect(check.status).toBe("warning");
      expect(check.details[0]).toContain("downloaded from this screen by owner@brandcheck.test");
      expect(check.todo).toContain("more than 7 days old");
    });
  });
});

describe("the jobs queue", () => {
  async function job(status: "pending" | "failed" | "done", fields: { last_error?: string; run_at?: string; updated_at?: string } = {}) {
    const id = await enqueueJob(t.db, "auth.reset_password", { to: "ann@example.com", link: "https://site.test/reset?token=live-token" });
    await t.db.updateTable("jobs").set({ status, attempts: status === "failed" ? 8 : 0, ...fields }).where("id", "=", id).execute();
    return id;
  }

  it("is ok with nothing failed or stuck, counting what waits", async () => {
    await job("pending", { run_at: NOW.toISOString() });
    await job("pending", { run_at: new Date(NOW.getTime() + 60_000).toISOString(), last_error: "451 try later" });
    await job("done");
    const { check, failed } = await jobsCheck({ now: NOW });
    expect(check.status).toBe("ok");
    expect(check.details).toEqual(["2 jobs waiting, 1 of them to be tried again after an error.", "0 jobs failed."]);
    expect(failed).toEqual([]);
  });

  it("warns about due jobs nobody picked up for ten minutes (no worker running)", async () => {
    await job("pending", { run_at: new Date(NOW.getTime() - 11 * 60_000).toISOString() });
    const { check } = await jobsCheck({ now: NOW });
    expect(check.status).toBe("warning");
    expect(check.details).toContain("1 job should have run more than 10 minutes ago.");
  });

  it("lists failed jobs newest first with their errors, secrets hidden, never their payload", async () => {
    setTestEnv({ SMTP_URL: "smtp://mailer:smtp-pass-123@smtp.example.com:587", AUTH_SECRET: "auth-secret-value-that-never-shows-0001" });
    const older = await job("failed", { last_error: "Invalid login: 535 for smtp://mailer:smtp-pass-123@smtp.example.com", updated_at: "2026-11-26T10:00:00.000Z" });
    const newer = await job("failed", { last_error: "signed with auth-secret-value-that-never-shows-0001", updated_at: "2026-11-27T10:00:00.000Z" });
    const { check, failed } = await jobsCheck({ now: NOW });
    expect(check.status).toBe("problem");
    expect(check.todo).toContain("Retry");
    expect(failed.map((row) => row.id)).toEqual([newer, older]);
    expect(failed[1]).toMatchObject({ id: older, type: "auth.reset_password", attempts: 8, error: "Invalid login: 535 for smtp://mailer:[Redacted]@smtp.example.com", failedAt: "2026-11-26T10:00:00.000Z" });
    expect(failed[0]!.error).toBe("signed with [Redacted]");
    expect(JSON.stringify(failed)).not.toContain("live-token");
  });

  it(`shows the latest ${FAILED_JOBS_SHOWN} failed jobs and counts the rest`, async () => {
    for (let i = 0; i < FAILED_JOBS_SHOWN + 2; i++) await job("failed", { last_error: `error ${i}` });
    const { check, failed } = await jobsCheck({ now: NOW });
    expect(failed).toHaveLength(FAILED_JOBS_SHOWN);
    expect(check.details[1]).toBe(`${FAILED_JOBS_SHOWN + 2} jobs failed (the latest ${FAILED_JOBS_SHOWN} are listed).`);
  });
});

describe("media storage", () => {
  it("says so when the library is empty", async () => {
    expect(await mediaCheck()).toMatchObject({ status: "ok", details: ["The media library is empty."] });
  });

  it("adds up the originals and their resized copies", async () => {
    const now = NOW.toISOString();
    const base = { format: "png", width: 10, height: 10, alt: "", decorative: true, caption: "", created_at: now, updated_at: now };
    await t.db.insertInto("media").values([
      { ...base, id: "m1", name: "one.png", hash: "h1", size_bytes: 2048, data: new Uint8Array(2048) },
      { ...base, id: "m2", name: "two.png", hash: "h2", size_bytes: 1024, data: new Uint8Array(1024) },
    ]).execute();
    await t.db.insertInto("media_variants").values({ media_id: "m1", hash: "h1", width: 5, format: "webp", data: new Uint8Array(1024), created_at: now }).execute();
    const check = await mediaCheck();
    expect(check.status).toBe("ok");
    expect(check.details).toEqual([
      "2 images in the media library: 3 KB as uploaded, and 1 KB in 1 resized copy made for visitors' screens.",
      "4 KB in all, kept in the database, so backups include the images.",
    ]);
  });
});

describe("the version", () => {
  it("names the site's version and Node's, and warns outside production mode", () => {
    setTestEnv({ NODE_ENV: "production" });
    const ok = versionCheck();
    expect(ok.status).toBe("ok");
    expect(ok.details[0]).toMatch(new RegExp(`^BrandCheck site \\d+\\.\\d+\\.\\d+, on Node\\.js ${process.versions.node.replaceAll(".", "\\.")}\\.$`));
    setTestEnv({ NODE_ENV: "development" });
    expect(versionCheck()).toMatchObject({ status: "warning", todo: expect.stringContaining("npm start") });
  });
});

describe("the whole report", () => {
  it("has every check once, in the screen's order, and says whether e-mail is configured", async () => {
    setTestEnv({ SMTP_URL: undefined, SITE_URL: "https://www.brandcheck.test" });
    const report = await siteHealthReport("https://www.brandcheck.test/admin/site-health", { now: NOW });
    expect(report.checks.map((check) => check.id)).toEqual(["site-url", "email", "auth-secret", "database", "backup", "jobs", "media", "version"]);
    expect(report.emailConfigured).toBe(false);
    expect(report.backupMethod).toBe(t.dialect === "postgres" ? "pg_dump" : "download");
    // Each problem and warning says what to do; a check that is fine asks nothing.
    for (const check of report.checks) expect(check.todo === undefined, check.id).toBe(check.status === "ok");
  });
});
