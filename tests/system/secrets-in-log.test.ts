// Issue O, item 4: the request log wrote every URL and query in full, and every header. The built
// server runs here at LOG_LEVEL=debug while this file drives each flow that carries a secret: a
// preview link (and its data request), a password reset from the e-mailed link, an invitation taken
// up, an e-mail confirmation, the newsletter's confirmation and unsubscribe links, a password
// sign-in, a request with a Cookie and an Authorization header, a cross-site form post refused, and
// a webhook's signing secret. Then the whole of what the process printed is searched for every
// secret value, and a request line must hold what an operator needs and no header.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLISHING_PATH, type PublishingActionData } from "#app/features/pages/publishing/page-publishing-schema.ts";
import { REDACTED } from "#app/lib/logged-url.server.ts";
import { createPageOverHttp } from "#tests/utils/app-pages.ts";
import { freePort, startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { appFormStamp } from "#tests/utils/form-stamp.ts";
import { linkInEmail, listUnsubscribeUrl } from "#tests/utils/newsletter-mail-links.ts";
import { STAFF_PASSWORD } from "#tests/utils/staff-sessions.ts";
import { awaitMail, startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const ADMIN = "admin@logs.test";
const EDITOR = "editor@logs.test";
const UNCONFIRMED = "unconfirmed@logs.test";
const INVITEE = "invitee@example.com";
const READER = "reader@example.com";
const NEW_PASSWORD = "a brand new password 7391";
const INVITEE_PASSWORD = "the invitee's own password 5521";
const BEARER = "bearer-value-that-must-not-be-logged-0b1c";
/** Sent as X-Forwarded-For from 127.0.0.1, which TRUST_PROXY (loopback) believes: the client address to log. */
const CLIENT_ADDRESS = "203.0.113.7";

let t: TestDb;
let smtp: TestSmtpServer;
let app: AppProcess;
let adminCookie: string;
let previewId: string;
/** Every secret a flow handed out or sent, by what it is: none may appear in the log. */
const secrets = new Map<string, string>();

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  smtp = await startSmtpServer();
  app = await startAppProcess({ databaseUrl: t.url, env: { SMTP_URL: smtp.url, LOG_LEVEL: "debug", WEBHOOK_ALLOW_PRIVATE: "true" } });
  await createStaffAccount(t.db, { email: ADMIN, role: "admin" });
  await createStaffAccount(t.db, { email: EDITOR, role: "editor" });
  adminCookie = await signInOverHttp(app.url, ADMIN);
  secrets.set("password used to sign in", STAFF_PASSWORD);
  for (const [index, pair] of adminCookie.split("; ").entries()) secrets.set(`session cookie ${index}`, pair.slice(pair.indexOf("=") + 1));
});

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  await t?.cleanup();
});

