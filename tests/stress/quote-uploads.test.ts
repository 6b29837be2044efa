// Issue S, load: 500 Request a Quote submissions, each with a 1 MB specification file, posted as a
// browser without JavaScript posts them (multipart) to the seeded /request-a-quote page of the built
// server, 100 in flight at once (five waves: 500 MB of uploads at once would outlast CI's two busy
// cores, and a wave of 100 concurrent posts already holds 100 files streaming in together). Every
// one must be stored once with its file, its notification reach a real SMTP server once, and the
// server's resident memory (read from /proc/<pid>/status while they arrive) stay bounded: it levels
// off after the first wave instead of growing with the 500 MB sent, and stays under a ceiling.
// Run on SQLite, and on PostgreSQL with DATABASE_URL=postgres://….
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICES } from "#app/content/services.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { formStampIn } from "#tests/utils/form-stamp.ts";
import { MB, peakResidentWhile, residentBytes } from "#tests/utils/process-memory.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const SUBMISSIONS = 500;
/** Posts in flight at once (see above). */
const CONCURRENT = 100;
const FILE_BYTES = 1 * MB;
/**
 * The ceiling on the server's growth over the whole run. Measured on 28 November (SQLite, two busy
 * cores): +312 MB before multipart bodies were read a few at a time (receive-multipart.server.ts),
 * +163 MB after, most of it the rendering, jobs and mail of 500 submissions and garbage V8 has not
 * collected yet; the files themselves are held 8 at a time.
 */
const ALLOWED_GROWTH = 224 * MB;
/** How much higher than the first wave's peak the later waves' may go: memory levels off, it does not follow the bytes sent. */
const ALLOWED_LATER_GROWTH = 64 * MB;
const TEAM = "sales@brandcheck.test";
const RUN = randomBytes(4).toString("hex");

let t: TestDb;
let smtp: TestSmtpServer;
let app: AppProcess;
const uploadsDir = mkdtempSync(join(tmpdir(), "brandcheck-stress-uploads-"));

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  smtp = await startSmtpServer();
  app = await startAppProcess({ databaseUrl: t.url, env: { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: TEAM, CONTACT_RATE_LIMIT: "1000000", UPLOADS_DIR: uploadsDir } });
});

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  await t?.cleanup();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** A PDF of `bytes`: its header, then padding, so the server's sniffing takes it for what it is. */
function pdfOf(marker: string, bytes: number): Uint8Array {
  const head = new TextEncoder().encode(`%PDF-1.4\n% ${marker}\n`);
  const tail = new TextEncoder().encode("\n%%EOF\n");
  const file = new Uint8Array(bytes).fill(0x20);
  file.set(head, 0);
  file.set(tail, bytes - tail.length);
  return file;
}

function quoteForm(i: number, page: { stamp: string; sectionId: string }): { marker: string; body: FormData } {
  const marker = `quote-${RUN}-${String(i).padStart(3, "0")}`;
  const body = new FormData();
  const answers: Record<string, string> = {
    website: "",
    rendered_at: page.stamp,
    section_id: page.sectionId,
    company: `Load ${i} GmbH`,
    name: `Visitor ${i}`,
    email: `v${i}@load-test.example`,
    service: SERVICES[0]!.anchor,
    categories: "toys",
    markets: "europe",
    timeline: "asap",
    message: `Quote please, ${marker}`,
    consent: "yes",
  };
  for (const [name, value] of Object.entries(answers)) body.append(name, value);
  body.append("specification", new File([pdfOf(marker, FILE_BYTES) as BlobPart], `${marker}.pdf`, { type: "application/pdf" }));
  return { marker, body };
}

let busyAnswers = 0;

