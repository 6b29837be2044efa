import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createContactSubmission, type ContactSource } from "#app/features/contact/form/contact.server.ts";
import { runDueJobs } from "#app/lib/jobs.server.ts";
import { FormRouting } from "#app/lib/form-routing-schema.ts";
import { registerJobHandlers } from "#server/job-handlers.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { setSuiteEnv } from "#tests/utils/test-env.ts";
import { AUTO_REPLY_JOB } from "./auto-reply.server.ts";

const TEAM = "team@brandcheck.test";

let t: TestDb;
let smtp: TestSmtpServer;

beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
  smtp = await startSmtpServer();
  registerJobHandlers();
});
setSuiteEnv(() => ({ SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: TEAM, MAIL_FROM: undefined }));
afterAll(async () => {
  await smtp?.close();
  await t?.cleanup();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  for (const table of ["jobs", "contact_submissions", "rate_limit_hits"] as const) await t.db.deleteFrom(table).execute();
});

// The example, on a form whose "Market" field has id "market".
const ROUTING = FormRouting.parse({
  rules: [{ id: "hk", when: [{ kind: "field", fieldId: "market", operator: "is", value: "Asia-Pacific" }, { kind: "language", tag: "zh" }], notify: ["hk@brandcheck.test"] }],
  fallback: ["sales@brandcheck.test"],
  autoReply: {
    enabled: true,
    texts: [
      { language: "en", subject: "Thank you", body: "We will be in touch within a day." },
      { language: "de", subject: "Vielen Dank", body: "Wir melden uns innerhalb eines Tages." },
    ],
  },
});

async function send(fields: { name?: string; email?: string; market?: string; locale?: string; campaign?: string; routing?: FormRouting | null }) {
  const { name = "Ann", email = "ann@example.com", market = "Europe", locale = "en", campaign, routing = ROUTING } = fields;
  const source: ContactSource = {
    pageId: null,
    sourcePath: "/quote",
    formName: "Request a Quote",
    ...(routing ? { routing: { rules: routing, answers: { market, ...(campaign ? { utm_campaign: campaign } : {}) } } } : {}),
  };
  await createContactSubmission({ name, email, company: null, message: "Hello" }, { locale, source });
  while ((await runDueJobs(t.db)) > 0);
}

const recipients = () => smtp.messages.map((m) => m.envelope.to.join(",")).sort();

describe("notification rules", () => {
  it("notifies the office a rule picks, naming the form, page, language and campaign", async () => {
    await send({ market: "Asia-Pacific", campaign: "spring-toys" });
    const notification = smtp.messages.find((m) => m.envelope.to.includes("hk@brandcheck.test"))!;
    expect(notification.text).toContain("Form: Request a Quote");
    expect(notification.text).toContain("Page: /quote");
    expect(notification.text).toContain("Language: English (en)");
    expect(notification.text).toContain("Campaign: spring-toys");
  });

  it("notifies by the language, else the rules' default, else the site's address", async () => {
    await send({ locale: "zh-HK" });
    expect(recipients()).toContain("hk@brandcheck.test");
    smtp.messages.length = 0;
    await send({ email: "bo@example.com" });
    expect(recipients()).toEqual(["bo@example.com", "sales@brandcheck.test"]);
    smtp.messages.length = 0;
    await send({ email: "cy@example.com", routing: null });
    expect(recipients()).toEqual([TEAM]);
  });
});

describe("the auto-reply", () => {
  it("answers in the sender's language with the form's own text, and nothing the sender typed", async () => {
    await send({ name: "Eve: buy cheap pills at spam.example", locale: "de", email: "eve@example.com" });
    const reply = smtp.messages.find((m) => m.envelope.to.includes("eve@example.com"))!;
    expect(reply.subject).toBe("Vielen Dank");
    expect(reply.text).toContain("Wir melden uns innerhalb eines Tages.");
    expect(reply.raw).not.toContain("spam.example");
  });

  it("goes to one address once a day, however often a stranger's address is typed into the form", async () => {
    for (let i = 0; i < 5; i++) await send({ email: i % 2 ? "Victim@Example.com" : "victim@example.com" });
    expect(smtp.messages.filter((m) => m.envelope.to.some((to) => to.toLowerCase() === "victim@example.com"))).toHaveLength(1);
    // The team hears of every message all the same.
    expect(smtp.messages.filter((m) => m.envelope.to.includes("sales@brandcheck.test"))).toHaveLength(5);
  });

  it.each([
    ["a second address", "ann@example.com, victim@example.org"],
    ["a header in the address", "ann@example.com\r\nBcc: victim@example.org"],
    ["a display name", "Ann <ann@example.com>"],
    ["no address", ""],
    ["not an address", "ann at example.com"],
  ])("is never sent to an address that is not one plain address (%s)", async (_case, email) => {
    await send({ email, name: "Eve\r\nBcc: victim@example.org" });
    expect(await t.db.selectFrom("jobs").select("type").where("type", "=", AUTO_REPLY_JOB).execute()).toEqual([]);
    expect(smtp.messages.flatMap((m) => m.envelope.to)).toEqual(["sales@brandcheck.test"]);
    // The notification's subject carries the name on one line: no header was added.
    expect(smtp.messages[0]!.headers.get("bcc")).toBeUndefined();
  });

  it("is not sent when switched off", async () => {
    await send({ routing: { ...ROUTING, autoReply: { ...ROUTING.autoReply, enabled: false } } });
    expect(recipients()).toEqual(["sales@brandcheck.test"]);
  });
});
