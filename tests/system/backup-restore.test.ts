// `npm run db:backup` and `npm run db:restore` against the built server on an SQLite file: a snapshot
// taken while the site keeps taking contact messages, then brought back; and every refusal.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "#app/db/client.server.ts";
import { isPostgresUrl } from "#app/db/dialect.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "#app/features/contact/form/form-fields.ts";
import { variantUrl } from "#app/lib/media-url.ts";
import { uploadOverHttp } from "#tests/utils/app-media.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { jpegWithGps } from "#tests/utils/media-images.ts";
import { formStampIn } from "#tests/utils/form-stamp.ts";

const REPO_ROOT = new URL("../../", import.meta.url).pathname;
const SECRET_A = "secret-a-0123456789abcdefghijklmnopqrstuvwxyz";
const SECRET_B = "secret-b-0123456789abcdefghijklmnopqrstuvwxyz";

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <script> -- …args` as an operator would, on the database at `databaseUrl`. */
function runScript(script: "db:backup" | "db:restore", args: string[], databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    // No AUTH_SECRET unless given: the scripts then look after the generated secret file beside the database.
    const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", ...extraEnv };
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], { cwd: REPO_ROOT, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Loads /contact and posts its form as a browser without JavaScript does, with the spam check's
 * render stamp taken from the page; true when the site acknowledged the message.
 */
async function submitContact(baseUrl: string, email: string): Promise<boolean> {
  const stamp = formStampIn(await (await fetch(`${baseUrl}/contact`)).text());
  const body = new URLSearchParams({ name: "Backup Check", email, company: "", message: "Is this kept?", [HONEYPOT_FIELD]: "", [RENDERED_AT_FIELD]: stamp });
  const response = await fetch(`${baseUrl}/contact`, { method: "POST", body, headers: { origin: baseUrl }, redirect: "manual" });
  await response.arrayBuffer();
  return response.status === 302 && response.headers.get("location") === "/contact?sent=1";
}

type Row = Record<string, unknown>;

function readRows(path: string): Row[] {
  const database = new DatabaseSync(path, { readOnly: true });
  try {
    return database.prepare("SELECT id, name, email, company, message, status, created_at FROM contact_submissions ORDER BY id").all();
  } finally {
    database.close();
  }
}

/** What the site holds of each language (issue Q): the languages, every page's words and address, and each language's own settings. */
function languageRows(path: string) {
  const database = new DatabaseSync(path, { readOnly: true });
  try {
    return {
      site_languages: database.prepare("SELECT tag, native_name, url_prefix, direction, enabled, is_default, position FROM site_languages ORDER BY position").all(),
      pages: database.prepare("SELECT id, locale, collection, system_key, slug, translation_key, source_version, title, content, is_published FROM pages ORDER BY id").all(),
      site_settings: database.prepare("SELECT id, settings, version FROM site_settings ORDER BY id").all(),
    };
  } finally {
    database.close();
  }
}

function emailsIn(path: string): Set<string> {
  return new Set(readRows(path).map((row) => row.email as string));
}

function integrity(path: string): string {
  const database = new DatabaseSync(path, { readOnly: true });
  try {
    return (database.prepare("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check;
  } finally {
    database.close();
  }
}

/** Every file in `dir` with a hash of its bytes: equal before and after means nothing was changed. */
function directoryState(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => [name, statSync(join(dir, name)).isFile() ? createHash("sha256").update(readFileSync(join(dir, name))).digest("hex") : "dir"]),
  );
}

/** The directory's files other than the live database and its -wal and -shm, which the running server keeps writing. */
function besideTheLiveDatabase(dir: string): Record<string, string> {
  return Object.fromEntries(Object.entries(directoryState(dir)).filter(([name]) => !/^app\.db(-wal|-shm)?$/.test(name)));
}

const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? "");

// The scripts copy SQLite files; a PostgreSQL deployment is backed up with pg_dump (README, "Backups"),
// and only the scripts' advice to do so is tested there (last block).
describe.skipIf(onPostgres)("db:backup and db:restore on SQLite (skipped on PostgreSQL: it is backed up with pg_dump)", () => {
  let dir: string;
  let databaseUrl: string;
  let databasePath: string;
  let app: AppProcess | undefined;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "brandcheck-backup-"));
    databasePath = join(dir, "app.db");
    databaseUrl = `file:${databasePath}`;
  });
  afterEach(async () => {
    await app?.stop();
    app = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it("snapshots the database while the site writes, and restores exactly that snapshot", async () => {
    writeFileSync(join(dir, "auth-secret"), `${SECRET_A}\n`, { mode: 0o600 });
    const site = (app = await startAppProcess({ databaseUrl }));

    // Two visitors keep sending messages until told to stop; every acknowledged one is recorded.
    const acknowledged: string[] = [];
    let sent = 0;
    let writing = true;
    const writer = async (name: string) => {
      while (writing) {
        const email = `${name}-${sent++}@example.com`;
        if (await submitContact(site.url, email)) acknowledged.push(email);
      }
    };
    const writers = [writer("a"), writer("b")];
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));

    const ackedBeforeBackup = [...acknowledged];
    const snapshot = join(dir, "snapshot.db");
    const backup = await runScript("db:backup", [snapshot], databaseUrl);
    const ackedDuringBackup = acknowledged.length - ackedBeforeBackup.length;
    const ackedAfterBackup = acknowledged.length;
    while (acknowledged.length < ackedAfterBackup + 20) await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await Promise.all(writers);

    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written: ${snapshot}`);
    expect(ackedDuringBackup, "the site kept taking messages while the backup ran").toBeGreaterThan(0);
    expect(integrity(snapshot)).toBe("ok");
    const inSnapshot = emailsIn(snapshot);
    for (const email of ackedBeforeBackup) expect(inSnapshot, email).toContain(email);
    const snapshotRows = readRows(snapshot);
    expect(readFileSync(`${snapshot}.auth-secret`, "utf8").trim()).toBe(SECRET_A);
    // Password hashes and visitors' details: the copies are for the site's user only.
    expect(statSync(snapshot).mode & 0o777).toBe(0o600);
    expect(statSync(`${snapshot}.auth-secret`).mode & 0o777).toBe(0o600);

    // While the server has the database open, a restore is refused and changes nothing.
    const rowsWhileRunning = readRows(databasePath);
    const besideBefore = besideTheLiveDatabase(dir);
    const refused = await runScript("db:restore", [snapshot], databaseUrl);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("is in use by another process (is the site running?). Stop the server");
    expect(besideTheLiveDatabase(dir)).toEqual(besideBefore);
    expect(readRows(databasePath)).toEqual(rowsWhileRunning);

    // Stopped hard, as a crash would: the last commits may sit in the -wal file only.
    await site.kill("SIGKILL");
    const everything = emailsIn(databasePath);
    for (const email of acknowledged) expect(everything, email).toContain(email);
    expect(acknowledged.some((email) => !inSnapshot.has(email)), "messages came in after the snapshot").toBe(true);

    // The generated secret changed since the backup (a new data volume, say): the restore brings the old one back.
    writeFileSync(join(dir, "auth-secret"), `${SECRET_B}\n`, { mode: 0o600 });
    const restore = await runScript("db:restore", [snapshot], databaseUrl);
    expect(restore.code, restore.stderr).toBe(0);
    const kept = readdirSync(dir).filter((name) => name.startsWith("app.db.before-restore-"));
    expect(kept).toHaveLength(1);
    expect(restore.stdout).toContain(`The replaced database is kept as ${join(dir, kept[0]!)}`);
    expect(readdirSync(dir).filter((name) => /^app\.db-(wal|shm|journal)$/.test(name))).toEqual([]);
    // The kept file is whole on its own: every acknowledged message, none left behind in a -wal file.
    const inKept = emailsIn(join(dir, kept[0]!));
    for (const email of acknowledged) expect(inKept, email).toContain(email);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(SECRET_A);
    const keptSecret = readdirSync(dir).filter((name) => name.startsWith("auth-secret.before-restore-"));
    expect(keptSecret.map((name) => readFileSync(join(dir, name), "utf8").trim())).toEqual([SECRET_B]);

    // Started again, the site runs on exactly the snapshot's messages.
    await site.restart();
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
    expect(readRows(databasePath)).toEqual(snapshotRows);
    expect(integrity(databasePath)).toBe("ok");
    expect(await submitContact(site.url, "after-restore@example.com")).toBe(true);
    expect(emailsIn(databasePath)).toContain("after-restore@example.com");
  });

  // One server, one backup and one restore for both: each start on a fresh database migrates and seeds
  // every language's site pages, the file's costliest step.
  it("carries the media library and every language: an image uploaded before the backup is served again, the languages, their pages and their own settings are as they were", async () => {
    writeFileSync(join(dir, "auth-secret"), `${SECRET_A}\n`, { mode: 0o600 });
    const site = (app = await startAppProcess({ databaseUrl }));
    const database = createDb(databaseUrl);
    await createStaffAccount(database, { email: "ana@backup.test", role: "admin" });
    await database.destroy();
    const cookie = await signInOverHttp(site.url, "ana@backup.test");
    const upload = await uploadOverHttp(site.url, cookie, "team.jpg", await jpegWithGps({ width: 800, height: 600 }));
    if (!upload.body.ok) throw new Error(upload.body.message);
    const url = variantUrl(upload.body.media, 640, "webp");
    const served = Buffer.from(await (await fetch(`${site.url}${url}`)).arrayBuffer());
    const post = async (path: string, fields: Record<string, string>) => {
      const response = await fetch(`${site.url}${path}`, { method: "POST", headers: { cookie, origin: site.url }, body: new URLSearchParams(fields), redirect: "manual" });
      expect(response.status, `${path} ${JSON.stringify(fields)}`).toBe(200);
    };
    await post("/admin/settings/languages", { intent: "add", tag: "fr" });
    await post("/admin/settings/languages", { intent: "update", tag: "zh-HK", urlPrefix: "hk", enabled: "on" });
    const german = languageRows(databasePath).site_settings.find((row) => row.id === "site:de")!;
    const footer = "Testkäufe aus der Sicherung.";
    await post("/admin/settings?lang=de", { settings: JSON.stringify({ ...JSON.parse(german.settings as string), footerDescription: footer }), version: String(german.version), language: "de" });

    const snapshot = join(dir, "snapshot.db");
    const backup = await runScript("db:backup", [snapshot], databaseUrl);
    expect(backup.code, backup.stderr).toBe(0);
    const atBackup = languageRows(snapshot);
    expect(atBackup.site_languages.map((row) => `${row.tag} /${row.url_prefix}`)).toEqual(["en /en", "de /de", "zh-HK /hk", "fr /fr"]);
    // Every German site page, the three shipped case studies among them.
    expect(atBackup.pages.filter((row) => row.locale === "de" && row.system_key !== null)).toHaveLength(11);

    // After the backup, the library empties and every language's part of the site changes.
    await site.stop();
    const live = new DatabaseSync(databasePath);
    live.exec("DELETE FROM media; DELETE FROM site_settings WHERE id LIKE 'site:%'; UPDATE site_languages SET enabled = 0 WHERE tag != 'en'; UPDATE pages SET title = 'Lost' WHERE locale != 'en'");
    live.close();

    const restore = await runScript("db:restore", [snapshot], databaseUrl);
    expect(restore.code, restore.stderr).toBe(0);
    await site.restart();
    const image = await fetch(`${site.url}${url}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(served)).toBe(true);
    expect((await fetch(`${site.url}${upload.body.media.reference}`)).headers.get("content-type")).toBe("image/jpeg");
    expect(languageRows(databasePath)).toEqual(atBackup);
    const home = await (await fetch(`${site.url}/de`)).text();
    expect(home).toContain(footer);
    expect(/<html[^>]*\slang="([^"]+)"/.exec(await (await fetch(`${site.url}/hk`)).text())?.[1]).toBe("zh-HK");
    expect((await fetch(`${site.url}/de/leistungen`)).status).toBe(200);
  });

  // A refusal exits 1 with a clear message on stderr and leaves every file byte for byte as it was.
  describe("with the site stopped", () => {
    beforeEach(async () => {
      const database = createDb(databaseUrl);
      await migrateToLatest(database);
      await database
        .insertInto("contact_submissions")
        .values({ id: "live-1", name: "Live", email: "live@example.com", company: null, message: "Still here", status: "new", created_at: new Date().toISOString() })
        .execute();
      await database.destroy();
      writeFileSync(join(dir, "auth-secret"), `${SECRET_B}\n`, { mode: 0o600 });
    });

    /** A copy of a real backup of the live database, changed by `alter`. */
    async function alteredBackup(alter: (database: DatabaseSync) => void): Promise<string> {
      const path = join(dir, "altered.db");
      const backup = await runScript("db:backup", [path], databaseUrl);
      expect(backup.code, backup.stderr).toBe(0);
      const database = new DatabaseSync(path);
      alter(database);
      database.close();
      return path;
    }

    async function expectRefusal(backupPath: string, message: RegExp | string) {
      const before = directoryState(dir);
      const run = await runScript("db:restore", [backupPath], databaseUrl);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(message);
      expect(run.stdout).toBe("");
      expect(directoryState(dir)).toEqual(before);
      expect(emailsIn(databasePath)).toEqual(new Set(["live@example.com"]));
    }

    it("db:backup by default writes backups/<timestamp>.db beside the database, never over an existing file", async () => {
      const run = await runScript("db:backup", [], databaseUrl, { AUTH_SECRET: SECRET_A });
      expect(run.code, run.stderr).toBe(0);
      const written = readdirSync(join(dir, "backups"));
      expect(written).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.db$/)]);
      expect(run.stdout).toContain(`Backup written: ${join(dir, "backups", written[0]!)}`);
      // With AUTH_SECRET set, the file beside the database is not the key in use, so it is not copied.
      expect(run.stdout).toContain("AUTH_SECRET is set: keep its value with the backup");
      expect(emailsIn(join(dir, "backups", written[0]!))).toEqual(new Set(["live@example.com"]));

      const target = join(dir, "backups", written[0]!);
      const before = directoryState(join(dir, "backups"));
      const again = await runScript("db:backup", [target], databaseUrl);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`${target} already exists; choose another file name.`);
      expect(directoryState(join(dir, "backups"))).toEqual(before);
    });

    it("db:restore refuses a missing file", async () => {
      await expectRefusal(join(dir, "nope.db"), `No backup file at ${join(dir, "nope.db")}.`);
    });

    it("db:restore refuses a file that is not a database", async () => {
      writeFileSync(join(dir, "notes.txt"), "These are not the rows you are looking for.\n");
      await expectRefusal(join(dir, "notes.txt"), `${join(dir, "notes.txt")} is not an SQLite database.`);
    });

    it("db:restore refuses a damaged database", async () => {
      const path = join(dir, "damaged.db");
      copyFileSync(databasePath, path);
      const bytes = readFileSync(path);
      bytes.fill(0xa5, 100, bytes.length); // the header survives, the pages do not
      writeFileSync(path, bytes);
      await expectRefusal(path, /is (damaged|not a readable SQLite database)/);
    });

    it("db:restore refuses another application's database", async () => {
      const path = join(dir, "other-app.db");
      const other = new DatabaseSync(path);
      other.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
      other.close();
      await expectRefusal(path, `${path} is not a database of this site: it has no record of the site's migrations (table kysely_migration).`);
    });

    it("db:restore refuses a backup made by a newer version of the site", async () => {
      const path = await alteredBackup((database) =>
        database.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)").run("9999-from-the-future", new Date().toISOString()),
      );
      await expectRefusal(path, /was made by a newer version of the site \(migrations 9999-from-the-future are unknown to this one\)/);
    });

    it("db:restore refuses a backup whose auth secret file is not a secret", async () => {
      const path = await alteredBackup(() => {});
      writeFileSync(`${path}.auth-secret`, "short\n");
      await expectRefusal(path, `${path}.auth-secret does not hold an auth secret (32 or more characters).`);
    });
  });
});

describe("db:backup and db:restore on PostgreSQL", () => {
  it.each(["db:backup", "db:restore"] as const)("%s points to pg_dump and pg_restore instead", async (script) => {
    // Only the URL's scheme is read: nothing connects to it.
    const run = await runScript(script, script === "db:restore" ? ["backup.dump"] : [], "postgres://postgres@127.0.0.1:5432/test");
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("DATABASE_URL names a PostgreSQL database");
    expect(run.stderr).toContain(script === "db:backup" ? "pg_dump --format=custom" : "pg_restore --clean --if-exists --no-owner");
  });
});
