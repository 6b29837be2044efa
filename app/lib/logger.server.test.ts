import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { REDACTED } from "./logged-url.server.ts";
import { LOG_REDACTION } from "./logger.server.ts";

/** The app logger's redaction on a logger that writes into a string. */
function capture(): { log: pino.Logger; written: () => string } {
  let written = "";
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  return { log: pino({ redact: LOG_REDACTION }, sink), written: () => written };
}

describe("the logger's redaction", () => {
  it("removes secrets from errors, better-auth's arguments and e-mails, and keeps the rest", () => {
    const { log, written } = capture();
    const failure = Object.assign(new Error("refused"), { headers: { authorization: "Basic c2VjcmV0" }, config: { token: "tok-in-config" } });
    log.warn({ err: failure }, "delivery failed");
    log.error({ args: [{ user: { email: "ann@example.com", password: "hunter2-long" } }, { newPassword: "next-long-pass" }], source: "better-auth" }, "failed");
    log.info({ email: { to: "ann@example.com", subject: "Reset", text: "https://x/admin/reset-password?token=abc123", html: "<a>t</a>" } }, "mail");
    log.info({ cookie: "session=abc", secret: "whsec_abc" }, "direct");

    const output = written();
    for (const secret of ["Basic c2VjcmV0", "tok-in-config", "hunter2-long", "next-long-pass", "abc123", "<a>t</a>", "session=abc", "whsec_abc"]) expect(output).not.toContain(secret);
    expect(output).toContain("refused");
    expect(output.match(/ann@example\.com/g)).toHaveLength(2);
    expect(output).toContain(`"subject":"Reset"`);
    expect(output).toContain(`"headers":"${REDACTED}"`);
  });
});
