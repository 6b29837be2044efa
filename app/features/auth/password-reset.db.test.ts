import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getSessionUser } from "./session.server.ts";
import { ORIGIN, PASSWORD, setUpAuthFixture, type AuthFixture } from "#tests/utils/auth-fixture.ts";
import { RESET_PASSWORD_JOB } from "./auth-emails.server.ts";
import { PASSWORD_RESET_REQUEST_JOB } from "./password-reset-request.server.ts";
import { handleForgotPasswordAction, handleResetPasswordAction } from "./password-reset.server.ts";

let f: AuthFixture;
const EMAIL = "owner@brandcheck.test";
const NEW_PASSWORD = "a brand new passphrase";

beforeAll(async () => {
  f = await setUpAuthFixture();
  const signUp = await f.browser().post("/sign-up/email", { email: EMAIL, password: PASSWORD, name: "owner" });
  expect(signUp.status).toBe(200);
});
afterAll(() => f?.cleanup());
beforeEach(() => {
  f.smtp.messages.length = 0;
});

function formPost(path: string, fields: Record<string, string>): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

// better-auth allows three reset requests per minute from one address; each request here comes from its own.
let lastOctet = 100;
const nextIp = () => `192.0.2.${(lastOctet += 1)}`;

async function requestResetLink(email = EMAIL): Promise<string> {
  const result = await handleForgotPasswordAction(formPost("/admin/forgot-password", { email }), nextIp());
  expect(result).toMatchObject({ data: { sent: true } });
  await f.deliverEmails();
  return f.linkFromEmail(email, "Reset your BrandCheck password");
}

function reset(token: string, password = NEW_PASSWORD, confirm = password) {
  return handleResetPasswordAction(formPost("/admin/reset-password", { token, password, confirm }), "192.0.2.51");
}

describe("password reset by e-mail", () => {
  it("e-mails a link to the site's reset page that sets a new password once and signs out every session", async () => {
    const browser = f.browser("192.0.2.52");
    expect((await browser.post("/sign-in/email", { email: EMAIL, password: PASSWORD })).status).toBe(200);
    const oldCookie = browser.cookieHeader();

    const link = new URL(await requestResetLink());
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe("/admin/reset-password");
    const token = link.searchParams.get("token")!;

    const done = await reset(token);
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get("location")).toBe("/admin/login?flash=password-reset");

    expect(await getSessionUser(new Request(`${ORIGIN}/admin`, { headers: { cookie: oldCookie } }))).toBeNull();
    expect((await browser.post("/sign-in/email", { email: EMAIL, password: PASSWORD })).status).toBe(401);
    expect((await browser.post("/sign-in/email", { email: EMAIL, password: NEW_PASSWORD })).status).toBe(200);

    const again = await reset(token, "yet another passphrase");
    expect(again).toMatchObject({
      data: { message: "This reset link is invalid or has expired. Please request a new one." },
      init: { status: 400 },
    });
    expect((await browser.post("/sign-in/email", { email: EMAIL, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("makes the link expire one hour after it was sent", async () => {
    const token = new URL(await requestResetLink()).searchParams.get("token")!;
    const { createdAt, expiresAt } = await f.t.db
      .selectFrom("verification")
      .select(["createdAt", "expiresAt"])
      .where("identifier", "=", `reset-password:${token}`)
      .executeTakeFirstOrThrow();
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBeGreaterThanOrEqual(3600_000 - 1000);
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBeLessThanOrEqual(3600_000 + 1000);

    // An hour later: the same row, now in the past.
    await f.t.db
      .updateTable("verification")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("identifier", "=", `reset-password:${token}`)
      .execute();
    expect(await reset(token)).toMatchObject({ init: { status: 400 } });
  });

  it("answers the same for an address without an account, and e-mails nobody", async () => {
    const known = await handleForgotPasswordAction(formPost("/admin/forgot-password", { email: EMAIL }), "192.0.2.53");
    const unknown = await handleForgotPasswordAction(formPost("/admin/forgot-password", { email: "ghost@example.com" }), "192.0.2.53");
    expect(unknown).toEqual(known);
    await f.deliverEmails();
    expect(f.smtp.messages.map((m) => m.envelope.to)).toEqual([[EMAIL]]);
  });

  it("does the same work inside the request for a known and an unknown address: one job each, no lookup's writes", async () => {
    await f.deliverEmails();
    const rows = async () => ({
      jobs: (await f.t.db.selectFrom("jobs").select(["type", "payload"]).where("status", "=", "pending").execute()).map((job) => job.type),
      tokens: (await f.t.db.selectFrom("verification").select("id").where("identifier", "like", "reset-password:%").execute()).length,
    });
    const before = await rows();
    await handleForgotPasswordAction(formPost("/admin/forgot-password", { email: EMAIL }), nextIp());
    const afterKnown = await rows();
    await handleForgotPasswordAction(formPost("/admin/forgot-password", { email: "ghost@example.com" }), nextIp());
    const afterUnknown = await rows();
    expect(afterKnown).toEqual({ jobs: [...before.jobs, PASSWORD_RESET_REQUEST_JOB], tokens: before.tokens });
    expect(afterUnknown).toEqual({ jobs: [...afterKnown.jobs, PASSWORD_RESET_REQUEST_JOB], tokens: before.tokens });
    // The worker then writes the token and sends the one e-mail.
    await f.deliverEmails();
    expect((await rows()).tokens).toBe(before.tokens + 1);
    expect(f.smtp.messages.map((m) => m.envelope.to)).toEqual([[EMAIL]]);
  });

  it("keeps no usable link in the jobs table once the e-mail is sent", async () => {
    await requestResetLink();
    const jobs = await f.t.db.selectFrom("jobs").select(["payload", "status"]).where("type", "=", RESET_PASSWORD_JOB).execute();
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(job.status).toBe("done");
      expect(JSON.stringify(job.payload)).not.toContain("token=");
    }
  });

  it("checks the new password: both entries match, 10 characters at least", async () => {
    const token = new URL(await requestResetLink()).searchParams.get("token")!;
    expect(await reset(token, "first passphrase", "second passphrase")).toMatchObject({
      data: { errors: { confirm: "The passwords do not match." } },
      init: { status: 400 },
    });
    expect(await reset(token, "short")).toMatchObject({ data: { errors: { password: "Your password must be at least 10 characters." } } });
    // The refused attempts did not use the link up.
    expect(await reset(token, "a fine new passphrase")).toBeInstanceOf(Response);
  });
});
