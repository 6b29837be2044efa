// E-mail header injection through the real forms: the built server, its jobs worker and nodemailer
// talk to a real SMTP server, and every hostile value a visitor or an Admin can type into a field
// that reaches a mail (name, e-mail, company, message, a contact section's answers, a newsletter
// name, an invited address) either is refused with a 4xx and sends nothing, or produces exactly one
// message to exactly the intended recipient with no header beyond the ones the app writes.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactDefaults } from "#app/sections/contact/schema.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { startSmtpServer, type ReceivedMessage, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { appFormStamp } from "#tests/utils/form-stamp.ts";
import { linkInEmail } from "#tests/utils/newsletter-mail-links.ts";

const TEAM = "sales@brandcheck.test";
const VICTIM = "victim@example.org";
/** Every header nodemailer writes for the app's single-part text mails; anything else was injected. */
const APP_HEADERS = new Set(["from", "to", "reply-to", "subject", "message-id", "content-transfer-encoding", "date", "mime-version", "content-type"]);

/** Line breaks as they start a new header line (a tab after CRLF folds, which some mailers mishandle). */
const BREAKS = ["\r\n", "\n", "\r", "\r\n\t"];
/** Values with no control character, which the forms accept, that look like headers or addresses. */
const LOOKALIKES = [
  `Eve Bcc: ${VICTIM}`,
  // Line breaks spelled as URL escapes and as backslash escapes: plain text, never decoded.
  `Eve%0d%0aBcc:%20${VICTIM}`,
  `Eve\\r\\nBcc: ${VICTIM}`,
  `Eve <${VICTIM}>, other@example.org`,
  `${VICTIM}; other@example.org`,
  // RFC 2047 encoded words whose decoded text is "\r\nBcc: victim@example.org": decoding happens after headers are split.
  "=?utf-8?b?DQpCY2M6IHZpY3RpbUBleGFtcGxlLm9yZw==?=",
  `=?ISO-8859-1?Q?=0D=0ABcc:_${VICTIM}?=`,
  // Unicode line and paragraph separators are not control characters; the mailer must encode them.
  `Eve\u2028Bcc: ${VICTIM}\u2029X-Injected: yes`,
  `"Eve" <eve@example.org>\u0020\u0020Bcc: ${VICTIM}`,
];

let t: TestDb;
let smtp: TestSmtpServer;
let app: AppProcess;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  smtp = await startSmtpServer();
  app = await startAppProcess({ databaseUrl: t.url, env: { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: TEAM } });
});

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  await t?.cleanup();
});

