// Issue G item 7: "Forgot password?" must not tell by its timing which addresses have an account.
// Against the built server: requests for a known and an unknown address are sent back to back in
// random order, many times over, each from an address of its own (better-auth allows three a minute
// per address). Pairing cancels out whatever else the machine is doing; the Wilcoxon signed-rank
// test then asks whether the known address answers consistently slower or faster. Before the fix
// (token and e-mail job written inside the request) it did, by about 1.7 ms of 8.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount } from "#tests/utils/app-staff.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { median, wilcoxonSignedRank } from "#tests/utils/timing-stats.ts";

const KNOWN = "known@brandcheck.test";
const UNKNOWN = "nobody@brandcheck.test";
const PAIRS = 120;
/** Strict, so a fair server fails it once in ten thousand runs. */
const SIGNIFICANCE = 1e-4;
/** Time for whatever a request set in motion to settle before the next is measured. */
const PAUSE_MS = 20;

let t: TestDb;
let app: AppProcess;

beforeAll(async () => {
  t = await createTestDb();
  await createStaffAccount(t.db, { email: KNOWN, role: "editor" });
  app = await startAppProcess({ databaseUrl: t.url });
});
afterAll(async () => {
  await app?.stop();
  await t?.cleanup();
});

let clients = 0;
/** A client address no earlier request used (the trusted proxy on 127.0.0.1 names it). */
const nextClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

type Send = (email: string) => Promise<Response>;

const ENDPOINTS: Record<string, Send> = {
  "the form at /admin/forgot-password": (email) =>
    fetch(`${app.url}/admin/forgot-password`, {
      method: "POST",
      headers: { origin: app.url, "x-forwarded-for": nextClient() },
      body: new URLSearchParams({ email }),
    }),
  "better-auth's /api/auth/request-password-reset": (email) =>
    fetch(`${app.url}/api/auth/request-password-reset`, {
      method: "POST",
      headers: { origin: app.url, "content-type": "application/json", "x-forwarded-for": nextClient() },
      body: JSON.stringify({ email }),
    }),
};

async function timed(send: Send, email: string): Promise<number> {
  const start = performance.now();
  const response = await send(email);
  await response.arrayBuffer();
  const elapsed = performance.now() - start;
  expect(response.status, `${email}: ${response.status}`).toBe(200);
  await sleep(PAUSE_MS);
  return elapsed;
}

describe("forgot password answers a known and an unknown address in indistinguishable time", () => {
  for (const [name, send] of Object.entries(ENDPOINTS)) {
    it(name, async () => {
      for (let warmUp = 0; warmUp < 10; warmUp += 1) await timed(send, warmUp % 2 ? KNOWN : UNKNOWN);
      const known: number[] = [];
      const unknown: number[] = [];
      for (let pair = 0; pair < PAIRS; pair += 1) {
        if (Math.random() < 0.5) {
          known.push(await timed(send, KNOWN));
          unknown.push(await timed(send, UNKNOWN));
        } else {
          unknown.push(await timed(send, UNKNOWN));
          known.push(await timed(send, KNOWN));
        }
      }
      const result = wilcoxonSignedRank(known.map((ms, n) => ms - unknown[n]!));
      const summary = `median ${median(known).toFixed(2)} ms known, ${median(unknown).toFixed(2)} ms unknown; z = ${result.z.toFixed(2)}, p = ${result.p.toExponential(2)}`;
      console.info(`${name}: ${summary}`);
      expect(result.p, summary).toBeGreaterThan(SIGNIFICANCE);
    }, 120_000);
  }
});
