import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { authSecret } from "#app/lib/auth-secret.server.ts";
import { CONFIRM_LINK_DAYS } from "./newsletter-fields.ts";

/**
 * Signed links for the newsletter: "confirm my subscription" and "unsubscribe me". A token is its
 * fields and an HMAC-SHA256 over them, joined by dots. Each purpose signs with its own key, derived
 * from AUTH_SECRET (HKDF, the purpose as the context), so a token made for one purpose never passes
 * as the other and these keys sign nothing else the app signs with AUTH_SECRET.
 */
type NewsletterTokenPurpose = "newsletter-confirm" | "newsletter-unsubscribe";

export const CONFIRM_LINK_TTL_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000;
/** How far a token's issue time may lie ahead of this server's clock (several instances, some skew). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Longer than any token we issue (a UUID, a time, a 43-character MAC); anything longer is not read at all. */
const MAX_TOKEN_LENGTH = 200;
const TOKEN_SHAPE = /^[A-Za-z0-9_.-]+$/;

export type ConfirmTokenResult =
  | { ok: true; subscriberId: string; issuedAt: Date }
  | { ok: false; reason: "invalid" | "expired" };

export type UnsubscribeTokenResult = { ok: true; subscriberId: string } | { ok: false; reason: "invalid" };

/** For the confirmation e-mail: names the subscriber and when the link was issued, so it can expire. */
export function createConfirmToken(subscriberId: string, issuedAt: Date): string {
  return sign("newsletter-confirm", [subscriberId, String(issuedAt.getTime())]);
}

export function readConfirmToken(token: string, now: Date): ConfirmTokenResult {
  const fields = verify("newsletter-confirm", token, 2);
  if (!fields) return { ok: false, reason: "invalid" };
  const [subscriberId, issued] = fields as [string, string];
  if (!/^\d{1,15}$/.test(issued)) return { ok: false, reason: "invalid" };
  const issuedAt = new Date(Number(issued));
  if (issuedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) return { ok: false, reason: "invalid" };
  if (now.getTime() - issuedAt.getTime() > CONFIRM_LINK_TTL_MS) return { ok: false, reason: "expired" };
  return { ok: true, subscriberId, issuedAt };
}

/**
 * For every e-mail to a confirmed subscriber. It does not expire: RFC 8058 expects the one-click
 * link of an old newsletter to keep working, and leaving is all it can do.
 */
export function createUnsubscribeToken(subscriberId: string): string {
  return sign("newsletter-unsubscribe", [subscriberId]);
}

export function readUnsubscribeToken(token: string): UnsubscribeTokenResult {
  const fields = verify("newsletter-unsubscribe", token, 1);
  return fields ? { ok: true, subscriberId: fields[0]! } : { ok: false, reason: "invalid" };
}

/**
 * The subscriber a genuine link names, expired or not, or null for anything else: enough to choose
 * the language its page speaks, never to act on (readConfirmToken and readUnsubscribeToken decide that).
 */
export function linkSubscriberId(token: string, link: "confirm" | "unsubscribe"): string | null {
  const fields = link === "confirm" ? verify("newsletter-confirm", token, 2) : verify("newsletter-unsubscribe", token, 1);
  return fields?.[0] ?? null;
}

function sign(purpose: NewsletterTokenPurpose, fields: string[]): string {
  for (const field of fields) {
    if (field === "" || !TOKEN_SHAPE.test(field) || field.includes(".")) throw new Error(`A ${purpose} token field cannot be "${field}"`);
  }
  return [...fields, mac(purpose, fields)].join(".");
}

/** The token's fields when its MAC is right and it has `fieldCount` of them; otherwise null. */
function verify(purpose: NewsletterTokenPurpose, token: string, fieldCount: number): string[] | null {
  if (token.length > MAX_TOKEN_LENGTH || !TOKEN_SHAPE.test(token)) return null;
  const parts = token.split(".");
  if (parts.length !== fieldCount + 1 || parts.some((part) => part === "")) return null;
  const fields = parts.slice(0, fieldCount);
  // The encoded forms are compared, not the decoded bytes: base64url decoding skips stray characters,
  // so only the one canonical spelling of the MAC passes. In constant time, so the answer's timing
  // does not reveal how much of a guess was right.
  const given = Buffer.from(parts[fieldCount]!);
  const expected = Buffer.from(mac(purpose, fields));
  return given.length === expected.length && timingSafeEqual(given, expected) ? fields : null;
}

function mac(purpose: NewsletterTokenPurpose, fields: string[]): string {
  return createHmac("sha256", purposeKey(purpose)).update(fields.join(".")).digest("base64url");
}

function purposeKey(purpose: NewsletterTokenPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "brandcheck-newsletter", purpose, 32));
}
