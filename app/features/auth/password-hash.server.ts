import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { ConcurrencyGate, GateFullError } from "#app/lib/concurrency-gate.ts";
import { env } from "#app/lib/env.server.ts";
import { signInBusyError } from "./sign-in-busy.server.ts";

/**
 * Password hashing with scrypt at OWASP's recommended minimum (N = 2^17, r = 8, p = 1), well
 * above better-auth's default (N = 2^14). scrypt rather than argon2id because Node 22, which the
 * project still supports, has no argon2 in node:crypto and we add no native packages.
 *
 * Cost: about 128 MiB of memory and a few hundred milliseconds of one libuv thread per hash. The
 * pool has four threads, which also read files and compress for the public site, so at most two
 * hashes run at once and eight more wait; a flood beyond that (from many addresses, which no
 * per-address limit stops) is answered 503 at once instead of queueing without end
 * (docs/decisions/021-sign-in-hardening.md).
 *
 * Stored as `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64, no padding). The parameters travel with
 * each hash, so raising them later still verifies older hashes.
 */
export const SCRYPT_PARAMS = { log2N: 17, r: 8, p: 1 } as const;
export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}
/** What new hashes are written with: SCRYPT_PARAMS, except in a test process that asked otherwise. */
let hashParams: ScryptParams = SCRYPT_PARAMS;

/**
 * For test processes only (NODE_ENV=test, which Vitest sets; refused anywhere else): write new hashes
 * with cheaper parameters, or with SCRYPT_PARAMS again when given null. Hundreds of hashes at full
 * strength were most of the data tests' CPU time. Only code can call this, never configuration or a
 * request, and only the data and system tests' setup file does (tests/utils/cheap-password-hashing.ts);
 * tests/system/invitation-sign-up.test.ts proves the built server hashes at SCRYPT_PARAMS all the same.
 * Verification is unaffected: it always uses the parameters stored in the hash.
 */
export function setHashParamsForTests(params: ScryptParams | null): void {
  if (env().NODE_ENV !== "test") throw new Error("Password hashing parameters can only be lowered in a test process (NODE_ENV=test).");
  hashParams = params ?? SCRYPT_PARAMS;
}
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// Refuse parameters far beyond ours: a tampered hash must not make verification eat the server.
const MAX_LOG2N = 20;

export const HASHING_LIMITS = { concurrency: 2, queue: 8 } as const;
const gate = new ConcurrencyGate(HASHING_LIMITS);

export async function hashPassword(password: string): Promise<string> {
  return hashPasswordWith(password, hashParams);
}

/**
 * A hash with the given parameters. The app hashes only through hashPassword; the browser tests write
 * their accounts' hashes with this at TEST_SCRYPT_PARAMS (tests/utils/e2e-staff.ts), as their process
 * is not a Vitest one, so the servers under test verify those sign-ins cheaply.
 */
export async function hashPasswordWith(password: string, { log2N, r, p }: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password.normalize("NFKC"), salt, log2N, r, p);
  return `$scrypt$ln=${log2N},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const parsed = parseHash(hash);
  if (!parsed) return false;
  const key = await derive(password.normalize("NFKC"), parsed.salt, parsed.log2N, parsed.r, parsed.p, parsed.key.length);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

export function parseHash(hash: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(hash);
  if (!match) return null;
  const [log2N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (log2N < 1 || log2N > MAX_LOG2N || r < 1 || p < 1) return null;
  return { log2N, r, p, salt: Buffer.from(match[4]!, "base64"), key: Buffer.from(match[5]!, "base64") };
}

/** scrypt through the gate; a full gate is better-auth's 503 with a message people can read (sign-in-busy.server.ts). */
async function derive(password: string, salt: Buffer, log2N: number, r: number, p: number, length = KEY_LENGTH): Promise<Buffer> {
  try {
    return await gate.run(() => scryptKey(password, salt, log2N, r, p, length));
  } catch (error) {
    if (!(error instanceof GateFullError)) throw error;
    throw signInBusyError();
  }
}

function scryptKey(password: string, salt: Buffer, log2N: number, r: number, p: number, length: number): Promise<Buffer> {
  const N = 2 ** log2N;
  // Node refuses more than 32 MiB by default; scrypt needs 128 * N * r bytes, plus headroom.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function b64(bytes: Buffer): string {
  return bytes.toString("base64").replace(/=+$/, "");
}
