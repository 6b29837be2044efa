// The mailer keeps a pool of SMTP connections (docs/decisions/016-job-lanes.md), tested against a
// real SMTP server on 127.0.0.1: messages share connections, no more are opened than the e-mail
// lane's width, and closeEmail() (server shutdown) ends them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { closeEmail, sendEmail } from "./email.server.ts";
import { setSuiteEnv } from "#tests/utils/test-env.ts";

const WIDTH = 3;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
setSuiteEnv(() => ({ SMTP_URL: smtp.url, JOBS_EMAIL_CONCURRENCY: String(WIDTH) }));
afterAll(async () => {
  closeEmail();
  await smtp?.close();
});
beforeEach(async () => {
  closeEmail();
  await expect.poll(() => smtp.connections().open).toBe(0);
  smtp.messages.length = 0;
});

const message = (n: number) => ({ to: `reader${n}@example.com`, subject: `Message ${n}`, text: `Body ${n}` });

describe("sendEmail's connection pool", () => {
  it("sends one message after another over one connection", async () => {
    const before = smtp.connections().accepted;
    for (let n = 0; n < 5; n += 1) await sendEmail(message(n));
    expect(smtp.messages.map((m) => m.subject)).toEqual(["Message 0", "Message 1", "Message 2", "Message 3", "Message 4"]);
    expect(smtp.connections().accepted - before).toBe(1);
  });

  it("sends messages at once over no more connections than the e-mail lane's width", async () => {
    const before = smtp.connections().accepted;
    await Promise.all(Array.from({ length: 12 }, (_, n) => sendEmail(message(n))));
    expect(smtp.messages).toHaveLength(12);
    expect(smtp.connections().accepted - before).toBeGreaterThan(1);
    expect(smtp.connections().accepted - before).toBeLessThanOrEqual(WIDTH);
  });

  it("closes its connections on closeEmail(), and opens a new one for the next message", async () => {
    await sendEmail(message(1));
    expect(smtp.connections().open).toBe(1);
    closeEmail();
    await expect.poll(() => smtp.connections().open).toBe(0);
    await sendEmail(message(2));
    expect(smtp.messages.map((m) => m.subject)).toEqual(["Message 1", "Message 2"]);
  });

  it("still fails a message the server refuses, so its job is retried", async () => {
    smtp.rejectNext(1);
    await expect(sendEmail(message(1))).rejects.toThrow(/451/);
    await sendEmail(message(2));
    expect(smtp.messages.map((m) => m.subject)).toEqual(["Message 2"]);
  });
});
