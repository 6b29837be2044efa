import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_ORIGIN, setUpNewsletterTestDb } from "#tests/utils/newsletter-test-db.ts";
import { NEWSLETTER_EMAIL_JOB } from "./newsletter-emails.server.ts";
import { NEWSLETTER_EMAILS_PER_ADDRESS, signUpForNewsletter } from "./newsletter-signup.server.ts";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { filledInByAPerson } from "#tests/utils/public-form.ts";

// The catalogue's English words, as the spec writes them.
const NEWSLETTER_FAILURE = "Something went wrong: Please try again later.";
const NEWSLETTER_TOO_FAST = "That was quicker than we expected. Please check your e-mail address and subscribe again.";

const { testDb, subscribers, deliverEmails } = setUpNewsletterTestDb();

const NOW = new Date("2030-06-01T09:00:00.000Z");
const MINUTE = 60_000;

function signupForm(overrides: Record<string, string> = {}, now = NOW): FormData {
  return filledInByAPerson({ email: "ann@example.com", firstName: "Ann", lastName: "Example", ...overrides }, now);
}

function signUp(overrides: Record<string, string> = {}, { ip = "203.0.113.1", now = NOW } = {}) {
  return signUpForNewsletter(signupForm(overrides, now), { ip, origin: NEWSLETTER_ORIGIN, now });
}

async function jobs() {
  return testDb().db.selectFrom("jobs").select(["type", "payload"]).orderBy("created_at").execute();
}

