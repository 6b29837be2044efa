import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "./form-fields.ts";
import { parseContactForm, type ContactFieldErrors } from "./schema.ts";

const VALID = { name: "Ann Example", email: "ann@example.com", company: "Acme Ltd", message: "We need a mystery shop." };

function form(fields: Record<string, string | string[] | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  return data;
}

function errorsFor(fields: Record<string, string | string[] | Blob>): ContactFieldErrors {
  const result = parseContactForm(form(fields));
  if (result.ok) throw new Error(`expected validation errors, got ${JSON.stringify(result.value)}`);
  return result.errors;
}

function valueFor(fields: Record<string, string | string[] | Blob>) {
  const result = parseContactForm(form(fields));
  if (!result.ok) throw new Error(`expected a valid form, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe("parseContactForm", () => {
  it("accepts a complete form and returns exactly its four fields", () => {
    expect(valueFor({ ...VALID, website: "", rendered_at: "1", extra: "ignored" })).toEqual(VALID);
  });

  it("trims every field", () => {
    expect(
      valueFor({ name: "  Ann \t", email: " ann@example.com\n", company: "  Acme  ", message: "\n  Hello there \n" }),
    ).toEqual({ name: "Ann", email: "ann@example.com", company: "Acme", message: "Hello there" });
  });

  it("treats Unicode spaces as blank when trimming", () => {
    expect(errorsFor({ ...VALID, name: "\u00a0\u2003\u3000" })).toEqual({ name: "Please enter your name." });
  });

  describe("name", () => {
    it("is required", () => {
      expect(errorsFor({ ...VALID, name: "" })).toEqual({ name: "Please enter your name." });
      expect(errorsFor({ ...VALID, name: "   " })).toEqual({ name: "Please enter your name." });
    });

    it(`is at most ${CONTACT_LIMITS.name} characters`, () => {
      expect(valueFor({ ...VALID, name: "a".repeat(200) }).name).toHaveLength(200);
      expect(errorsFor({ ...VALID, name: "a".repeat(201) })).toEqual({ name: "Your name can be at most 200 characters." });
    });

    it("counts the limit after trimming", () => {
      expect(valueFor({ ...VALID, name: `  ${"a".repeat(200)}  ` }).name).toBe("a".repeat(200));
    });
  });

  describe("email", () => {
    it("is required", () => {
      expect(errorsFor({ ...VALID, email: "" })).toEqual({ email: "Please enter your email address." });
    });

    it.each(["ann", "ann@", "@example.com", "ann@example", "ann example@example.com", "ann@@example.com"])(
      "rejects %j as not an e-mail address",
      (email) => {
        expect(errorsFor({ ...VALID, email })).toEqual({ email: "Please enter a valid email address." });
      },
    );

    it("accepts a valid address of 254 characters and refuses 255", () => {
      // The longest a real address gets: a 64-character local part and 63-character domain labels.
      const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
      expect(at254).toHaveLength(254);
      expect(valueFor({ ...VALID, email: at254 }).email).toBe(at254);
      expect(errorsFor({ ...VALID, email: `${at254.slice(0, 70)}e${at254.slice(70)}` })).toEqual({
        email: "Your email address can be at most 254 characters.",
      });
    });

    it("refuses an address carrying a header line", () => {
      expect(errorsFor({ ...VALID, email: "ann@example.com\r\nBcc: victim@example.org" })).toEqual({
        email: "Please enter a valid email address.",
      });
    });
  });

  describe("company", () => {
    it("is optional: missing or blank becomes null", () => {
      const { company: _company, ...withoutCompany } = VALID;
      expect(valueFor(withoutCompany).company).toBeNull();
      expect(valueFor({ ...VALID, company: "" }).company).toBeNull();
      expect(valueFor({ ...VALID, company: "   " }).company).toBeNull();
    });

    it(`is at most ${CONTACT_LIMITS.company} characters`, () => {
      expect(valueFor({ ...VALID, company: "c".repeat(200) }).company).toHaveLength(200);
      expect(errorsFor({ ...VALID, company: "c".repeat(201) })).toEqual({
        company: "The company name can be at most 200 characters.",
      });
    });
  });

  describe("message", () => {
    it("is required", () => {
      expect(errorsFor({ ...VALID, message: " \n\t " })).toEqual({ message: "Please enter a message." });
    });

    it(`is at most ${CONTACT_LIMITS.message} characters and keeps its line breaks`, () => {
      const long = `${"m".repeat(2499)}\n\t${"m".repeat(2499)}`;
      expect(long).toHaveLength(5000);
      expect(valueFor({ ...VALID, message: long }).message).toBe(long);
      expect(errorsFor({ ...VALID, message: `${long}m` })).toEqual({
        message: "Your message can be at most 5000 characters.",
      });
    });
  });

  describe("missing and repeated fields", () => {
    it("reports every missing required field on its own field", () => {
      expect(errorsFor({})).toEqual({
        name: "Please enter your name.",
        email: "Please enter your email address.",
        message: "Please enter a message.",
      });
    });

    it("reads the first of repeated fields", () => {
      expect(valueFor({ ...VALID, name: ["First", "Second"], email: ["ann@example.com", "not-an-email"] })).toMatchObject({
        name: "First",
        email: "ann@example.com",
      });
      expect(errorsFor({ ...VALID, name: ["", "Second"] })).toEqual({ name: "Please enter your name." });
    });

    it("treats an uploaded file as an empty field, not as text", () => {
      const file = new File(["Ann"], "name.txt", { type: "text/plain" });
      expect(errorsFor({ ...VALID, name: file })).toEqual({ name: "Please enter your name." });
    });

    it("gives one message per field, the first rule broken", () => {
      const errors = errorsFor({ name: "", email: "x".repeat(300), company: "c".repeat(300), message: "" });
      expect(errors).toEqual({
        name: "Please enter your name.",
        email: "Your email address can be at most 254 characters.",
        company: "The company name can be at most 200 characters.",
        message: "Please enter a message.",
      });
    });
  });

  describe("hostile Unicode", () => {
    it("keeps names in any script, with accents, emoji and direction marks, exactly as typed", () => {
      for (const name of ["李小龍", "Zoë Ødegård", "Zoe\u0308", "محمد", "\u202eevil\u202c", "👩🏽‍💻 Dev"]) {
        expect(valueFor({ ...VALID, name }).name).toBe(name);
      }
    });

    it("counts characters, not UTF-16 units, against the limits", () => {
      expect(valueFor({ ...VALID, name: "😀".repeat(200) }).name).toBe("😀".repeat(200));
      expect(errorsFor({ ...VALID, name: "😀".repeat(201) })).toEqual({ name: "Your name can be at most 200 characters." });
    });

    it("refuses control characters, which PostgreSQL cannot store (NUL) or which would reach mail headers", () => {
      expect(errorsFor({ ...VALID, name: "Ann\u0000" })).toEqual({ name: "Your name contains characters we cannot accept." });
      expect(errorsFor({ ...VALID, name: "Ann\r\nBcc: victim@example.org" })).toEqual({
        name: "Your name contains characters we cannot accept.",
      });
      expect(errorsFor({ ...VALID, company: "Acme\u0007" })).toEqual({
        company: "The company name contains characters we cannot accept.",
      });
      expect(errorsFor({ ...VALID, message: "Hello\u0000world" })).toEqual({
        message: "Your message contains characters we cannot accept.",
      });
      expect(errorsFor({ ...VALID, message: "C1 control \u0085 here" })).toEqual({
        message: "Your message contains characters we cannot accept.",
      });
    });

    it("replaces a lone surrogate (not valid UTF-8) instead of storing it", () => {
      expect(valueFor({ ...VALID, message: "broken \ud800 pair" }).message).toBe("broken \ufffd pair");
    });
  });
});