function postForm(path: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** The spam traps a real visitor passes: an empty honeypot and a form shown a while ago. */
const HUMAN = { website: "", rendered_at: appFormStamp() };

/**
 * Waits for the one message whose body holds `marker`, then until no e-mail job is left pending: the
 * tests run one at a time and every mail is a job, so at that point no second message can come.
 */
async function messagesWith(marker: string): Promise<ReceivedMessage[]> {
  const deadline = Date.now() + 15_000;
  while (!smtp.messages.some((message) => message.text.includes(marker) || message.raw.includes(marker))) {
    if (Date.now() > deadline) throw new Error(`No e-mail holding ${marker} arrived:\n${app.output().slice(-2000)}`);
    await sleep(50);
  }
  await vi.waitFor(async () => expect(await countPendingJobs()).toBe(0), { timeout: 15_000, interval: 50 });
  return smtp.messages.filter((message) => message.text.includes(marker) || message.raw.includes(marker));
}

/** Exactly one message, sent to exactly `recipient`, with only the headers the app writes, once each. */
function expectOneCleanMessage(messages: ReceivedMessage[], recipient: string): ReceivedMessage {
  expect(messages).toHaveLength(1);
  const mail = messages[0]!;
  expect(mail.envelope.to).toEqual([recipient]);
  expect(mail.header("to")).toBe(recipient);
  for (const [name, values] of mail.headers) {
    expect(APP_HEADERS.has(name), `unexpected header ${name}: ${values.join(" | ")}`).toBe(true);
    expect(values, `header ${name} appears once`).toHaveLength(1);
  }
  expect(mail.raw).not.toMatch(/^(?:bcc|cc|x-injected):/im);
  return mail;
}

function noMessageTo(address: string): void {
  expect(smtp.messages.flatMap((message) => message.envelope.to)).not.toContain(address);
}

async function countRows(table: "contact_submissions" | "subscribers" | "invitations"): Promise<number> {
  const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Jobs not yet run or being run (a running job stays pending until it is marked done). */
async function countPendingJobs(): Promise<number> {
  const row = await t.db.selectFrom("jobs").select((eb) => eb.fn.countAll<string | number>().as("n")).where("status", "=", "pending").executeTakeFirstOrThrow();
  return Number(row.n);
}

let counter = 0;
function marker(): string {
  counter += 1;
  return `mk${Date.now().toString(36)}${counter}`;
}

describe("the contact page", () => {
  const valid = () => ({ ...HUMAN, name: "Ann Example", email: "ann@example.com", company: "Acme Retail", message: `Hello ${marker()}` });

  const refused: [string, Partial<ReturnType<typeof valid>>][] = [
    ...BREAKS.flatMap((b): [string, Partial<ReturnType<typeof valid>>][] => [
      [`a name with ${JSON.stringify(b)} and a Bcc line`, { name: `Eve${b}Bcc: ${VICTIM}` }],
      [`a company with ${JSON.stringify(b)} and a Cc line`, { company: `Acme${b}Cc: ${VICTIM}` }],
      [`an e-mail with ${JSON.stringify(b)} and a Bcc line`, { email: `eve@example.org${b}Bcc: ${VICTIM}` }],
    ]),
    ["an e-mail that is an address list", { email: `eve@example.org, ${VICTIM}` }],
    ["an e-mail with a display name", { email: `Eve <eve@example.org>` }],
    ["an e-mail with URL-encoded line breaks", { email: `eve@example.org%0d%0aBcc:${VICTIM}` }],
    ["an e-mail with a semicolon list", { email: `eve@example.org;${VICTIM}` }],
  ];

  it.each(refused)("refuses %s with a 400, stores nothing and sends nothing", async (_case, hostile) => {
    const before = await countRows("contact_submissions");
    const response = await postForm("/contact", { ...valid(), ...hostile });
    expect(response.status).toBe(400);
    expect(await countRows("contact_submissions")).toBe(before);
    noMessageTo(VICTIM);
  });

  it.each(LOOKALIKES)("accepts the name %j and mails the team alone, with the visitor as the only Reply-To", async (name) => {
    const form = valid();
    const response = await postForm("/contact", { ...form, name, company: name });
    expect(response.status).toBe(302);
    const mail = expectOneCleanMessage(await messagesWith(form.message), TEAM);
    expect(mail.header("reply-to")).toBe("ann@example.com");
    noMessageTo(VICTIM);
  });

  it("keeps an SMTP-smuggling message body inside the one message (dot-stuffed, no second mail)", async () => {
    const form = valid();
    const smuggled = ["\r\n.\r\n", "\n.\n", "\n.\r\n", "\r.\r"].map(
      (end) => `${end}MAIL FROM:<eve@example.org>\r\nRCPT TO:<${VICTIM}>\r\nDATA\r\nSubject: smuggled\r\n\r\nsecond message${end}`,
    );
    const response = await postForm("/contact", { ...form, message: `${form.message}${smuggled.join("")}` });
    expect(response.status).toBe(302);
    const mail = expectOneCleanMessage(await messagesWith(form.message), TEAM);
    expect(mail.text).toContain("RCPT TO:");
    expect(smtp.messages.filter((message) => message.subject === "smuggled")).toEqual([]);
    noMessageTo(VICTIM);
  });
});

describe("a CMS page's contact section", () => {
  const section = contactDefaults(0);
  const [nameField, emailField, messageField] = section.fields as [(typeof section.fields)[0], (typeof section.fields)[0], (typeof section.fields)[0]];
  const companyField = { id: crypto.randomUUID(), type: "text" as const, label: "Company", required: false };
  section.fields.push(companyField);
  const slug = "quote-header-injection";

  beforeAll(async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto("pages")
      .values({ id: crypto.randomUUID(), title: "Quote", slug, meta_description: null, content: JSON.stringify({ sections: [section] }), is_published: true, author_id: null, created_at: now, updated_at: now })
      .execute();
  });

  const answers = (overrides: Record<string, string> = {}): Record<string, string> => ({
    ...HUMAN,
    section_id: section.id,
    [nameField.id]: "Ann Example",
    [emailField.id]: "ann@example.com",
    [messageField.id]: `Hello ${marker()}`,
    [companyField.id]: "Acme",
    ...overrides,
  });

  it.each([
    ["a name with a Bcc line", () => ({ [nameField.id]: `Eve\r\nBcc: ${VICTIM}` })],
    ["a free-text answer with a Bcc line", () => ({ [companyField.id]: `Acme\nBcc: ${VICTIM}` })],
    ["an e-mail with a Bcc line", () => ({ [emailField.id]: `eve@example.org\r\nBcc: ${VICTIM}` })],
    ["an e-mail that is an address list", () => ({ [emailField.id]: `eve@example.org, ${VICTIM}` })],
  ])("refuses %s with a 400 and sends nothing", async (_case, hostile) => {
    const before = await countRows("contact_submissions");
    const response = await postForm(`/${slug}`, answers(hostile()));
    expect(response.status).toBe(400);
    expect(await countRows("contact_submissions")).toBe(before);
    noMessageTo(VICTIM);
  });

  it.each(LOOKALIKES)("accepts the answers %j and mails the team alone", async (value) => {
    const form = answers({ [nameField.id]: value, [companyField.id]: value });
    expect((await postForm(`/${slug}`, form)).status).toBe(302);
    const mail = expectOneCleanMessage(await messagesWith(form[messageField.id]!), TEAM);
    expect(mail.header("reply-to")).toBe("ann@example.com");
  });
});

describe("the newsletter sign-up", () => {
  it.each([
    ["an e-mail with a Bcc line", { email: `eve@example.org\r\nBcc: ${VICTIM}` }],
    ["an e-mail that is an address list", { email: `eve@example.org, ${VICTIM}` }],
    ["a first name with a Bcc line", { firstName: `Eve\r\nBcc: ${VICTIM}` }],
    ["a last name with a header line", { lastName: `Example\nX-Injected: yes` }],
  ])("refuses %s with a 400, stores nothing and sends nothing", async (_case, hostile) => {
    const before = await countRows("subscribers");
    const response = await postForm("/newsletter", { ...HUMAN, email: `new-${marker()}@example.com`, firstName: "Ann", lastName: "Example", ...hostile });
    expect(response.status).toBe(400);
    expect(await countRows("subscribers")).toBe(before);
    noMessageTo(VICTIM);
  });

  it.each(LOOKALIKES)("accepts the name %j and sends the confirmation to the subscriber alone", async (name) => {
    const address = `${marker()}@example.com`;
    const response = await postForm("/newsletter", { ...HUMAN, email: address, firstName: name, lastName: name });
    expect(response.status).toBe(302);
    expectOneCleanMessage(await messagesWith(address), address);
    noMessageTo(VICTIM);
  });

  it.each(LOOKALIKES)("with the name %j, sends the goodbye after unsubscribing to the subscriber alone", async (name) => {
    const address = `${marker()}@example.com`;
    await postForm("/newsletter", { ...HUMAN, email: address, firstName: name, lastName: name });
    const confirmUrl = new URL(linkInEmail(expectOneCleanMessage(await messagesWith(address), address), `${app.url}/newsletter/confirm?token=`));
    expect((await postForm(`${confirmUrl.pathname}${confirmUrl.search}`, {})).status).toBe(200);
    const welcome = (await messagesWith(address)).find((message) => message.header("list-unsubscribe"));
    const unsubscribeUrl = new URL(linkInEmail(welcome!, `${app.url}/unsubscribe?token=`));
    expect((await postForm(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`, {})).status).toBe(200);
    await vi.waitFor(async () => expect(await messagesWith(address)).toHaveLength(3), { timeout: 15_000, interval: 50 });
    const goodbye = (await messagesWith(address)).filter((message) => message.subject === "You've left the BrandCheck newsletter");
    expect(expectOneCleanMessage(goodbye, address).text).toContain(`Hello ${name},`);
    noMessageTo(VICTIM);
  });
});

describe("an invitation", () => {
  let cookie: string;
  beforeAll(async () => {
    await createStaffAccount(t.db, { email: "admin@brandcheck.test", role: "admin" });
    cookie = await signInOverHttp(app.url, "admin@brandcheck.test");
  });

  it.each([
    ["a Bcc line", `eve@example.org\r\nBcc: ${VICTIM}`],
    ["a header line after a bare LF", `eve@example.org\nX-Injected: yes`],
    ["an address list", `eve@example.org, ${VICTIM}`],
    ["a display name", `Eve <${VICTIM}>`],
  ])("to an address with %s is refused with a 400 and sends nothing", async (_case, email) => {
    const before = await countRows("invitations");
    const response = await postForm("/admin/users", { intent: "invite", email, role: "editor" }, cookie);
    expect(response.status).toBe(400);
    expect(await countRows("invitations")).toBe(before);
    noMessageTo(VICTIM);
  });

  it("to a plain address goes to that address alone", async () => {
    const address = `${marker()}@example.com`;
    const response = await postForm("/admin/users", { intent: "invite", email: address, role: "editor" }, cookie);
    expect(response.status).toBe(200);
    expectOneCleanMessage(await messagesWith(address), address);
  });
});