async function post(body: FormData): Promise<{ status: number; location: string | null }> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${app.url}/request-a-quote`, { method: "POST", body, headers: { origin: app.url }, redirect: "manual" });
    await response.arrayBuffer();
    // The overload page asks the visitor to send the form again; the idempotency of a repeat is the contact load test's.
    if (response.status === 503 && response.headers.has("retry-after") && attempt < 5) {
      busyAnswers += 1;
      await sleep(500 * attempt);
      continue;
    }
    return { status: response.status, location: response.headers.get("location") };
  }
}

describe(`${SUBMISSIONS} quote submissions with a 1 MB file each`, () => {
  it("stores each once with its file, e-mails the team once for each, and the server's memory stays bounded", async () => {
    const html = await (await fetch(`${app.url}/request-a-quote`)).text();
    const sectionId = /<input[^>]*name="section_id"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(html).toContain('name="specification"');
    const page = { stamp: formStampIn(html), sectionId };
    const before = residentBytes(app.pid());
    const started = Date.now();
    const answers: Array<{ status: number; location: string | null }> = [];
    const peaks: number[] = [];
    for (let wave = 0; wave < SUBMISSIONS / CONCURRENT; wave += 1) {
      const forms = Array.from({ length: CONCURRENT }, (_, k) => quoteForm(wave * CONCURRENT + k, page));
      const sent = Promise.all(forms.map(({ body }) => post(body)));
      peaks.push(await peakResidentWhile(app.pid(), sent));
      answers.push(...(await sent));
    }
    const elapsed = Date.now() - started;
    const growth = Math.max(...peaks) - before;
    const laterGrowth = Math.max(...peaks.slice(1)) - peaks[0]!;

    expect(answers.filter((answer) => answer.status !== 302 || !answer.location?.startsWith("/request-a-quote?sent=")), app.output().slice(-3000)).toEqual([]);
    const rows = await t.db.selectFrom("contact_submissions").select(["id", "message", "form_id"]).execute();
    const markers = rows.map((row) => /quote-\w+-\d{3}/.exec(row.message)?.[0]);
    expect(new Set(markers).size).toBe(SUBMISSIONS);
    expect(rows).toHaveLength(SUBMISSIONS);
    expect(rows.every((row) => row.form_id === "request-a-quote")).toBe(true);
    const files = await t.db.selectFrom("submission_files").select(["submission_id", "size_bytes", "stored_name"]).execute();
    expect(files).toHaveLength(SUBMISSIONS);
    expect(new Set(files.map((file) => file.submission_id)).size).toBe(SUBMISSIONS);
    expect(files.every((file) => Number(file.size_bytes) === FILE_BYTES)).toBe(true);
    expect(readdirSync(uploadsDir).sort()).toEqual(files.map((file) => file.stored_name).sort());

    const pendingJobs = async () => (await t.db.selectFrom("jobs").select("id").where("status", "=", "pending").execute()).length;
    const deadline = Date.now() + 180_000;
    while ((smtp.messages.length < SUBMISSIONS || (await pendingJobs()) > 0) && Date.now() < deadline) await sleep(250);
    const mailed = smtp.messages.map((mail) => /quote-\w+-\d{3}/.exec(mail.text)?.[0]);
    expect(new Set(mailed).size).toBe(SUBMISSIONS);
    expect(smtp.messages).toHaveLength(SUBMISSIONS);
    expect(smtp.messages.every((mail) => mail.envelope.to.join() === TEAM)).toBe(true);

    console.info(
      `${SUBMISSIONS} quote posts with ${FILE_BYTES / MB} MB each, ${CONCURRENT} at once, answered in ${elapsed} ms on ${t.dialect}; ` +
        `RSS ${(before / MB).toFixed(0)} MB before, peak per wave ${peaks.map((peak) => `+${((peak - before) / MB).toFixed(0)}`).join(" ")} MB; ${busyAnswers} busy answers sent again`,
    );
    expect(growth, "peak RSS growth while the files arrive").toBeLessThan(ALLOWED_GROWTH);
    expect(laterGrowth, "RSS growth of the later waves over the first's peak").toBeLessThan(ALLOWED_LATER_GROWTH);
  }, 300_000);
});