const sameOrigin = (cookie?: string) => ({ origin: app.url, "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) });

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = sameOrigin()): Promise<Response> {
  return fetch(`${app.url}${path}`, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" });
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(`${app.url}${path}`, { headers, redirect: "manual" });
  await response.arrayBuffer();
  return response;
}

const mailTo = (to: string, subject: string) => awaitMail(smtp, to, subject, () => app.output());

/** The path and query of the one link in the message to `to` about `subject` that starts with `path`, and its token. */
async function emailedLink(to: string, subject: string, path: string, param: string): Promise<{ pathAndQuery: string; token: string }> {
  const link = new URL(linkInEmail(await mailTo(to, subject), `${app.url}${path}`));
  const token = link.searchParams.get(param);
  if (!token) throw new Error(`No ${param} in ${link}`);
  return { pathAndQuery: `${link.pathname}${link.search}`, token };
}

interface RequestLine {
  req: { id: string; method: string; path: string; ip: string };
  res: { status: number };
  responseTime: unknown;
  msg: string;
}

/** The request lines pino-http wrote, parsed (their shape is what the test checks). */
function requestLines(): RequestLine[] {
  return app
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as RequestLine)
    .filter((entry) => entry.msg === "request completed" || entry.msg === "request errored");
}

describe("every flow that carries a secret, against the built server at LOG_LEVEL=debug", () => {
  it("a preview link and its data request", async () => {
    const draft = await createPageOverHttp(app.url, adminCookie, { title: "Log Plan", slug: "log-plan", html: "<p>Draft.</p>", isPublished: false });
    const shared = await post(PUBLISHING_PATH, { intent: "share", pageId: draft.id }, sameOrigin(adminCookie));
    expect(shared.status).toBe(200);
    const path = new URL(((await shared.json()) as PublishingActionData).link!.url).pathname;
    const [id, secret] = path.slice("/preview/".length).split(".");
    previewId = id!;
    secrets.set("preview link secret", secret!);
    expect((await get(path)).status).toBe(200);
    expect((await get(`${path}.data`)).status).toBe(200);
  });

  it("a password reset: the request, the e-mailed link and the new password", async () => {
    expect((await post("/admin/forgot-password", { email: EDITOR })).status).toBe(200);
    const { pathAndQuery, token } = await emailedLink(EDITOR, "Reset your BrandCheck password", "/admin/reset-password", "token");
    secrets.set("password reset token", token);
    secrets.set("new password", NEW_PASSWORD);
    expect((await get(pathAndQuery, { "x-forwarded-for": CLIENT_ADDRESS })).status).toBe(200);
    const reset = await post(pathAndQuery, { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(reset.status).toBe(302);
    // better-auth's own link form, /api/auth/reset-password/<token>, with the token in the path.
    await get(`/api/auth/reset-password/${token}?callbackURL=/admin/login`);
  });

  it("an invitation: the e-mailed link, and the invitee's sign-up with it", async () => {
    expect((await post("/admin/users", { intent: "invite", email: INVITEE, role: "editor" }, sameOrigin(adminCookie))).status).toBe(200);
    const { pathAndQuery, token } = await emailedLink(INVITEE, "invited", "/admin/login", "invite");
    secrets.set("invitation token", token);
    secrets.set("invitee's password", INVITEE_PASSWORD);
    expect((await get(pathAndQuery)).status).toBe(200);
    const joined = await post(pathAndQuery, { intent: "sign-up", email: INVITEE, password: INVITEE_PASSWORD, invite: token });
    expect(joined.status).toBe(302);
  });

  it("an e-mail confirmation link", async () => {
    const unconfirmed = await createStaffAccount(t.db, { email: UNCONFIRMED, role: "viewer" });
    await t.db.updateTable("user").set({ emailVerified: false }).where("id", "=", unconfirmed.id).execute();
    const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { ...sameOrigin(), "content-type": "application/json" },
      body: JSON.stringify({ email: UNCONFIRMED, password: STAFF_PASSWORD }),
    });
    expect(signIn.status).toBe(403);
    const { pathAndQuery, token } = await emailedLink(UNCONFIRMED, "Confirm your e-mail address", "/api/auth/verify-email", "token");
    secrets.set("e-mail confirmation token", token);
    expect((await get(pathAndQuery)).status).toBe(302);
  });

  it("the newsletter: the confirmation link, the unsubscribe link and the one-click unsubscribe", async () => {
    const signUp = { website: "", rendered_at: appFormStamp(), email: READER, firstName: "Ann", lastName: "Reader" };
    expect((await post("/newsletter", signUp)).status).toBe(302);
    const confirm = await emailedLink(READER, "confirm your subscription", "/newsletter/confirm", "token");
    secrets.set("newsletter confirmation token", confirm.token);
    expect((await get(confirm.pathAndQuery)).status).toBe(200);
    expect((await post(confirm.pathAndQuery, {})).status).toBe(200);

    const welcome = await mailTo(READER, "You're subscribed");
    const unsubscribe = new URL(linkInEmail(welcome, `${app.url}/unsubscribe`));
    const oneClick = new URL(listUnsubscribeUrl(welcome));
    secrets.set("unsubscribe token", unsubscribe.searchParams.get("token")!);
    secrets.set("one-click unsubscribe token", oneClick.searchParams.get("token")!);
    expect((await get(`${unsubscribe.pathname}${unsubscribe.search}`)).status).toBe(200);
    const oneClickPost = await fetch(oneClick, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) });
    expect(oneClickPost.status).toBe(200);
  });

  it("a request with a Cookie and an Authorization header, and a cross-site form post with a token", async () => {
    secrets.set("Authorization header", BEARER);
    expect((await get("/admin/dashboard", { cookie: adminCookie, authorization: `Bearer ${BEARER}` })).status).toBe(200);
    const refused = await post(`/admin/reset-password?token=${secrets.get("password reset token")}`, { token: "x", password: "y", confirm: "y" }, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
      cookie: adminCookie,
    });
    expect(refused.status).toBe(403);
  });

  it("a webhook: its signing secret, shown once, and a delivery that fails", async () => {
    const receiver = `http://127.0.0.1:${await freePort()}/hook`;
    const saved = await post("/admin/webhooks", { intent: "test", url: receiver, name: "" }, sameOrigin(adminCookie));
    expect(saved.status).toBe(200);
    const { secret } = (await saved.json()) as { secret?: { secret: string } };
    secrets.set("webhook signing secret", secret!.secret);
    await expect.poll(() => app.output().includes("Webhook delivery attempt failed"), { timeout: 15_000 }).toBe(true);
  });
});