describe("newsletter sign-up", () => {
  it("stores a new address as a pending sign-up, with its confirmation e-mail job", async () => {
    expect(await signUp({ email: "  Ann@Example.COM ", firstName: "  Ann ", lastName: "" })).toEqual({ status: "accepted" });

    const [subscriber, ...others] = await subscribers();
    expect(others).toEqual([]);
    expect(subscriber).toEqual({
      id: expect.any(String),
      email: "ann@example.com",
      first_name: "Ann",
      last_name: null,
      subscribed_at: NOW.toISOString(),
      is_active: false,
      confirmed_at: null,
      unsubscribed_at: null,
      source: "signup",
      // Signed up without a page's language: the default language.
      locale: "en",
      // Consent stated elsewhere belongs to imported people only (Import CSV).
      consent_note: null,
      consented_at: null,
    });
    expect(await jobs()).toEqual([
      { type: NEWSLETTER_EMAIL_JOB, payload: { kind: "confirm", subscriberId: subscriber!.id, origin: NEWSLETTER_ORIGIN } },
    ]);
  });

  it("answers a second sign-up of a pending address the same way and sends the confirmation again", async () => {
    await signUp();
    const [first] = await deliverEmails();
    expect(await signUp({ email: "ANN@example.com", firstName: "Someone", lastName: "Else" }, { now: new Date(NOW.getTime() + MINUTE) })).toEqual({
      status: "accepted",
    });
    const [second] = await deliverEmails();

    expect(first!.subject).toBe("Please confirm your subscription to the BrandCheck newsletter");
    expect(second!.subject).toBe(first!.subject);
    expect(second!.envelope.to).toEqual(["ann@example.com"]);
    // One row, unchanged: until the link is clicked nobody has shown they own the address.
    expect(await subscribers()).toEqual([expect.objectContaining({ email: "ann@example.com", first_name: "Ann", last_name: "Example", is_active: false })]);
  });

  it("answers a sign-up of an active address the same way, changes nothing, and tells the address's owner", async () => {
    const at = NOW.toISOString();
    await testDb()
      .db.insertInto("subscribers")
      .values({ id: "sub-active", email: "ann@example.com", first_name: "Ann", last_name: null, subscribed_at: at, is_active: true, confirmed_at: at, unsubscribed_at: null, source: "admin" })
      .execute();

    expect(await signUp({ firstName: "Mallory" }, { now: new Date(NOW.getTime() + MINUTE) })).toEqual({ status: "accepted" });

    expect(await subscribers()).toEqual([
      { id: "sub-active", email: "ann@example.com", first_name: "Ann", last_name: null, subscribed_at: at, is_active: true, confirmed_at: at, unsubscribed_at: null, source: "admin", locale: "en", consent_note: null, consented_at: null },
    ]);
    const [mail, ...more] = await deliverEmails();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("You're already subscribed to the BrandCheck newsletter");
    expect(mail!.text).toContain("This address is already subscribed, so nothing has changed.");
    // It goes to a confirmed subscriber, so it carries the one-click unsubscribe like every newsletter e-mail.
    expect(mail!.header("list-unsubscribe")).toMatch(/^<https:\/\/www\.brandcheck\.test\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });

  it(`sends one address at most ${NEWSLETTER_EMAILS_PER_ADDRESS.limit} e-mails a day, whoever signs it up, and keeps answering the same`, async () => {
    for (let i = 0; i < NEWSLETTER_EMAILS_PER_ADDRESS.limit + 2; i += 1) {
      const at = new Date(NOW.getTime() + i * MINUTE);
      expect(await signUp({}, { ip: `198.51.100.${i + 1}`, now: at })).toEqual({ status: "accepted" });
    }
    expect(await jobs()).toHaveLength(NEWSLETTER_EMAILS_PER_ADDRESS.limit);
    expect(await deliverEmails()).toHaveLength(NEWSLETTER_EMAILS_PER_ADDRESS.limit);

    const nextDay = new Date(NOW.getTime() + NEWSLETTER_EMAILS_PER_ADDRESS.windowSeconds * 1000 + MINUTE);
    expect(await signUp({}, { ip: "198.51.100.99", now: nextDay })).toEqual({ status: "accepted" });
    expect(await deliverEmails()).toHaveLength(1);
    expect(await subscribers()).toHaveLength(1);
  });

  it("stores nothing for invalid input and says which fields are wrong", async () => {
    expect(await signUp({ email: "not-an-email", firstName: "x".repeat(101), lastName: "Tab\there" })).toEqual({
      status: "invalid",
      httpStatus: 400,
      errors: {
        email: "Please enter a valid email address.",
        firstName: "Your first name can be at most 100 characters.",
        lastName: "Your last name contains characters we cannot accept.",
      },
    });
    expect(await signUp({ email: "   " })).toMatchObject({ status: "invalid", errors: { email: "Please enter your email address." } });
    // NUL cannot be stored by PostgreSQL; it must be refused as input, not fail as a server error.
    expect(await signUp({ firstName: "Ann\u0000" })).toMatchObject({ status: "invalid", errors: { firstName: "Your first name contains characters we cannot accept." } });
    expect(await subscribers()).toEqual([]);
    expect(await jobs()).toEqual([]);
  });

  it("tells a bot that filled the honeypot the same as everyone, but stores and sends nothing", async () => {
    expect(await signUp({ website: "https://spam.example" })).toEqual({ status: "accepted" });
    expect(await subscribers()).toEqual([]);
    expect(await jobs()).toEqual([]);
  });

  it("refuses a form sent faster than a person could fill it in", async () => {
    expect(await signUp({ rendered_at: issueFormStamp(NOW.getTime() - 1999) })).toEqual({ status: "refused", formError: NEWSLETTER_TOO_FAST, httpStatus: 400 });
    expect(await signUp({ rendered_at: "" })).toEqual({ status: "refused", formError: NEWSLETTER_TOO_FAST, httpStatus: 400 });
    expect(await subscribers()).toEqual([]);
  });

  it("limits one IP to the contact form's 5 sign-ups in 10 minutes, in a bucket of its own", async () => {
    const ip = "198.51.100.7";
    // A contact message from the same IP does not use up the newsletter's allowance.
    await testDb().db.insertInto("rate_limit_hits").values({ id: "contact-hit", bucket: `contact:${ip}`, created_at: NOW.toISOString() }).execute();
    for (let i = 0; i < 5; i += 1) {
      const at = new Date(NOW.getTime() + i * MINUTE);
      expect(await signUp({ email: `reader${i}@example.com` }, { ip, now: at })).toEqual({ status: "accepted" });
    }
    const sixthAt = new Date(NOW.getTime() + 9 * MINUTE);
    expect(await signUp({ email: "reader6@example.com" }, { ip, now: sixthAt })).toEqual({
      status: "refused",
      formError: "You have signed up several times in a short time. Please try again in 1 minute.",
      httpStatus: 429,
    });
    expect(await signUp({ email: "reader7@example.com" }, { ip: "198.51.100.8", now: sixthAt })).toEqual({ status: "accepted" });
    expect((await subscribers()).map((row) => row.email).sort()).toEqual([
      "reader0@example.com",
      "reader1@example.com",
      "reader2@example.com",
      "reader3@example.com",
      "reader4@example.com",
      "reader7@example.com",
    ]);
  });

  it("keeps the sign-up and its e-mail job together: if the job cannot be written, nothing is stored", async () => {
    await sql`alter table jobs rename to jobs_unavailable`.execute(testDb().db);
    try {
      expect(await signUp()).toEqual({ status: "refused", formError: NEWSLETTER_FAILURE, httpStatus: 503 });
    } finally {
      await sql`alter table jobs_unavailable rename to jobs`.execute(testDb().db);
    }
    expect(await subscribers()).toEqual([]);
  });
});
