// Issue S (decision 046): what an attacker tries first against GET /api/proof-of-work on the built
// server. Its rate limit is a data test (app/features/proof-of-work/proof-of-work.db.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;
let app: AppProcess;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  app = await startAppProcess({ databaseUrl: t.url });
});

afterAll(async () => {
  await app?.stop();
  await t?.cleanup();
});

describe("GET /api/proof-of-work", () => {
  it("serves the server's own challenge whatever parameters are forged in the address", async () => {
    const response = await fetch(`${app.url}/api/proof-of-work?cost=1&keyPrefix=0&expiresAt=99999999999&algorithm=SHA-1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { parameters } = (await response.json()) as { parameters: { algorithm: string; cost: number; expiresAt: number } };
    expect(parameters).toMatchObject({ algorithm: "SHA-256", cost: 10 });
    expect(parameters.expiresAt).toBeLessThan(Date.now() / 1000 + 3600);
  });

  it("refuses a POST, even with a huge body, without a 500", async () => {
    const response = await fetch(`${app.url}/api/proof-of-work`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ cost: 1, padding: "x".repeat(5 * 1024 * 1024) }),
    });
    expect(response.status).toBe(405);
  });
});
