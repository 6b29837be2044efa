import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import type { PageContent } from "#app/features/pages/cms/content.ts";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { submitSectionContact } from "#app/features/contact/form/submit-section-contact.server.ts";
import { contactDefaults, type ContactSection } from "#app/sections/contact/schema.ts";
import { setUpContactTestDb } from "#tests/utils/contact-test-db.ts";
import { CHALLENGE_RATE_LIMIT, serveChallenge } from "./challenge-endpoint.server.ts";
import { PROOF_OF_WORK_FIELD, PROOF_OF_WORK_MAX_LENGTH } from "./proof-of-work-fields.ts";
import { CHALLENGE_LIFETIME_MS, createProofOfWorkChallenge, verifyProofOfWork } from "./proof-of-work.server.ts";

const { testDb, stored } = setUpContactTestDb();

/** What the public script posts: the challenge as served and the solution it found. */
async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The test could not solve its own challenge.");
  return JSON.stringify({ challenge, solution });
}

describe("verifyProofOfWork", () => {
  it("accepts a valid solution once: the same solution sent again is unverified", async () => {
    const payload = await solved(await createProofOfWorkChallenge());
    expect(await verifyProofOfWork(payload)).toBe("verified");
    expect(await verifyProofOfWork(payload)).toBe("unverified");
  });

  it("refuses a solved challenge whose parameters or signature were changed (its life extended, a signature made up)", async () => {
    const { challenge, solution } = JSON.parse(await solved(await createProofOfWorkChallenge())) as { challenge: Challenge; solution: unknown };
    const extended = { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 86_400 } };
    expect(await verifyProofOfWork(JSON.stringify({ challenge: extended, solution }))).toBe("unverified");
    expect(await verifyProofOfWork(JSON.stringify({ challenge: { ...challenge, signature: "0".repeat(64) }, solution }))).toBe("unverified");
  });

  it("refuses a wrong solution to a genuine challenge", async () => {
    const challenge = await createProofOfWorkChallenge();
    const { solution } = JSON.parse(await solved(challenge)) as { solution: { counter: number; derivedKey: string } };
    const flipped = `${solution.derivedKey.startsWith("0") ? "1" : "0"}${solution.derivedKey.slice(1)}`;
    expect(await verifyProofOfWork(JSON.stringify({ challenge, solution: { ...solution, derivedKey: flipped } }))).toBe("unverified");
  });

  it("refuses an expired challenge", async () => {
    const longAgo = new Date(Date.now() - CHALLENGE_LIFETIME_MS - 60_000);
    expect(await verifyProofOfWork(await solved(await createProofOfWorkChallenge(longAgo)))).toBe("unverified");
  });

  it("calls a missing, malformed or oversized payload unverified, without throwing or spending anything", async () => {
    const spent = () => testDb().db.selectFrom("spent_challenges").selectAll().execute();
    const before = await spent();
    for (const raw of ["", "{", "null", '{"challenge":1}', "x".repeat(PROOF_OF_WORK_MAX_LENGTH + 1)]) {
      expect(await verifyProofOfWork(raw)).toBe("unverified");
    }
    expect(await spent()).toEqual(before);
  });
});

describe("serveChallenge (GET /api/proof-of-work)", () => {
  it("serves a signed, expiring challenge, never cached", async () => {
    const response = await serveChallenge("203.0.113.7");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const challenge = (await response.json()) as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it("answers a flood from one address with 429 once the limit is spent, and other addresses still get theirs", async () => {
    const now = new Date();
    for (let i = 0; i < CHALLENGE_RATE_LIMIT.limit; i++) expect((await serveChallenge("203.0.113.8", now)).status).toBe(200);
    const refused = await serveChallenge("203.0.113.8", now);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await serveChallenge("203.0.113.9", now)).status).toBe(200);
  });
});

describe("a Contact Form section with the challenge on", () => {
  const section: ContactSection = { ...contactDefaults(0), id: "pow-form", proofOfWork: true };
  const [nameField, emailField, messageField] = section.fields;

  async function insertPage(): Promise<{ id: string; slug: string; content: PageContent }> {
    const content: PageContent = { sections: [section] };
    const now = new Date().toISOString();
    await testDb()
      .db.insertInto("pages")
      .values({ id: "page-pow", title: "Contact", slug: "pow", meta_description: null, content: JSON.stringify(content), is_published: true, author_id: null, created_at: now, updated_at: now })
      .execute();
    return { id: "page-pow", slug: "pow", content };
  }

  function post(message: string, proofOfWork?: string): FormData {
    const form = new FormData();
    const fields = { section_id: section.id, website: "", rendered_at: issueFormStamp(Date.now() - 10_000), [nameField!.id]: "Ann", [emailField!.id]: "ann@example.com", [messageField!.id]: message };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (proofOfWork !== undefined) form.append(PROOF_OF_WORK_FIELD, proofOfWork);
    return form;
  }

  it("stores a post without a solution as unverified (never refused), and one with a valid solution as verified", async () => {
    const page = await insertPage();
    expect(await submitSectionContact(post("Sent without JavaScript"), page, { ip: "203.0.113.10" })).toEqual({ status: "sent" });
    const payload = await solved(await createProofOfWorkChallenge());
    expect(await submitSectionContact(post("Sent with JavaScript", payload), page, { ip: "203.0.113.10" })).toEqual({ status: "sent" });
    // The same solution on another message: stored, but not verified twice.
    expect(await submitSectionContact(post("Replayed", payload), page, { ip: "203.0.113.10" })).toEqual({ status: "sent" });

    const { submissions } = await stored();
    const verdicts = Object.fromEntries(submissions.map((row) => [row.message, row.proof_of_work]));
    expect(verdicts).toEqual({ "Sent without JavaScript": "unverified", "Sent with JavaScript": "verified", Replayed: "unverified" });
  });
});
