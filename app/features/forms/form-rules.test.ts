import { describe, expect, test } from "vitest";
import { answerProblem, conditionHolds, shownFieldIds, type FieldRules } from "./form-rules.ts";

const field = (patch: Partial<FieldRules>): FieldRules => ({ id: "f", type: "text", required: false, showIf: null, ...patch });

describe("answer rules (shared by the server and the page's script)", () => {
  test("required, lengths and control characters", () => {
    expect(answerProblem(field({ required: true }), "  ")).toEqual({ kind: "required" });
    expect(answerProblem(field({}), "")).toBeNull();
    expect(answerProblem(field({ maxLength: 5 }), "abcdef")).toEqual({ kind: "too-long", limit: 5 });
    expect(answerProblem(field({ maxLength: 99999 }), "x".repeat(201))).toEqual({ kind: "too-long", limit: 200 });
    expect(answerProblem(field({ type: "textarea" }), "x".repeat(5001))).toEqual({ kind: "too-long", limit: 5000 });
    expect(answerProblem(field({ minLength: 3 }), "ab")).toEqual({ kind: "too-short", limit: 3 });
    expect(answerProblem(field({}), "a\u0000b")).toEqual({ kind: "invalid" });
    expect(answerProblem(field({ type: "textarea" }), "line\nbreak")).toBeNull();
  });

  test("e-mail, work e-mail only, phone, letters and digits", () => {
    expect(answerProblem(field({ type: "email" }), "not-an-address")).toEqual({ kind: "email" });
    expect(answerProblem(field({ type: "email" }), "ann@gmail.com")).toBeNull();
    expect(answerProblem(field({ type: "email", pattern: "work-email" }), "ann@Gmail.com")).toEqual({ kind: "work-email" });
    expect(answerProblem(field({ type: "email", pattern: "work-email" }), "ann@acme.co.uk")).toBeNull();
    expect(answerProblem(field({ type: "phone" }), "+44 20 7946 0958")).toBeNull();
    expect(answerProblem(field({ type: "phone" }), "call me")).toEqual({ kind: "phone" });
    expect(answerProblem(field({ pattern: "letters" }), "Anna-Lena")).toBeNull();
    expect(answerProblem(field({ pattern: "letters" }), "R2D2")).toEqual({ kind: "letters" });
    expect(answerProblem(field({ pattern: "digits" }), "12a")).toEqual({ kind: "digits" });
  });

  test("numbers and dates within their range", () => {
    const skus = field({ type: "number", min: 1, max: 100000 });
    expect(answerProblem(skus, "250")).toBeNull();
    expect(answerProblem(skus, "0")).toEqual({ kind: "too-small", limit: 1 });
    expect(answerProblem(skus, "1e9")).toEqual({ kind: "number" });
    const date = field({ type: "date", minDate: "2027-01-01", maxDate: null });
    expect(answerProblem(date, "2026-12-31")).toEqual({ kind: "too-early", limit: "2027-01-01" });
    expect(answerProblem(date, "2027-02-30")).toEqual({ kind: "date" });
    expect(answerProblem(date, "2027-02-28")).toBeNull();
  });

  test("a choice must be one offered; checkboxes count and repeat nothing", () => {
    const select = field({ type: "select", options: [{ value: "eu" }, { value: "apac" }] });
    expect(answerProblem(select, "apac")).toBeNull();
    expect(answerProblem(select, "mars")).toEqual({ kind: "not-offered" });
    expect(answerProblem(field({ type: "country" }), "DE")).toBeNull();
    expect(answerProblem(field({ type: "country" }), "XX")).toEqual({ kind: "not-offered" });
    const boxes = field({ type: "checkboxes", required: true, options: [{ value: "a" }, { value: "b" }, { value: "c" }], maxChoices: 2 });
    expect(answerProblem(boxes, [])).toEqual({ kind: "required" });
    expect(answerProblem(boxes, ["a", "c"])).toBeNull();
    expect(answerProblem(boxes, ["a", "b", "c"])).toEqual({ kind: "too-many", limit: 2 });
    expect(answerProblem(boxes, ["a", "a"])).toEqual({ kind: "not-offered" });
    expect(answerProblem(boxes, ["a", "z"])).toEqual({ kind: "not-offered" });
  });

  test("a required consent must be ticked, and only with its own value", () => {
    const consent = field({ type: "consent", required: true });
    expect(answerProblem(consent, "")).toEqual({ kind: "consent" });
    expect(answerProblem(consent, "yes")).toBeNull();
    expect(answerProblem(consent, "of course")).toEqual({ kind: "consent" });
  });
});

describe("conditions", () => {
  const fields: FieldRules[] = [
    field({ id: "service", type: "select", options: [{ value: "test-buying" }, { value: "other" }] }),
    field({ id: "other_service", showIf: { field: "service", op: "equals", value: "other" } }),
    field({ id: "detail", showIf: { field: "other_service", op: "filled", value: "" } }),
    field({ id: "markets", type: "checkboxes", options: [{ value: "eu" }, { value: "apac" }] }),
    field({ id: "apac_office", showIf: { field: "markets", op: "includes", value: "apac" } }),
  ];

  test("each operator", () => {
    expect(conditionHolds({ field: "a", op: "equals", value: "x" }, { a: "x" })).toBe(true);
    expect(conditionHolds({ field: "a", op: "not-equals", value: "x" }, { a: "y" })).toBe(true);
    expect(conditionHolds({ field: "a", op: "includes", value: "x" }, { a: ["y", "x"] })).toBe(true);
    expect(conditionHolds({ field: "a", op: "filled", value: "" }, { a: "" })).toBe(false);
    expect(conditionHolds({ field: "a", op: "empty", value: "" }, {})).toBe(true);
  });

  test("a field shows when its condition holds on a shown field; hiding a question hides what depends on it", () => {
    expect([...shownFieldIds(fields, { service: "test-buying", other_service: "typed before", markets: ["apac"] })]).toEqual(["service", "markets", "apac_office"]);
    expect([...shownFieldIds(fields, { service: "other", other_service: "Audits" })]).toEqual(["service", "other_service", "detail", "markets"]);
  });
});
