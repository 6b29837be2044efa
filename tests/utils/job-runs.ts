import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { Database } from "#app/db/schema.ts";

/** Every job in `ids` ran exactly once (`runsById`, counted by its handler) and is done after one attempt. */
export async function expectEveryJobRanOnce(database: Kysely<Database>, runsById: Map<string, number>, ids: string[]): Promise<void> {
  expect([...runsById.keys()].sort()).toEqual([...ids].sort());
  expect([...runsById.values()].every((runs) => runs === 1)).toBe(true);
  const jobs = await database.selectFrom("jobs").select(["status", "attempts"]).execute();
  expect(jobs.every((job) => job.status === "done" && job.attempts === 1)).toBe(true);
}
