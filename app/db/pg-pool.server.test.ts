import { afterEach, expect, it } from "vitest";
import type pg from "pg";
import { startTarpit, type Tarpit } from "#tests/utils/tarpit.ts";
import { createPgPool, PG_CONNECTION_LIMITS, PoolExhaustionWatch } from "./pg-pool.server.ts";

let tarpit: Tarpit | undefined;
let pool: pg.Pool | undefined;
afterEach(async () => {
  await pool?.end();
  await tarpit?.close();
  [pool, tarpit] = [undefined, undefined];
});

const messageOf = (result: PromiseSettledResult<unknown>) => (result.status === "rejected" ? (result.reason as Error).message : "connected");

it("tells the watch of whoever waited in vain for a full pool's connection, and nobody else", async () => {
  // A "server" that accepts the connection and never answers: the pool's one connection never opens.
  tarpit = await startTarpit();
  pool = createPgPool(`${tarpit.url.replace("http:", "postgres:")}/nothing`, { max: 1 });
  const [opening, waiting, outer, byCallback] = [new PoolExhaustionWatch(), new PoolExhaustionWatch(), new PoolExhaustionWatch(), new PoolExhaustionWatch()];
  let inner: PoolExhaustionWatch | undefined;

  const started = performance.now();
  const attempts = Promise.allSettled([
    opening.run(() => pool!.connect()),
    waiting.run(() => pool!.connect()),
    outer.run(() => {
      inner = new PoolExhaustionWatch();
      return inner.run(() => pool!.connect());
    }),
    pool.connect(), // nobody watching: nothing to tell
  ]);
  const callbackError = new Promise<Error | undefined>((resolve) => byCallback.run(() => pool!.connect((error) => resolve(error))));

  const [opened, waited, nested, unwatched] = await attempts;
  expect(performance.now() - started).toBeGreaterThanOrEqual(PG_CONNECTION_LIMITS.connectionTimeoutMillis - 50);
  // A connection the server does not complete in time may be an outage, not a pool running dry.
  expect(messageOf(opened)).toBe("Connection terminated due to connection timeout");
  expect(opening.exhausted).toBe(false);
  for (const inVain of [waited, nested, unwatched]) expect(messageOf(inVain)).toBe("timeout exceeded when trying to connect");
  expect(waiting.exhausted).toBe(true);
  expect(inner?.exhausted).toBe(true);
  expect(outer.exhausted, "an outer watch sees what an inner one saw").toBe(true);
  expect((await callbackError)?.message).toBe("timeout exceeded when trying to connect");
  expect(byCallback.exhausted).toBe(true);
});
