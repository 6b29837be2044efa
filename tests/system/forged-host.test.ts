// Issue 17, item 2: a request names whatever Host it likes, and without SITE_URL (the default) the
// links the site hands out used to follow it: `POST /admin/forgot-password` with `Host: evil.example`
// mailed the Admin a reset link to http://evil.example/…. Here the built server runs without SITE_URL,
// every route that sends an e-mail is called with a forged Host (and the Origin such a client would
// send with it), the mail is read from a real SMTP server, and every link in it must point at the
// origin derived from the server's own HOST and PORT; so must the sitemap, robots.txt, the feeds, canonical and og:url.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { appFormStamp } from "#tests/utils/form-stamp.ts";
import { STAFF_PASSWORD } from "#tests/utils/staff-sessions.ts";
import { awaitMail, startSmtpServer, type ReceivedMessage, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const FORGED_HOST = "evil.example";
const FORGED_ORIGIN = `http://${FORGED_HOST}`;

let t: TestDb;
let smtp: TestSmtpServer;
let app: AppProcess;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  smtp = await startSmtpServer();
  app = await startAppProcess({ databaseUrl: t.url, env: { SMTP_URL: smtp.url }, unset: ["SITE_URL"] });
  await createStaffAccount(t.db, { email: "admin@brandcheck.test", role: "admin" });
  adminCookie = await signInOverHttp(app.url, "admin@brandcheck.test");
});

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  await t?.cleanup();
});

interface Reply {
  status: number;
  body: string;
}

/** A request as an attacker's client sends it: to this server's socket, naming another Host (fetch cannot). */
function sendWithForgedHost(method: "GET" | "POST", path: string, body?: { type: string; text: string }, cookie?: string): Promise<Reply> {
  const headers: Record<string, string> = { host: FORGED_HOST, ...(cookie ? { cookie } : {}) };
  if (body) Object.assign(headers, { origin: FORGED_ORIGIN, "content-type": body.type, "content-length": String(Buffer.byteLength(body.text)) });
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: app.port, path, method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.end(body?.text);
  });
}

const form = (fields: Record<string, string>) => ({ type: "application/x-www-form-urlencoded", text: new URLSearchParams(fields).toString() });
const json = (value: unknown) => ({ type: "application/json", text: JSON.stringify(value) });

const mailTo = (to: string, subject: string) => awaitMail(smtp, to, subject, () => app.output());

/** Every URL in a message, its text and its List-Unsubscribe header alike; at least one. */
function linksIn(message: ReceivedMessage): URL[] {
  const found = [...message.text.matchAll(/https?:\/\/[^\s>]+/g), ...(message.header("list-unsubscribe") ?? "").matchAll(/https?:\/\/[^\s>]+/g)];
  expect(found.length, message.subject).toBeGreaterThan(0);
  return found.map(([link]) => new URL(link));
}

function expectLinksOnOurOrigin(message: ReceivedMessage): URL[] {
  const links = linksIn(message);
  for (const link of links) expect(link.origin, `${message.subject}: ${link}`).toBe(app.url);
  return links;
}