/** What the flows above must each have handed out (the session cookies come on top). */
const FLOW_SECRETS = [
  "password used to sign in",
  "preview link secret",
  "password reset token",
  "new password",
  "invitation token",
  "invitee's password",
  "e-mail confirmation token",
  "newsletter confirmation token",
  "unsubscribe token",
  "one-click unsubscribe token",
  "Authorization header",
  "webhook signing secret",
];

describe("the log, once every flow has run", () => {
  // Stopped, so every line is written.
  beforeAll(() => app.stop());

  it("holds none of the secrets, as sent, URL-encoded or decoded", () => {
    const log = app.output();
    expect([...secrets.keys()]).toEqual(expect.arrayContaining(FLOW_SECRETS));
    for (const [what, value] of secrets) expect(value.length, what).toBeGreaterThan(8);
    const forms = (value: string) => [value, encodeURIComponent(value), decodeURIComponent(value)];
    const leaked = [...secrets].filter(([, value]) => forms(value).some((form) => log.includes(form))).map(([what]) => what);
    expect(leaked).toEqual([]);
  });

  it("writes a request line an operator can use: method, path with its secrets replaced, status, duration, request id, client address; no header", () => {
    const lines = requestLines();
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      expect(Object.keys(line.req).sort()).toEqual(["id", "ip", "method", "path"]);
      expect(Object.keys(line.res)).toEqual(["status"]);
      expect(line.responseTime).toEqual(expect.any(Number));
    }
    const reset = lines.find((line) => line.req.ip === CLIENT_ADDRESS);
    expect(reset).toMatchObject({
      req: { method: "GET", path: `/admin/reset-password?token=${REDACTED}`, id: expect.any(String) },
      res: { status: 200 },
    });
    const paths = lines.map((line) => line.req.path);
    expect(paths).toEqual(expect.arrayContaining([`/preview/${previewId}.${REDACTED}`, `/preview/${previewId}.${REDACTED}.data`]));
    expect(new Set(lines.map((line) => line.req.id)).size).toBe(lines.length);
    // No header by any name: not the browser's, not the server's.
    for (const name of ["user-agent", "cookie", "authorization", "set-cookie", "content-type", "headers"]) expect(JSON.stringify(lines)).not.toContain(`"${name}"`);
  });
});
