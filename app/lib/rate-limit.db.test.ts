import { afterAll, beforeAll, expect, it } from "vitest";
import { createDb, type DB } from "#app/db/client.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { consumeRateLimit } from "./rate-limit.server.ts";

let t: TestDb;
/**
 * The app instances counting hits. With PostgreSQL, a second pool on the same database stands for
 * a second instance. SQLite serves one process (two handles on one file in one thread would only
 * block each other), so there it is the one handle.
 */
let instances: DB[];

beforeAll(async () => {
  t = await createTestDb();
  instances = t.dialect === "postgres" ? [t.db, createDb(t.url)] : [t.db];
});
afterAll(async () => {
  await Promise.all(instances.slice(1).map((instance) => instance.destroy()));
  await t?.cleanup();
});

it("allows exactly the limit when many requests for one bucket arrive at once, on every instance", async () => {
  const limit = 3;
  const now = new Date("2030-01-01T12:00:00.000Z");
  const bucket = "contact:203.0.113.9";
  const results = await Promise.all(
    Array.from({ length: 16 }, (_, n) => consumeRateLimit(bucket, { limit, windowSeconds: 600, now, database: instances[n % instances.length] })),
  );
  expect(results.filter((result) => result.allowed)).toHaveLength(limit);
  expect(await t.db.selectFrom("rate_limit_hits").select("id").where("bucket", "=", bucket).execute()).toHaveLength(limit);
});
