import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { formKey } from "#app/lib/form-mac.server.ts";
import { z } from "#app/lib/zod.ts";
import { PROOF_OF_WORK_MAX_LENGTH } from "./proof-of-work-fields.ts";

/**
 * The optional proof-of-work challenge of a public form (ALTCHA, served and checked by this site:
 * docs/decisions/046-proof-of-work.md). A challenge is signed with a key derived from AUTH_SECRET
 * and expires after a few minutes; a solution is accepted once.
 */

/** How long a challenge may be solved and sent: long enough to fill in a form, short enough that a stock of solutions goes stale. */
export const CHALLENGE_LIFETIME_MS = 20 * 60 * 1000;
/**
 * The work: SHA-256 repeated COST times per attempt, and the visitor's browser tries counters until it
 * meets the one the server picked (deterministic mode), about 20,000 hashes: well under a second for
 * one visitor, a real cost for a bot sending thousands,
 * while the server derives one key to make the challenge and checks an HMAC to verify it.
 */
const COST = 10;
const COUNTER = { min: 1_000, max: 3_000 };

/** "unverified": no solution, or a forged, expired or replayed one. The submission is stored either way. */
export type ProofOfWorkVerdict = "verified" | "unverified";

function secrets(): { hmacSignatureSecret: string; hmacKeySignatureSecret: string } {
  return { hmacSignatureSecret: formKey("proof-of-work").toString("hex"), hmacKeySignatureSecret: formKey("proof-of-work-key").toString("hex") };
}

export function createProofOfWorkChallenge(now = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: COST,
    counter: randomInt(COUNTER.max, COUNTER.min),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    ...secrets(),
  });
}

// What the form's script posts; every challenge this site serves has an expiry: the challenge as served and the counter it found (bounded before parsing).
const Payload = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal("SHA-256"),
      nonce: z.string().max(200),
      salt: z.string().max(200),
      cost: z.number().int().positive().max(COST),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(200).optional(),
      expiresAt: z.number(),
    }),
    signature: z.string().max(200),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

function parsePayload(raw: string): z.infer<typeof Payload> | null {
  if (raw === "" || raw.length > PROOF_OF_WORK_MAX_LENGTH) return null;
  try {
    const parsed = Payload.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a posted solution: its signature, expiry and derived key, then spends it, so the same
 * solution sent again (by anyone, on any instance) is unverified. Never throws for bad input.
 */
export async function verifyProofOfWork(raw: string, { now = new Date(), database = db() }: { now?: Date; database?: Kysely<Database> } = {}): Promise<ProofOfWorkVerdict> {
  const payload = parsePayload(raw);
  if (!payload) return "unverified";
  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets() });
  if (!result.verified) return "unverified";
  return (await spend(payload.challenge.signature, payload.challenge.parameters.expiresAt, now, database)) ? "verified" : "unverified";
}

/** Records a solved challenge; false when it was spent before. Expired records go at the same time (they cannot verify anyway). */
async function spend(signature: string, expiresAtSeconds: number, now: Date, database: Kysely<Database>): Promise<boolean> {
  const expiresAt = new Date(expiresAtSeconds * 1000);
  await database.deleteFrom("spent_challenges").where("expires_at", "<", now.toISOString()).execute();
  const inserted = await database
    .insertInto("spent_challenges")
    .values({ signature, expires_at: expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column("signature").doNothing())
    .returning("signature")
    .executeTakeFirst();
  return inserted !== undefined;
}