describe("e-mailed links under a forged Host, without SITE_URL", () => {
  it("the server says at start that SITE_URL is not set and which origin it derived", () => {
    expect(app.output()).toContain(`SITE_URL is not set: e-mailed links, the sitemap and canonical URLs use ${app.url}`);
  });

  it("Forgot password: the reset link points at the server's own origin", async () => {
    await createStaffAccount(t.db, { email: "forgetful@brandcheck.test", role: "editor" });
    const reply = await sendWithForgedHost("POST", "/admin/forgot-password", form({ email: "forgetful@brandcheck.test" }));
    expect(reply.status).toBe(200);
    const [link] = expectLinksOnOurOrigin(await mailTo("forgetful@brandcheck.test", "Reset your BrandCheck password"));
    expect(link!.pathname).toBe("/admin/reset-password");
  });

  it("Users › Reset Password: the colleague's reset link points at the server's own origin", async () => {
    const colleague = await createStaffAccount(t.db, { email: "colleague@brandcheck.test", role: "editor" });
    const reply = await sendWithForgedHost("POST", "/admin/users", form({ intent: "reset-password", userId: colleague.id }), adminCookie);
    expect(reply.status).toBe(200);
    expectLinksOnOurOrigin(await mailTo("colleague@brandcheck.test", "Reset your BrandCheck password"));
  });

  it("e-mail confirmation (sent again when an unconfirmed account signs in): the link points at the server's own origin", async () => {
    // Sign-up itself is by invitation (issue 17 item 1 changes how); the confirmation e-mail and its link are the same one.
    const unconfirmed = await createStaffAccount(t.db, { email: "unconfirmed@brandcheck.test", role: "viewer" });
    await t.db.updateTable("user").set({ emailVerified: false }).where("id", "=", unconfirmed.id).execute();
    const reply = await sendWithForgedHost("POST", "/api/auth/sign-in/email", json({ email: "unconfirmed@brandcheck.test", password: STAFF_PASSWORD }));
    expect(reply.status).toBe(403);
    const [link] = expectLinksOnOurOrigin(await mailTo("unconfirmed@brandcheck.test", "Confirm your e-mail address"));
    expect(link!.pathname).toBe("/api/auth/verify-email");
  });

  it("an invitation, and the invitation sent again: the link points at the server's own origin", async () => {
    const invitee = "invitee@example.com";
    expect((await sendWithForgedHost("POST", "/admin/users", form({ intent: "invite", email: invitee, role: "editor" }), adminCookie)).status).toBe(200);
    expectLinksOnOurOrigin(await mailTo(invitee, "invited to the BrandCheck admin area"));
    const { id } = await t.db.selectFrom("invitations").select("id").where("email", "=", invitee).executeTakeFirstOrThrow();
    smtp.messages.length = 0;
    expect((await sendWithForgedHost("POST", "/admin/users", form({ intent: "resend-invitation", invitationId: id }), adminCookie)).status).toBe(200);
    expectLinksOnOurOrigin(await mailTo(invitee, "invited to the BrandCheck admin area"));
  });

  it("the newsletter: the confirmation link, and the welcome's unsubscribe links, point at the server's own origin", async () => {
    const reader = "reader@example.com";
    const signUp = form({ website: "", rendered_at: appFormStamp(), email: reader, firstName: "Ann", lastName: "Reader" });
    expect((await sendWithForgedHost("POST", "/newsletter", signUp)).status).toBe(302);
    const [confirm] = expectLinksOnOurOrigin(await mailTo(reader, "confirm your subscription"));
    expect(confirm!.pathname).toBe("/newsletter/confirm");

    const confirmed = await sendWithForgedHost("POST", `${confirm!.pathname}${confirm!.search}`, form({}));
    expect(confirmed.status).toBe(200);
    const welcome = await mailTo(reader, "You're subscribed");
    const links = expectLinksOnOurOrigin(welcome);
    expect(links.some((link) => link.pathname === "/unsubscribe")).toBe(true);
  });
});

describe("links on pages under a forged Host, without SITE_URL", () => {
  it("the sitemap, robots.txt and the feeds name the server's own origin", async () => {
    const sitemap = await sendWithForgedHost("GET", "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).origin);
    expect(locations.length).toBeGreaterThan(0);
    expect(new Set(locations)).toEqual(new Set([app.url]));
    expect((await sendWithForgedHost("GET", "/robots.txt")).body).toContain(`Sitemap: ${app.url}/sitemap.xml`);
    for (const path of ["/insights/atom.xml", "/de/insights/feed.json"]) {
      const feed = await sendWithForgedHost("GET", path);
      expect(feed.status, path).toBe(200);
      expect(feed.body, path).not.toContain(FORGED_HOST);
      expect(feed.body, path).toContain(`${app.url}${path}`);
    }
  });

  it("canonical and og:url name the server's own origin, also in a page the HTML cache keeps", async () => {
    for (const path of ["/", "/services", "/", "/services"]) {
      const page = await sendWithForgedHost("GET", path);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain(FORGED_HOST);
      const expected = new URL(path, app.url).toString();
      expect(page.body).toContain(`<link rel="canonical" href="${expected}"/>`);
      expect(page.body).toContain(`<meta property="og:url" content="${expected}"/>`);
    }
  });
});
