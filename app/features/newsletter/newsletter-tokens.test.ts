import { createHmac, hkdfSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { setTestEnv, setSuiteEnv } from "#tests/utils/test-env.ts";
import { CONFIRM_LINK_TTL_MS, createConfirmToken, createUnsubscribeToken, readConfirmToken, readUnsubscribeToken } from "./newsletter-tokens.server.ts";

const SECRET = "newsletter-token-tests-0123456789abcdef";
const SUBSCRIBER = "2f4b8a60-6c1e-4d7a-9b0f-3e5d2c1a7b90";
const ISSUED = new Date("2030-06-01T09:00:00.000Z");

setSuiteEnv({ AUTH_SECRET: SECRET });

/** The token with one character of its MAC (the last part) changed. */
function withAlteredMac(token: string): string {
  const last = token.at(-1) === "A" ? "B" : "A";
  return token.slice(0, -1) + last;
}

describe("confirmation tokens", () => {
  it("name the subscriber and the issue time, and are URL-safe", () => {
    const token = createConfirmToken(SUBSCRIBER, ISSUED);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(readConfirmToken(token, ISSUED)).toEqual({ ok: true, subscriberId: SUBSCRIBER, issuedAt: ISSUED });
  });

  it("work for seven days and not a millisecond longer", () => {
    const token = createConfirmToken(SUBSCRIBER, ISSUED);
    expect(CONFIRM_LINK_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(readConfirmToken(token, new Date(ISSUED.getTime() + CONFIRM_LINK_TTL_MS))).toMatchObject({ ok: true });
    expect(readConfirmToken(token, new Date(ISSUED.getTime() + CONFIRM_LINK_TTL_MS + 1))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse an issue time far in the future (a clock a little ahead is fine)", () => {
    const minute = 60_000;
    expect(readConfirmToken(createConfirmToken(SUBSCRIBER, new Date(ISSUED.getTime() + minute)), ISSUED)).toMatchObject({ ok: true });
    expect(readConfirmToken(createConfirmToken(SUBSCRIBER, new Date(ISSUED.getTime() + 60 * minute)), ISSUED)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuse any change: to the MAC, the subscriber, the issue time, or its length", () => {
    const token = createConfirmToken(SUBSCRIBER, ISSUED);
    const [, issued, mac] = token.split(".");
    const forgeries = [
      withAlteredMac(token),
      `${SUBSCRIBER.replace("2f4b", "2f4c")}.${issued}.${mac}`,
      // A later issue time would stretch the week.
      `${SUBSCRIBER}.${Number(issued) + 1000}.${mac}`,
      `${token}A`,
      token.slice(0, -1),
      `${SUBSCRIBER}.${issued}`,
      `${token}.extra`,
      "",
      "...",
      "not a token",
      "a".repeat(10_000),
    ];
    for (const forged of forgeries) expect(readConfirmToken(forged, ISSUED), forged).toEqual({ ok: false, reason: "invalid" });
  });

  it("are refused once AUTH_SECRET changes", () => {
    const token = createConfirmToken(SUBSCRIBER, ISSUED);
    setTestEnv({ AUTH_SECRET: `${SECRET}-rotated` });
    expect(readConfirmToken(token, ISSUED)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("unsubscribe tokens", () => {
  it("name the subscriber, do not expire, and are the same for every e-mail", () => {
    const token = createUnsubscribeToken(SUBSCRIBER);
    expect(createUnsubscribeToken(SUBSCRIBER)).toBe(token);
    expect(readUnsubscribeToken(token)).toEqual({ ok: true, subscriberId: SUBSCRIBER });
  });

  it("refuse a changed MAC or subscriber", () => {
    const token = createUnsubscribeToken(SUBSCRIBER);
    expect(readUnsubscribeToken(withAlteredMac(token))).toEqual({ ok: false, reason: "invalid" });
    expect(readUnsubscribeToken(token.replace("2f4b", "2f4c"))).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("purposes", () => {
  /** A confirmation-shaped token signed as the module does (HKDF from AUTH_SECRET), with the key of `purpose`. */
  function confirmShapedToken(purpose: string): string {
    const key = Buffer.from(hkdfSync("sha256", SECRET, "brandcheck-newsletter", purpose, 32));
    const fields = `${SUBSCRIBER}.${ISSUED.getTime()}`;
    return `${fields}.${createHmac("sha256", key).update(fields).digest("base64url")}`;
  }

  it("keep the two kinds of token apart: each purpose signs with its own key", () => {
    // The construction is right: with the confirmation key it is a valid confirmation token...
    expect(confirmShapedToken("newsletter-confirm")).toBe(createConfirmToken(SUBSCRIBER, ISSUED));
    // ...and the same fields signed with the unsubscribe key are not.
    expect(readConfirmToken(confirmShapedToken("newsletter-unsubscribe"), ISSUED)).toEqual({ ok: false, reason: "invalid" });

    expect(readUnsubscribeToken(createConfirmToken(SUBSCRIBER, ISSUED))).toEqual({ ok: false, reason: "invalid" });
    expect(readConfirmToken(createUnsubscribeToken(SUBSCRIBER), ISSUED)).toEqual({ ok: false, reason: "invalid" });
  });
});
