// The writes of the crash harness (tests/stress/crash-recovery.test.ts), sent over HTTP to the built
// server as a browser sends them: the contact form as a plain form post (no JavaScript needed), the
// admin screens' changes as React Router's fetch does (`<route>.data`, which answers the action's
// result without rendering the screen around it). Each writer records what it attempted
// and what the server ACKNOWLEDGED (the success status came back), because only an acknowledged
// write is a promise the server must keep after a crash; an unanswered one may or may not be stored.

import { appFormStamp } from "./form-stamp.ts";

/** The running server and an Admin's session on it. */
export interface WriteTarget {
  url: string;
  adminCookie: string;
}

/** What one kind of write sent and what the server confirmed, by unique marker. */
export interface WriteLog {
  attempted: string[];
  acknowledged: string[];
}

/** A page one writer saves again and again: each save's title carries a counter that only goes up. */
export interface SavedPage {
  id: string;
  /** The version the next save names (the page's current version). */
  version: number;
  /** The counter of the last save sent, and of the last one the server acknowledged. */
  lastSent: number;
  lastAcknowledged: number;
}

const PAGE_TITLE_PREFIX = "Crash page save ";

/** A request the server answered with something other than success, or that failed while the server was up. */
class UnexpectedAnswer extends Error {}

const TIMEOUT_MS = 30_000;

function post(target: WriteTarget, path: string, fields: Record<string, string>, { admin = true } = {}): Promise<Response> {
  return fetch(`${target.url}${path}`, {
    method: "POST",
    // React Router refuses an action from another origin; a browser on the site sends its own.
    headers: { origin: target.url, "content-type": "application/x-www-form-urlencoded", ...(admin ? { cookie: target.adminCookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

async function expectStatus(response: Response, ok: (response: Response) => boolean, what: string): Promise<void> {
  // Read the whole answer: a server that dies mid-body has not answered.
  const body = await response.text();
  if (!ok(response)) throw new UnexpectedAnswer(`${what}: HTTP ${response.status} ${body.slice(0, 300)}`);
}

/** A contact message whose name and message carry `marker`; acknowledged by the redirect to /contact?sent=1. */
export async function submitContact(target: WriteTarget, marker: string, log: WriteLog): Promise<void> {
  log.attempted.push(marker);
  const response = await post(
    target,
    "/contact",
    {
      name: `Visitor ${marker}`,
      email: `${marker}@crash.test`,
      company: "",
      message: `Please call me about ${marker}.`,
      website: "",
      rendered_at: appFormStamp(Date.now() - 5_000),
    },
    { admin: false },
  );
  await expectStatus(response, (r) => r.status === 302 && r.headers.get("location") === "/contact?sent=1", `Contact message ${marker}`);
  log.acknowledged.push(marker);
}

/** An Admin adds a subscriber at `${marker}@crash.test`; acknowledged by the action's 200. Resolves with the address. */
export async function addSubscriber(target: WriteTarget, marker: string, log: WriteLog): Promise<string> {
  const email = `${marker}@crash.test`;
  log.attempted.push(email);
  const response = await post(target, "/admin/subscribers.data", { intent: "add", email, firstName: "Crash", lastName: marker });
  await expectStatus(response, (r) => r.status === 200, `Add subscriber ${email}`);
  log.acknowledged.push(email);
  return email;
}

/**
 * An Admin exports the subscribers matching `email`, which queues a subscribers_export webhook
 * delivery whose payload names that search; acknowledged once the CSV has arrived.
 */
export async function exportSubscribers(target: WriteTarget, email: string, log: WriteLog): Promise<void> {
  log.attempted.push(email);
  const response = await post(target, "/admin/subscribers/export", { q: email });
  const csv = await response.text();
  if (response.status !== 200 || !csv.includes(email)) throw new UnexpectedAnswer(`Export of ${email}: HTTP ${response.status} ${csv.slice(0, 300)}`);
  log.acknowledged.push(email);
}

/** Saves a webhook for the subscribers_export event through the webhook box, as an Admin does. */
export async function saveWebhook(target: WriteTarget, url: string): Promise<void> {
  const response = await post(target, "/admin/webhooks", { intent: "save", url, name: "Crash receiver" });
  await expectStatus(response, (r) => r.status === 200, `Saving the webhook ${url}`);
}

function pageInput(title: string, slug: string): Record<string, unknown> {
  return { title, slug, metaDescription: "Saved again and again while the server is killed.", isPublished: true, content: { html: `<p>${title}</p>` } };
}

/** Creates a published page through the editor; resolves with its id. */
export async function createPage(target: WriteTarget, slug: string): Promise<string> {
  const response = await post(target, "/admin/pages/new", { intent: "save", page: JSON.stringify(pageInput(`${PAGE_TITLE_PREFIX}0`, slug)) });
  const id = /^\/admin\/pages\/edit\/([^/?]+)/.exec(response.headers.get("location") ?? "")?.[1];
  if (response.status !== 302 || !id) throw new UnexpectedAnswer(`Creating page /${slug}: HTTP ${response.status} ${await response.text()}`);
  return id;
}

/** Saves `page` once more with the next counter in its title; acknowledged by the editor's 200. */
export async function savePage(target: WriteTarget, page: SavedPage, slug: string): Promise<void> {
  const counter = page.lastSent + 1;
  page.lastSent = counter;
  const response = await post(target, `/admin/pages/edit/${page.id}.data`, {
    intent: "save",
    version: String(page.version),
    page: JSON.stringify(pageInput(`${PAGE_TITLE_PREFIX}${counter}`, slug)),
  });
  await expectStatus(response, (r) => r.status === 200, `Save ${counter} of page /${slug}`);
  page.version += 1;
  page.lastAcknowledged = counter;
}

/** The counter in a stored page title. */
export function savedCounter(title: string): number {
  return Number(title.slice(PAGE_TITLE_PREFIX.length));
}

/**
 * Runs `write` over and over, like a busy user, until `stopped()` says the server is about to be
 * killed. A failure after that is the crash cutting a request off; a failure before it is a fault
 * of a healthy server and is kept in `faults`.
 */
export async function writeUntilStopped(write: (n: number) => Promise<void>, stopped: () => boolean, faults: string[]): Promise<void> {
  for (let n = 0; !stopped(); n += 1) {
    try {
      await write(n);
    } catch (error) {
      if (stopped()) return;
      faults.push(error instanceof Error ? error.message : String(error));
      return;
    }
  }
}
