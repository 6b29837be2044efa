// Double opt-in and unsubscribe end to end, through the public routes' loaders and actions, with
// every e-mail sent by the jobs worker to a real SMTP server and every link taken from those e-mails.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestInfoContext } from "#app/lib/request-context.ts";
import * as newsletterRoute from "#app/routes/site/newsletter.tsx";
import * as confirmRoute from "#app/routes/site/newsletter-confirm.tsx";
import * as unsubscribeRoute from "#app/routes/site/unsubscribe.tsx";
import type { ReceivedMessage } from "#tests/utils/smtp-server.ts";
import { linkInEmail, listUnsubscribeUrl } from "#tests/utils/newsletter-mail-links.ts";
import { NEWSLETTER_ORIGIN, setUpNewsletterTestDb } from "#tests/utils/newsletter-test-db.ts";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { ENHANCED_POST_HEADER } from "#app/features/contact/form/form-fields.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { NEWSLETTER_EMAIL_JOB } from "./newsletter-emails.server.ts";
import { newsletterPageLanguage } from "./newsletter-language.server.ts";

const { testDb, subscribers, deliverEmails } = setUpNewsletterTestDb();

const CONFIRM_PREFIX = `${NEWSLETTER_ORIGIN}/newsletter/confirm?token=`;
const UNSUBSCRIBE_PREFIX = `${NEWSLETTER_ORIGIN}/unsubscribe?token=`;
const DAY = 24 * 60 * 60 * 1000;

type RouteFunction = (args: never) => unknown;

/** Calls a route's loader or action as React Router does for a request from `ip`, with no cookie. */
async function call(fn: RouteFunction, url: string, init: RequestInit = {}, ip = "203.0.113.30"): Promise<{ status: number; data: unknown; location: string | null }> {
  const request = new Request(url, init);
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { ip, nonce: "" });
  const result = (await fn({ request, context, params: {}, url: new URL(url), pattern: "" } as never)) as unknown;
  if (result instanceof Response) return { status: result.status, data: null, location: result.headers.get("Location") };
  const { data, init: responseInit } = result as { data: unknown; init: ResponseInit | null };
  return { status: responseInit?.status ?? 200, data, location: null };
}

