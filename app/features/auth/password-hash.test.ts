import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it, onTestFinished } from "vitest";
import { withEnv } from "#tests/utils/test-env.ts";
import { hashPassword, parseHash, SCRYPT_PARAMS, setHashParamsForTests, verifyPassword } from "./password-hash.server.ts";

describe("password hashing", () => {
  it("meets OWASP's scrypt minimum: N = 2^17, r = 8, p = 1", () => {
    expect(SCRYPT_PARAMS).toEqual({ log2N: 17, r: 8, p: 1 });
  });

  it("salts every hash and verifies only the right password", async () => {
    const [a, b] = await Promise.all([hashPassword("correct horse battery"), hashPassword("correct horse battery")]);
    expect(a).not.toBe(b);
    expect(parseHash(a)).toMatchObject({ log2N: 17, r: 8, p: 1 });
    expect(parseHash(a)!.salt).toHaveLength(16);
    expect(parseHash(a)!.key).toHaveLength(64);
    expect(await verifyPassword({ hash: a, password: "correct horse battery" })).toBe(true);
    expect(await verifyPassword({ hash: a, password: "correct horse batterz" })).toBe(false);
  });

  it("treats the same password typed with composed or decomposed accents as one", async () => {
    const hash = await hashPassword("Zo\u00eb's long passphrase");
    expect(await verifyPassword({ hash, password: "Zoe\u0308's long passphrase" })).toBe(true);
  });

  it("refuses hashes it did not write, and parameters that would exhaust the server", async () => {
    expect(await verifyPassword({ hash: "abcd:1234", password: "x" })).toBe(false);
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword({ hash: hash.replace("ln=17", "ln=30"), password: "correct horse battery" })).toBe(false);
  });

  it("verifies a hash written with other parameters, which travel with it", async () => {
    const salt = randomBytes(16);
    const key = scryptSync("correct horse battery", salt, 64, { N: 2 ** 14, r: 8, p: 2 });
    const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");
    const older = `$scrypt$ln=14,r=8,p=2$${b64(salt)}$${b64(key)}`;
    expect(await verifyPassword({ hash: older, password: "correct horse battery" })).toBe(true);
    expect(await verifyPassword({ hash: older, password: "wrong horse battery" })).toBe(false);
  });

  it("writes cheaper hashes only when a test process asks, and full-strength ones again on null", async () => {
    onTestFinished(() => setHashParamsForTests(null));
    setHashParamsForTests({ log2N: 10, r: 8, p: 1 });
    const cheap = await hashPassword("correct horse battery");
    expect(parseHash(cheap)).toMatchObject({ log2N: 10, r: 8, p: 1 });
    expect(await verifyPassword({ hash: cheap, password: "correct horse battery" })).toBe(true);
    setHashParamsForTests(null);
    expect(parseHash(await hashPassword("correct horse battery"))).toMatchObject(SCRYPT_PARAMS);
  });

  it("refuses cheaper hashing outside a test process", async () => {
    for (const other of ["production", "development"]) {
      await withEnv({ NODE_ENV: other }, () => expect(() => setHashParamsForTests({ log2N: 10, r: 8, p: 1 }), other).toThrow("only be lowered in a test process"));
    }
    expect(parseHash(await hashPassword("correct horse battery"))).toMatchObject(SCRYPT_PARAMS);
  });
});
