import { describe, expect, it } from "vitest";
import { setTestEnv } from "#tests/utils/test-env.ts";
import { hideSecrets } from "./hide-secrets.server.ts";

describe("hideSecrets", () => {
  it("hides the password of any URL in a text, keeping the rest of the address", () => {
    setTestEnv({ SMTP_URL: undefined, AUTH_SECRET: undefined, DATABASE_URL: "file:./data/app.db" });
    expect(hideSecrets("connect smtp://ann:p%40ss@mail.example.com:587 failed; see https://user:x@other.example/")).toBe(
      "connect smtp://ann:[Redacted]@mail.example.com:587 failed; see https://user:[Redacted]@other.example/",
    );
  });

  it("leaves addresses without a password alone (a port is not a password)", () => {
    setTestEnv({ SMTP_URL: undefined, AUTH_SECRET: undefined, DATABASE_URL: "file:./data/app.db" });
    const text = "connect ECONNREFUSED http://127.0.0.1:9/hook and postgres://app@db:5432/site";
    expect(hideSecrets(text)).toBe(text);
  });

  it("hides the server's own secrets wherever they appear on their own, encoded or decoded", () => {
    setTestEnv({ SMTP_URL: "smtp://mailer:s%40cret-pass@smtp.example.com", DATABASE_URL: "postgres://app:db-secret-42@db/site", AUTH_SECRET: "the-auth-secret-of-this-server-0123456789" });
    expect(hideSecrets("535 bad password s@cret-pass / s%40cret-pass; db-secret-42; the-auth-secret-of-this-server-0123456789")).toBe(
      "535 bad password [Redacted] / [Redacted]; [Redacted]; [Redacted]",
    );
  });
});