function post(fn: RouteFunction, url: string, fields: Record<string, string>) {
  return call(fn, url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
}

/** The footer form, as a browser without JavaScript sends it (from a page in `language`, when given). */
function signUp(email: string, names: { firstName?: string; lastName?: string } = {}, language?: string) {
  return post(newsletterRoute.action as RouteFunction, `${NEWSLETTER_ORIGIN}/newsletter`, {
    email,
    firstName: names.firstName ?? "",
    lastName: names.lastName ?? "",
    website: "",
    rendered_at: issueFormStamp(Date.now() - 10_000),
    ...(language === undefined ? {} : { language }),
  });
}

/** The language the root loader's frame gives the newsletter page at `url`. */
async function pageLanguage(url: string): Promise<string | undefined> {
  return newsletterPageLanguage(new URL(url), addressBook(await listLanguages()));
}

/** RFC 8058: what a mail provider sends to the List-Unsubscribe URL. No cookie, no Origin, nobody at a browser. */
function oneClickUnsubscribe(url: string) {
  return post(unsubscribeRoute.action as RouteFunction, url, { "List-Unsubscribe": "One-Click" });
}

async function onlyEmail(now?: Date): Promise<ReceivedMessage> {
  const sent = await deliverEmails(now);
  expect(sent, `subjects: ${JSON.stringify(sent.map((mail) => mail.subject))}`).toHaveLength(1);
  return sent[0]!;
}

/** Signs up, confirms with the e-mailed link, and returns the unsubscribe link of the welcome e-mail. */
async function subscribeAndConfirm(email: string): Promise<{ confirmUrl: string; unsubscribeUrl: string }> {
  await signUp(email);
  const confirmUrl = linkInEmail(await onlyEmail(), CONFIRM_PREFIX);
  await call(confirmRoute.action as RouteFunction, confirmUrl, { method: "POST" });
  const unsubscribeUrl = linkInEmail(await onlyEmail(), UNSUBSCRIBE_PREFIX);
  return { confirmUrl, unsubscribeUrl };
}

/** The payloads of every goodbye e-mail job queued so far, sent or not. */
async function goodbyeJobs(): Promise<unknown[]> {
  const jobs = await testDb().db.selectFrom("jobs").select("payload").where("type", "=", NEWSLETTER_EMAIL_JOB).orderBy("created_at").execute();
  return jobs.map((job) => job.payload).filter((payload) => (payload as { kind: string }).kind === "goodbye");
}

function tamper(url: string): string {
  const last = url.at(-1) === "A" ? "B" : "A";
  return url.slice(0, -1) + last;
}

describe("newsletter double opt-in", () => {
  it("signs up pending, confirms with the e-mailed link, welcomes with one-click unsubscribe, and leaves with one click", async () => {
    const signup = await signUp(" Ann@Example.com ", { firstName: "Ann" });
    // Post/redirect/get: without JavaScript the visitor lands on the outcome page.
    expect(signup).toMatchObject({ status: 302, location: "/newsletter?status=check-inbox" });
    const [pending] = await subscribers();
    expect(pending).toMatchObject({ email: "ann@example.com", first_name: "Ann", is_active: false, confirmed_at: null, unsubscribed_at: null, source: "signup" });

    const confirmation = await onlyEmail();
    expect(confirmation.envelope.to).toEqual(["ann@example.com"]);
    expect(confirmation.subject).toBe("Please confirm your subscription to the BrandCheck newsletter");
    expect(confirmation.text).toContain("Hello Ann,");
    expect(confirmation.text).toContain("The link works for 7 days.");
    // Transactional: not subscribed yet, so there is no list to leave.
    expect(confirmation.headers.has("list-unsubscribe")).toBe(false);
    const confirmUrl = linkInEmail(confirmation, CONFIRM_PREFIX);

    // Opening the link (as a mail scanner does) shows the button and changes nothing.
    const page = await call(confirmRoute.loader as RouteFunction, confirmUrl);
    expect(page).toMatchObject({ status: 200, data: { link: { state: "ready", email: "ann@example.com" } } });
    expect((await subscribers())[0]).toMatchObject({ is_active: false, confirmed_at: null });

    const confirmed = await call(confirmRoute.action as RouteFunction, confirmUrl, { method: "POST" });
    expect(confirmed).toMatchObject({ status: 200, data: { link: { state: "confirmed", email: "ann@example.com" } } });
    const [active] = await subscribers();
    expect(active).toMatchObject({ is_active: true, unsubscribed_at: null });
    expect(Date.now() - Date.parse(active!.confirmed_at!)).toBeLessThan(60_000);

    const welcome = await onlyEmail();
    expect(welcome.subject).toBe("You're subscribed to the BrandCheck newsletter");
    const unsubscribeUrl = linkInEmail(welcome, UNSUBSCRIBE_PREFIX);
    expect(welcome.header("list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);
    expect(listUnsubscribeUrl(welcome)).toBe(unsubscribeUrl);
    expect(welcome.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(welcome.text).toContain(`Unsubscribe with one click: ${unsubscribeUrl}`);

    // The link again: still subscribed, and no second welcome.
    expect(await call(confirmRoute.action as RouteFunction, confirmUrl, { method: "POST" })).toMatchObject({ data: { link: { state: "confirmed" } } });
    expect(await deliverEmails()).toEqual([]);

    // Opening the unsubscribe link changes nothing either.
    expect(await call(unsubscribeRoute.loader as RouteFunction, unsubscribeUrl)).toMatchObject({ status: 200, data: { link: { state: "ready", email: "ann@example.com" } } });
    expect((await subscribers())[0]).toMatchObject({ is_active: true });

    expect(await oneClickUnsubscribe(unsubscribeUrl)).toMatchObject({ status: 200, data: { link: { state: "unsubscribed", email: "ann@example.com" } } });
    const [left] = await subscribers();
    expect(left).toMatchObject({ is_active: false, confirmed_at: active!.confirmed_at });
    expect(left!.unsubscribed_at).not.toBeNull();

    // One goodbye confirms it, with the way back to the footer form and no link to leave a list it is off.
    const goodbye = await onlyEmail();
    expect(goodbye.envelope.to).toEqual(["ann@example.com"]);
    expect(goodbye.subject).toBe("You've left the BrandCheck newsletter");
    expect(goodbye.text).toContain("Hello Ann,");
    expect(goodbye.text).toContain("As you asked, ann@example.com is no longer on the BrandCheck newsletter list.");
    expect(goodbye.text).toContain(`Changed your mind? You can sign up again at any time with the form at the bottom of our website: ${NEWSLETTER_ORIGIN}/`);
    expect(goodbye.headers.has("list-unsubscribe")).toBe(false);
    expect(goodbye.text).not.toContain("/unsubscribe");
    // No tracking: the only link is the plain home page.
    expect(goodbye.text.match(/https?:\/\/\S+/g)).toEqual([`${NEWSLETTER_ORIGIN}/`]);

    // A provider retrying the POST, or a second click: the same answer, nothing changes, nothing more is sent.
    expect(await oneClickUnsubscribe(unsubscribeUrl)).toMatchObject({ status: 200, data: { link: { state: "unsubscribed" } } });
    expect((await subscribers())[0]).toEqual(left);
    expect(await call(unsubscribeRoute.loader as RouteFunction, unsubscribeUrl)).toMatchObject({ data: { link: { state: "unsubscribed" } } });
    expect(await deliverEmails()).toEqual([]);
    expect(await goodbyeJobs()).toHaveLength(1);
  });

  it("keeps a returning subscriber inactive until the new link is confirmed, and the old link cannot bring them back", async () => {
    const { confirmUrl: oldConfirmUrl, unsubscribeUrl } = await subscribeAndConfirm("ann@example.com");
    await oneClickUnsubscribe(unsubscribeUrl);
    expect((await onlyEmail()).subject).toBe("You've left the BrandCheck newsletter");
    const [unsubscribed] = await subscribers();

    // The confirmation link of the first sign-up is still within its week, but was issued before leaving.
    expect(await call(confirmRoute.loader as RouteFunction, oldConfirmUrl)).toMatchObject({ status: 410, data: { link: { state: "expired" } } });
    expect(await call(confirmRoute.action as RouteFunction, oldConfirmUrl, { method: "POST" })).toMatchObject({ status: 410, data: { link: { state: "expired" } } });
    expect((await subscribers())[0]).toEqual(unsubscribed);

    expect(await signUp("ann@example.com")).toMatchObject({ status: 302, location: "/newsletter?status=check-inbox" });
    expect((await subscribers())[0]).toEqual(unsubscribed);
    const newConfirmUrl = linkInEmail(await onlyEmail(), CONFIRM_PREFIX);
    expect(newConfirmUrl).not.toBe(oldConfirmUrl);

    await call(confirmRoute.action as RouteFunction, newConfirmUrl, { method: "POST" });
    const [back] = await subscribers();
    expect(back).toMatchObject({ id: unsubscribed!.id, is_active: true, unsubscribed_at: null });
    expect(Date.parse(back!.confirmed_at!)).toBeGreaterThan(Date.parse(unsubscribed!.confirmed_at!));
    expect((await onlyEmail()).subject).toBe("You're subscribed to the BrandCheck newsletter");
  });

  it("refuses tampered, expired and misused links with a clear state and changes nothing", async () => {
    await signUp("ann@example.com");
    // The confirmation e-mail went out eight days ago (the job ran then), so its link has expired.
    const eightDaysAgo = new Date(Date.now() - 8 * DAY);
    await testDb().db.updateTable("jobs").set({ run_at: eightDaysAgo.toISOString() }).execute();
    const staleConfirmUrl = linkInEmail(await onlyEmail(eightDaysAgo), CONFIRM_PREFIX);
    expect(await call(confirmRoute.loader as RouteFunction, staleConfirmUrl)).toMatchObject({ status: 410, data: { link: { state: "expired" } } });
    expect(await call(confirmRoute.action as RouteFunction, staleConfirmUrl, { method: "POST" })).toMatchObject({ status: 410 });

    const { unsubscribeUrl } = await subscribeAndConfirm("bob@example.com");
    const before = await subscribers();

    const confirmToken = new URL(staleConfirmUrl).searchParams.get("token")!;
    const unsubscribeToken = new URL(unsubscribeUrl).searchParams.get("token")!;
    const badConfirmLinks = [
      tamper(staleConfirmUrl),
      `${NEWSLETTER_ORIGIN}/newsletter/confirm`,
      `${NEWSLETTER_ORIGIN}/newsletter/confirm?token=${encodeURIComponent("x".repeat(5000))}`,
      // An unsubscribe token is not a confirmation token, though both are signed with keys from AUTH_SECRET.
      `${CONFIRM_PREFIX}${unsubscribeToken}`,
    ];
    for (const url of badConfirmLinks) {
      expect(await call(confirmRoute.loader as RouteFunction, url), url).toMatchObject({ status: 400, data: { link: { state: "invalid" } } });
      expect(await call(confirmRoute.action as RouteFunction, url, { method: "POST" }), url).toMatchObject({ status: 400, data: { link: { state: "invalid" } } });
    }
    const badUnsubscribeLinks = [tamper(unsubscribeUrl), `${NEWSLETTER_ORIGIN}/unsubscribe`, `${UNSUBSCRIBE_PREFIX}${confirmToken}`, `${UNSUBSCRIBE_PREFIX}%00`];
    for (const url of badUnsubscribeLinks) {
      expect(await call(unsubscribeRoute.loader as RouteFunction, url), url).toMatchObject({ status: 400, data: { link: { state: "invalid" } } });
      expect(await oneClickUnsubscribe(url), url).toMatchObject({ status: 400, data: { link: { state: "invalid" } } });
    }

    expect(await subscribers()).toEqual(before);
    expect(await deliverEmails()).toEqual([]);
  });

  it("sends nothing that no longer fits when the job runs: no link to a confirmed address, no welcome after leaving", async () => {
    const { unsubscribeUrl } = await subscribeAndConfirm("ann@example.com");
    // A second sign-up asked for a confirmation e-mail, and the subscriber was confirmed meanwhile.
    await testDb().db.updateTable("subscribers").set({ is_active: false, confirmed_at: null }).execute();
    await signUp("ann@example.com");
    await testDb().db.updateTable("subscribers").set({ is_active: true, confirmed_at: new Date().toISOString() }).execute();
    expect(await deliverEmails()).toEqual([]);

    // Confirmed, then unsubscribed before the welcome e-mail went out.
    await testDb().db.updateTable("subscribers").set({ is_active: false, unsubscribed_at: new Date().toISOString() }).execute();
    await signUp("ann@example.com");
    const confirmUrl = linkInEmail(await onlyEmail(), CONFIRM_PREFIX);
    await call(confirmRoute.action as RouteFunction, confirmUrl, { method: "POST" });
    await oneClickUnsubscribe(unsubscribeUrl);
    // The goodbye still fits; the welcome does not.
    expect((await deliverEmails()).map((mail) => mail.subject)).toEqual(["You've left the BrandCheck newsletter"]);
    expect((await subscribers())[0]).toMatchObject({ is_active: false });

    // Left, then confirmed again before the goodbye went out: no goodbye to someone on the list.
    await oneClickUnsubscribe(unsubscribeUrl);
    await testDb().db.updateTable("subscribers").set({ is_active: true, unsubscribed_at: null }).execute();
    expect(await deliverEmails()).toEqual([]);
  });

  it("sends no goodbye to a subscriber who was never active, or who was deleted before or after leaving", async () => {
    // Pending: the unsubscribe link of an address that never confirmed changes nothing.
    const { unsubscribeUrl } = await subscribeAndConfirm("ann@example.com");
    await testDb().db.updateTable("subscribers").set({ is_active: false, confirmed_at: null, unsubscribed_at: null }).execute();
    await oneClickUnsubscribe(unsubscribeUrl);
    expect(await goodbyeJobs()).toEqual([]);

    // Deleted by staff after leaving, before the goodbye went out.
    await testDb().db.updateTable("subscribers").set({ is_active: true }).execute();
    await oneClickUnsubscribe(unsubscribeUrl);
    expect(await goodbyeJobs()).toHaveLength(1);
    await testDb().db.deleteFrom("subscribers").execute();
    expect(await deliverEmails()).toEqual([]);

    // Deleted first: the link leads nowhere and queues nothing.
    await testDb().db.deleteFrom("jobs").execute();
    await oneClickUnsubscribe(unsubscribeUrl);
    expect(await goodbyeJobs()).toEqual([]);
  });

  it("a deleted subscriber's unsubscribe link answers that the address is off the list", async () => {
    const { unsubscribeUrl } = await subscribeAndConfirm("ann@example.com");
    await testDb().db.deleteFrom("subscribers").execute();
    expect(await call(unsubscribeRoute.loader as RouteFunction, unsubscribeUrl)).toMatchObject({ status: 200, data: { link: { state: "unsubscribed", email: null } } });
    expect(await oneClickUnsubscribe(unsubscribeUrl)).toMatchObject({ status: 200, data: { link: { state: "unsubscribed", email: null } } });
  });
});

describe("the sign-up route", () => {
  it("answers invalid input with the field messages and the values typed, and stores nothing", async () => {
    const answer = await signUp("not-an-email", { firstName: "Ann" });
    expect(answer).toEqual({
      status: 400,
      location: null,
      data: {
        outcome: "invalid",
        errors: { email: "Please enter a valid email address." },
        values: { email: "not-an-email", firstName: "Ann", lastName: "" },
        lang: "en",
        catalog: "en",
      },
    });
    expect(await subscribers()).toEqual([]);
  });

  it("speaks the subscriber's language: the e-mails, the link to the site and the pages the links open", async () => {
    expect(await signUp("jonas@example.com", { firstName: "Jonas" }, "de")).toMatchObject({ status: 302, location: "/newsletter?status=check-inbox&language=de" });
    expect(await pageLanguage(`${NEWSLETTER_ORIGIN}/newsletter?status=check-inbox&language=de`)).toBe("de");
    expect((await subscribers())[0]).toMatchObject({ email: "jonas@example.com", locale: "de" });

    const confirmation = await onlyEmail();
    expect(confirmation.subject).toBe("Bitte bestätigen Sie Ihr Abonnement des BrandCheck-Newsletters");
    expect(confirmation.text).toContain("Guten Tag Jonas,");
    expect(confirmation.text).toContain("Der Link ist 7 Tage lang gültig.");
    expect(confirmation.text).toContain(`Unsere Website: ${NEWSLETTER_ORIGIN}/de`);
    expect(confirmation.text).not.toContain("Hello");
    const confirmUrl = linkInEmail(confirmation, CONFIRM_PREFIX);
    expect(await pageLanguage(confirmUrl)).toBe("de");

    await call(confirmRoute.action as RouteFunction, confirmUrl, { method: "POST" });
    const welcome = await onlyEmail();
    expect(welcome.subject).toBe("Sie haben den BrandCheck-Newsletter abonniert");
    const unsubscribeUrl = linkInEmail(welcome, UNSUBSCRIBE_PREFIX);
    expect(welcome.text).toContain(`Mit einem Klick abmelden: ${unsubscribeUrl}`);
    expect(await pageLanguage(unsubscribeUrl)).toBe("de");

    // Leaving: one goodbye in German, leading back to the German home page's footer form.
    await oneClickUnsubscribe(unsubscribeUrl);
    expect(await goodbyeJobs()).toEqual([{ kind: "goodbye", subscriberId: (await subscribers())[0]!.id, origin: NEWSLETTER_ORIGIN }]);
    const goodbye = await onlyEmail();
    expect(goodbye.subject).toBe("Sie haben sich vom BrandCheck-Newsletter abgemeldet");
    expect(goodbye.text).toContain("Guten Tag Jonas,");
    expect(goodbye.text).toContain("Wie gewünscht steht jonas@example.com nicht mehr auf der Liste des BrandCheck-Newsletters.");
    expect(goodbye.text).toContain(`Über das Formular unten auf unserer Website können Sie sich jederzeit wieder anmelden: ${NEWSLETTER_ORIGIN}/de`);
    expect(goodbye.text).not.toContain("Hello");

    // Hong Kong Chinese the same way, with its own home page.
    await signUp("wing@example.com", {}, "zh-HK");
    const chinese = await onlyEmail();
    expect(chinese.subject).toBe("請確認訂閱 BrandCheck 電子通訊");
    expect(chinese.text).toContain(`我們的網站：${NEWSLETTER_ORIGIN}/zh-hk`);
    expect(await pageLanguage(linkInEmail(chinese, CONFIRM_PREFIX))).toBe("zh-HK");
  });

  it("records the default language for a language field a visitor made up, and answers without an error", async () => {
    const forged = [["xx"], ["../"], ["../../etc/passwd"], ["de\u0000"], ["zh-hk"], ["DE"], ["x".repeat(10_000)], ["xx", "de"]];
    for (const [index, languages] of forged.entries()) {
      const body = new URLSearchParams({ email: `forged${index}@example.com`, firstName: "", lastName: "", website: "", rendered_at: issueFormStamp(Date.now() - 10_000) });
      // Repeated fields (an array) too: the first counts, and only when the site serves it.
      for (const language of languages) body.append("language", language);
      // Each from an address of its own, past the per-address limit of sign-ups.
      const answer = await call(newsletterRoute.action as RouteFunction, `${NEWSLETTER_ORIGIN}/newsletter`, { method: "POST", body }, `203.0.113.${100 + index}`);
      expect(answer, JSON.stringify(languages[0]!.slice(0, 20))).toMatchObject({ status: 302, location: "/newsletter?status=check-inbox" });
    }
    expect(new Set((await subscribers()).map((subscriber) => subscriber.locale))).toEqual(new Set(["en"]));
    expect(await subscribers()).toHaveLength(forged.length);
  });

  it("speaks the default language on a page whose link names nobody, and for a made-up language in the address", async () => {
    for (const url of [
      `${NEWSLETTER_ORIGIN}/newsletter/confirm?token=nonsense`,
      `${NEWSLETTER_ORIGIN}/unsubscribe`,
      `${NEWSLETTER_ORIGIN}/newsletter?status=check-inbox&language=xx`,
      `${NEWSLETTER_ORIGIN}/newsletter?language=${"x".repeat(10_000)}`,
    ]) {
      expect(await pageLanguage(url)).toBe("en");
    }
    // A link signed for the other purpose names nobody here either.
    await signUp("ann@example.com", {}, "de");
    const confirmUrl = linkInEmail(await onlyEmail(), CONFIRM_PREFIX);
    expect(await pageLanguage(confirmUrl.replace("/newsletter/confirm", "/unsubscribe"))).toBe("en");
    expect(await pageLanguage(tamper(confirmUrl))).toBe("en");
    // Every other page's language is its address's.
    expect(await pageLanguage(`${NEWSLETTER_ORIGIN}/de/kontakt`)).toBeUndefined();
  });

  it("answers in the language of the page the form was on, and in the default language for one the site does not serve", async () => {
    const fields = { email: "nope", firstName: "", lastName: "", website: "", rendered_at: issueFormStamp(Date.now() - 10_000) };
    const action = newsletterRoute.action as RouteFunction;
    const url = `${NEWSLETTER_ORIGIN}/newsletter`;
    expect(await post(action, url, { ...fields, language: "de" })).toMatchObject({
      status: 400,
      data: { lang: "de", catalog: "de", errors: { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein." } },
    });
    expect(await post(action, url, { ...fields, language: "fr" })).toMatchObject({
      status: 400,
      data: { lang: "en", catalog: "en", errors: { email: "Please enter a valid email address." } },
    });
  });

  it("posted by the form script, answers in place of the redirect, naming the form that was sent", async () => {
    const fields = { email: "ann@example.com", firstName: "", lastName: "", website: "", rendered_at: issueFormStamp(Date.now() - 10_000), form: "footer-newsletter" };
    const headers = { "content-type": "application/x-www-form-urlencoded", [ENHANCED_POST_HEADER]: "1" };
    const url = `${NEWSLETTER_ORIGIN}/newsletter`;
    const action = newsletterRoute.action as RouteFunction;
    expect(await call(action, url, { method: "POST", headers, body: new URLSearchParams(fields) })).toEqual({
      status: 200,
      location: null,
      data: { outcome: "check-inbox", form: "footer-newsletter", lang: "en", catalog: "en" },
    });
    expect(await call(action, url, { method: "POST", headers, body: new URLSearchParams({ ...fields, email: "nope" }) })).toMatchObject({
      status: 400,
      data: { outcome: "invalid", form: "footer-newsletter" },
    });
    // A form name the site does not have is no form to answer with: the redirect stands.
    expect(await call(action, url, { method: "POST", headers, body: new URLSearchParams({ ...fields, form: "elsewhere" }) })).toEqual({
      status: 302,
      location: "/newsletter?status=check-inbox",
      data: null,
    });
  });
});
