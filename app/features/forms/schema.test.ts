import { describe, expect, test } from "vitest";
import { SEEDED_FORMS } from "#app/content/forms.ts";
import { FormDefinition } from "./schema.ts";

type Definition = Parameters<typeof FormDefinition.parse>[0];

const texts = (fields: Record<string, string>) => ({
  submitLabel: "Send",
  successMessage: "Thanks",
  thankYouPath: "",
  fields: Object.fromEntries(Object.entries(fields).map(([id, label]) => [id, { label, help: "", placeholder: "", options: {}, linkText: "" }])),
});

function issues(definition: Definition): Record<string, string> {
  const result = FormDefinition.safeParse(definition);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("form definition schema", () => {
  test("the seeded forms are valid", () => {
    for (const seed of SEEDED_FORMS) expect(FormDefinition.safeParse(seed.definition).success).toBe(true);
  });

  test("a form saved before files and settings reads as notifying the site's address, with no reply and no challenge; a file field takes no limits of its own", () => {
    const parsed = FormDefinition.parse({ fields: [{ id: "spec", type: "file", required: true, showIf: null, maxBytes: 1e12 }], texts: { en: texts({ spec: "Specification" }) } });
    expect(parsed.fields[0]).toEqual({ id: "spec", type: "file", required: true, showIf: null });
    expect(parsed.routing).toEqual({ rules: [], fallback: [], autoReply: { enabled: false, texts: [] } });
    expect(parsed.proofOfWork).toBe(false);
  });

  test("ids are unique, not reserved, and a condition names a field above", () => {
    expect(issues({ fields: [{ id: "website", type: "phone", required: false, showIf: null }], texts: { en: texts({}) } })).toMatchObject({
      "fields.0.id": "This field ID is reserved; choose another.",
    });
    expect(
      issues({
        fields: [
          { id: "a", type: "phone", required: false, showIf: { field: "b", op: "filled", value: "" } },
          { id: "b", type: "phone", required: false, showIf: null },
          { id: "b", type: "phone", required: false, showIf: null },
        ],
        texts: { en: texts({ a: "A", b: "B" }) },
      }),
    ).toEqual({
      "fields.0.showIf.field": "A condition must name a field above this one.",
      "fields.2.id": "Each field needs an ID of its own.",
    });
  });

  test("every language labels every visible field; options are distinct; a thank-you page is on this site", () => {
    expect(
      issues({
        fields: [
          { id: "pick", type: "select", required: true, showIf: null, options: [{ value: "x" }, { value: "x" }] },
          { id: "page", type: "hidden", required: false, showIf: null, capture: "page" },
        ],
        texts: { en: texts({ pick: "Pick" }), de: { ...texts({}), thankYouPath: "https://evil.example/" } },
      }),
    ).toEqual({
      "fields.0.options": "Each option needs a value of its own.",
      "texts.de.thankYouPath": "Thank-you page must be an address on this site, starting with /.",
      "texts.de.fields.pick.label": "Field label is required.",
    });
  });

  test("a field type this version does not know is refused", () => {
    expect(FormDefinition.safeParse({ fields: [{ id: "x", type: "signature", required: false, showIf: null }], texts: { en: texts({ x: "X" }) } }).success).toBe(false);
  });
});
