import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt at OWASP's recommended minimum (N = 2^17, r = 8, p = 1), well
 * above better-auth's default (N = 2^14). scrypt rather than argon2id because Node 22, which the
 * project still supports, has no argon2 in node:crypto and we add no native packages.
 *
 * Cost: about 128 MiB of memory and a few hundred milliseconds of one libuv thread per hash, so at
 * most four hashes run at once (the libuv pool's size); sign-in rate limits keep a flood of attempts
 * from queueing more.
 *
 * Stored as `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64, no padding). The parameters travel with
 * each hash, so raising them later still verifies older hashes.
 */
export const SCRYPT_PARAMS = { log2N: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// Refuse parameters far beyond ours: a tampered hash must not make verification eat the server.
const MAX_LOG2N = 20;

export async function hashPassword(password: string): Promise<string> {
  const { log2N, r, p } = SCRYPT_PARAMS;
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

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number, length = KEY_LENGTH): Promise<Buffer> {
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
