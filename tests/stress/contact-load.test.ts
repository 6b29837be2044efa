// Issue F, load: 500 contact submissions at once against the built server, as browsers send them
// (plain form posts without JavaScript, and posts carrying the key the form script adds), to the
// contact page and to a CMS page's contact section, with some of them sent twice: alongside the
// first (a double click) or after it was answered (a retry). Every acknowledged submission must be
// stored exactly once and its notification reach a real SMTP server exactly once; nothing may fail
// with a 5xx but the overload page, which asks the visitor to send the form again (and is, below).
// Run on SQLite, and on PostgreSQL with DATABASE_URL=postgres://… (see docs/decisions/013).
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMISSION_KEY_FIELD } from "#app/features/contact/form/form-fields.ts";
import { contactDefaults } from "#app/sections/contact/schema.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { formStampIn } from "#tests/utils/form-stamp.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const SUBMISSIONS = 500;
const TEAM = "sales@brandcheck.test";
const PAGE_SLUG = "load-test-quote";
const SECTION_ID = "quote";
const RUN = randomBytes(4).toString("hex");

let t: TestDb;
let smtp: TestSmtpServer;
let app: AppProcess;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  smtp = await startSmtpServer();
  // The server migrates the database as it starts. The limit is raised: every post comes from 127.0.0.1.
  app = await startAppProcess({ databaseUrl: t.url, env: { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: TEAM, CONTACT_RATE_LIMIT: "1000000" } });
  await publishQuotePage();
});

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  await t?.cleanup();
});

/** A published CMS page with one contact section, written as the editor would have saved it. */
async function publishQuotePage(): Promise<void> {
  const now = new Date().toISOString();
  const content = {
    sections: [
      {
        ...contactDefaults(0),
        id: SECTION_ID,
        fields: [
          { id: "f-name", type: "text", label: "Your Name", required: true },
          { id: "f-email", type: "email", label: "Email", required: true },
          { id: "f-details", type: "textarea", label: "What should we check?", required: true },
        ],
      },
    ],
  };
  await t.db
    .insertInto("pages")
    .values({ id: `page-${RUN}`, title: "Quote", slug: PAGE_SLUG, meta_description: null, content: JSON.stringify(content), is_published: true, author_id: null, created_at: now, updated_at: now })
    .execute();
}

interface Submission {
  marker: string;
  path: string;
  /** Where the server sends a browser after storing it (post/redirect/get). */
  sentLocation: string;
  fields: Record<string, string>;
  /** "double-click": sent twice at once; "retry": sent again once the first answer came. */
  repeat: "none" | "double-click" | "retry";
}

function submissions(stamps: { contact: string; page: string }): Submission[] {
  return Array.from({ length: SUBMISSIONS }, (_, i): Submission => {
    const marker = `load-${RUN}-${String(i).padStart(3, "0")}`;
    // A third carry the key the form script adds; the rest are posts from browsers without JavaScript.
    const key: Record<string, string> = i % 3 === 0 ? { [SUBMISSION_KEY_FIELD]: randomBytes(16).toString("hex") } : {};
    const repeat = i % 10 === 1 ? "double-click" : i % 10 === 2 ? "retry" : "none";
    const spamTraps = { website: "", ...key };
    if (i % 4 === 3) {
      return {
        marker,
        path: `/${PAGE_SLUG}`,
        sentLocation: `/${PAGE_SLUG}?sent=${SECTION_ID}#${SECTION_ID}`,
        fields: { ...spamTraps, rendered_at: stamps.page, section_id: SECTION_ID, "f-name": `Visitor ${i}`, "f-email": `v${i}@example.com`, "f-details": `Quote please, ${marker}` },
        repeat,
      };
    }
    return {
      marker,
      path: "/contact",
      sentLocation: "/contact?sent=1",
      fields: { ...spamTraps, rendered_at: stamps.contact, name: `Visitor ${i}`, email: `v${i}@example.com`, company: "", message: `Hello, ${marker}` },
      repeat,
    };
  });
}

/** Connections the server's kernel dropped under the burst (its listen queue overflowed), retried like a person would. */
let droppedConnections = 0;
/** Posts answered "busy, try again" (every pooled PostgreSQL connection stayed in use past its wait), sent again. */
let busyAnswers = 0;

