import { timingSafeEqual } from "node:crypto";
import { formMac } from "#app/lib/form-mac.server.ts";

/**
 * The signed "form shown at" time behind the "filled in faster than a person could" check (004).
 * A plain number in a hidden field would be whatever a bot wants it to be, so the time travels with
 * an HMAC-SHA256 under a key of its own (form-mac.server.ts): `<ms since the epoch>.<mac>`.
 *
 * Two ways to get one (docs/decisions/013-idempotent-submissions.md):
 * - the page's loader renders one into every form. On a cached public page (012) that is when the
 *   page was filled, which only makes a form look older: enough without JavaScript, nothing more;
 * - the forms' script asks /api/form-stamp for a fresh one on the visitor's first interaction,
 *   which makes the check real again on cached pages (refreshFormStamp).
 */

/** How far a stamp may lie ahead of this server's clock (several instances, some skew). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const STAMP = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** A stamp for a form shown at `shownAt`, signed under this server's AUTH_SECRET (or `secret`, for another server's). */
export function issueFormStamp(shownAt: number, secret?: string): string {
  const time = String(Math.max(0, Math.trunc(shownAt)));
  return `${time}.${formMac("form-stamp", time, secret)}`;
}

/** The time a stamp names, or null when this site did not sign it (or it lies in the future). */
export function readFormStamp(stamp: string, now: Date): number | null {
  const match = STAMP.exec(stamp);
  if (!match) return null;
  const [, time, given] = match as unknown as [string, string, string];
  // In constant time, so the answer's timing does not reveal how much of a guessed MAC was right.
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(formMac("form-stamp", time)))) return null;
  const shownAt = Number(time);
  return shownAt > now.getTime() + CLOCK_SKEW_MS ? null : shownAt;
}

/**
 * A fresh stamp for a form shown `shownMsAgo` ago, as the browser measured it. The browser's number
 * is believed only between the page's own signed render time and now: claiming the form was shown
 * long ago gains no more than the cached page's stamp already gives, while a script that submits at
 * once is caught. Null when `pageStamp` is not one of ours or `shownMsAgo` is not a duration.
 */
export function refreshFormStamp(pageStamp: string, shownMsAgo: number, now: Date): string | null {
  const renderedAt = readFormStamp(pageStamp, now);
  if (renderedAt === null || !Number.isFinite(shownMsAgo) || shownMsAgo < 0) return null;
  return issueFormStamp(Math.min(now.getTime(), Math.max(renderedAt, now.getTime() - shownMsAgo)));
}
