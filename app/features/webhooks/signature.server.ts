import { createHmac, randomBytes } from "node:crypto";

/**
 * Signing as the Standard Webhooks specification defines it, so a receiver can verify deliveries
 * with any of its libraries: the secret is "whsec_" + base64 of random bytes, and each attempt is
 * signed as "v1," + base64(HMAC-SHA256(secret bytes, "{id}.{timestamp}.{body}")).
 */
const SECRET_PREFIX = "whsec_";
/** The specification asks for 24 to 64 bytes; 32 matches the HMAC-SHA256 block of security. */
const SECRET_BYTES = 32;

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString("base64")}`;
}

/** What the screen shows of a stored secret after the one time it is shown whole: "whsec_…abcd" (base64 padding left out). */
export function secretHint(secret: string): string {
  return `${SECRET_PREFIX}…${secret.replace(/=+$/, "").slice(-4)}`;
}

export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
  const signature = createHmac("sha256", key).update(`${messageId}.${timestampSeconds}.${body}`, "utf8").digest("base64");
  return `v1,${signature}`;
}

/** A Standard Webhooks message id: the same on every attempt of one delivery, so receivers can drop repeats. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString("base64url")}`;
}
