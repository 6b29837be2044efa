// The URL a log line holds (app/lib/logged-url.server.ts), for every link this site hands out with a
// secret in it, built by the very functions that build them, and for the spellings of a preview
// link the router still reads as one. tests/system/secrets-in-log.test.ts drives the flows end to end.
import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { resetPasswordLink, verificationLink } from "#app/features/auth/auth-emails.server.ts";
import { confirmLink, unsubscribeLink } from "#app/features/newsletter/newsletter-emails.server.ts";
import { PREVIEW_PATH } from "#app/features/pages/publishing/page-preview-links.server.ts";
import { invitationLink } from "#app/features/users/invitations.server.ts";
import { loggedUrl, REDACTED } from "#app/lib/logged-url.server.ts";

const ORIGIN = "https://brandcheck.example";
const SECRET = randomBytes(32).toString("base64url");
const ID = randomUUID();

describe("loggedUrl", () => {
  it.each([
    ["password reset", resetPasswordLink(ORIGIN, SECRET), `/admin/reset-password?token=${REDACTED}`],
    ["e-mail confirmation", verificationLink(ORIGIN, SECRET), `/api/auth/verify-email?token=${REDACTED}&callbackURL=${REDACTED}`],
    ["invitation", invitationLink(ORIGIN, SECRET, "ann@example.com"), `/admin/login?invite=${REDACTED}&email=${REDACTED}`],
    ["newsletter confirmation", confirmLink(ORIGIN, SECRET), `/newsletter/confirm?token=${REDACTED}`],
    ["unsubscribe", unsubscribeLink(ORIGIN, SECRET), `/unsubscribe?token=${REDACTED}`],
    ["better-auth's reset callback", `${ORIGIN}/api/auth/reset-password/${SECRET}?callbackURL=%2Fadmin`, `/api/auth/reset-password/${REDACTED}?callbackURL=${REDACTED}`],
  ])("the %s link keeps its path and parameter names, and no value", (_what, link, logged) => {
    const { pathname, search } = new URL(link);
    expect(loggedUrl(`${pathname}${search}`)).toBe(logged);
    expect(loggedUrl(link)).toBe(logged);
  });

  it.each([
    ["the link", `${PREVIEW_PATH}${ID}.${SECRET}`, `/preview/${ID}.${REDACTED}`],
    ["its data request", `${PREVIEW_PATH}${ID}.${SECRET}.data?_routes=routes%2Fsite%2Fpage-preview-link`, `/preview/${ID}.${REDACTED}.data?_routes=${REDACTED}`],
    ["with a trailing slash", `${PREVIEW_PATH}${ID}.${SECRET}/`, `/preview/${ID}.${REDACTED}`],
    ["in capitals", `/PREVIEW/${ID}.${SECRET}`, `/PREVIEW/${ID}.${REDACTED}`],
    ["with the dot escaped", `${PREVIEW_PATH}${ID}%2E${SECRET}`, `/preview/${ID}.${REDACTED}`],
    ["with letters escaped", `/%70review/${ID}.${SECRET.slice(0, 5)}%41${SECRET.slice(5)}`, `/preview/${ID}.${REDACTED}`],
    ["behind dot segments", `/services/..${PREVIEW_PATH}${ID}.${SECRET}`, `/preview/${ID}.${REDACTED}`],
    ["after a doubled slash", `/${PREVIEW_PATH}${ID}.${SECRET}`, `//preview/${ID}.${REDACTED}`],
    ["with a line break after the secret", `${PREVIEW_PATH}${ID}.${SECRET}%0A`, `/preview/${ID}.${REDACTED}`],
    ["with no id", `${PREVIEW_PATH}${SECRET}`, `/preview/${REDACTED}`],
  ])("a preview link's secret is replaced: %s", (_what, path, logged) => {
    expect(loggedUrl(path)).toBe(logged);
  });

  it("leaves a path without secrets as the router reads it, and says nothing of a URL it cannot read", () => {
    expect(loggedUrl("/services")).toBe("/services");
    expect(loggedUrl("/admin/pages/edit/abc?revision=7&revision=8")).toBe(`/admin/pages/edit/abc?revision=${REDACTED}`);
    expect(loggedUrl("/caf%C3%A9/%E0%A4%A")).toBe("/café/%E0%A4%A");
    expect(loggedUrl("*")).toBe(REDACTED);
  });
});