/**
 * One form post as a browser sends it: urlencoded, with its own origin, not following the redirect.
 * A connection dropped before any answer is no acknowledgement; the visitor sends the same form
 * again, which is one more repeat the server must recognise (the first may have been stored). So is
 * the overload page (503 with Retry-After, app/lib/database-unavailable.server.ts), which asks the
 * visitor to send it again: on the CI's two busy cores a burst of 500 can outwait the pool's five
 * seconds. Any other 5xx is a failure the assertions below report.
 */
async function post(submission: Submission): Promise<{ marker: string; status: number; location: string | null }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(`${app.url}${submission.path}`, {
        method: "POST",
        body: new URLSearchParams(submission.fields),
        headers: { origin: app.url },
        redirect: "manual",
      });
      await response.arrayBuffer();
      if (response.status === 503 && response.headers.has("retry-after") && attempt < 5) {
        busyAnswers += 1;
        await sleep(500 * attempt);
        continue;
      }
      return { marker: submission.marker, status: response.status, location: response.headers.get("location") };
    } catch (error) {
      if (attempt === 5) throw error;
      droppedConnections += 1;
      await sleep(200 * attempt);
    }
  }
}

async function pageStamp(path: string): Promise<string> {
  const response = await fetch(`${app.url}${path}`);
  expect(response.status).toBe(200);
  return formStampIn(await response.text());
}

describe("500 concurrent contact submissions", () => {
  it("stores every acknowledged one exactly once, repeats included, and e-mails the team once for each", async () => {
    const all = submissions({ contact: await pageStamp("/contact"), page: await pageStamp(`/${PAGE_SLUG}`) });
    const started = Date.now();
    const answers = (
      await Promise.all(
        all.map(async (submission) => {
          if (submission.repeat === "double-click") return Promise.all([post(submission), post(submission)]);
          const first = await post(submission);
          return submission.repeat === "retry" ? [first, await post(submission)] : [first];
        }),
      )
    ).flat();
    const elapsed = Date.now() - started;

    // Every post, repeats included, was acknowledged as sent: nothing refused, nothing failed.
    expect(answers).toHaveLength(SUBMISSIONS + all.filter((s) => s.repeat !== "none").length);
    const expected = new Map(all.map((s) => [s.marker, s.sentLocation]));
    const unexpected = answers.filter((a) => a.status !== 302 || a.location !== expected.get(a.marker));
    expect(unexpected, `answers other than the success redirect:\n${app.output().slice(-3000)}`).toEqual([]);

    // Stored exactly once each: found by the marker each submission carries.
    const rows = await t.db.selectFrom("contact_submissions").select(["message", "extra_fields", "source_path"]).execute();
    const markers = rows.map((row) => /load-\w+-\d{3}/.exec(row.message)?.[0]);
    expect(markers.filter((marker) => marker === undefined)).toEqual([]);
    expect(new Set(markers).size).toBe(rows.length);
    expect(rows).toHaveLength(SUBMISSIONS);
    expect(rows.filter((row) => row.source_path === `/${PAGE_SLUG}`)).toHaveLength(all.filter((s) => s.path !== "/contact").length);

    // One notification per stored message, delivered over SMTP, and no more once the queue is empty.
    // A job stays pending while it runs and is marked done once its e-mail is sent, so when none is
    // pending every e-mail that will come has come.
    const pendingJobs = async () => (await t.db.selectFrom("jobs").select("id").where("status", "=", "pending").execute()).length;
    const deadline = Date.now() + 180_000;
    while ((smtp.messages.length < SUBMISSIONS || (await pendingJobs()) > 0) && Date.now() < deadline) await sleep(250);
    const mailed = smtp.messages.map((mail) => /load-\w+-\d{3}/.exec(mail.text)?.[0]);
    expect(mailed.filter((marker) => marker === undefined)).toEqual([]);
    expect(new Set(mailed).size).toBe(smtp.messages.length);
    expect(smtp.messages).toHaveLength(SUBMISSIONS);
    expect(smtp.messages.every((mail) => mail.envelope.to.join() === TEAM)).toBe(true);
    const jobs = await t.db.selectFrom("jobs").select(["status"]).where("type", "=", "contact.notify").execute();
    expect(jobs.map((job) => job.status)).toEqual(Array.from({ length: SUBMISSIONS }, () => "done"));

    console.info(`${answers.length} posts (${SUBMISSIONS} submissions) answered in ${elapsed} ms on ${t.dialect}; ${droppedConnections} dropped connections and ${busyAnswers} busy answers sent again`);
  });
});
