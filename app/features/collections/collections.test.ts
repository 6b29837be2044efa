import { describe, expect, it } from "vitest";
import { COLLECTION_KEY_LIST } from "#app/lib/collection-lists.ts";
import { locales } from "#app/paraglide/runtime.js";
import { CASE_STUDY_INDUSTRIES, CASE_STUDY_REGIONS, CASE_STUDY_SERVICES, CaseStudyFields, caseStudyLabel, COLLECTION_KEYS, COLLECTIONS, collectionAtAdminPath, editorPath, readFields } from "./collections.ts";
import { MAX_LIST_LIMIT } from "./collection-items.server.ts";

describe("the collections registry (docs/decisions/039-collections.md)", () => {
  it("names each collection once, with a base, an admin path and a label in every catalog", () => {
    expect(COLLECTION_KEYS).toEqual(["insights", "case-studies"]);
    // The plain list below the layers, which the Collection List section checks its choice against, names the same.
    expect(COLLECTION_KEYS).toEqual([...COLLECTION_KEY_LIST]);
    for (const key of COLLECTION_KEYS) {
      const collection = COLLECTIONS[key];
      expect(collection.key).toBe(key);
      expect(collectionAtAdminPath(`${collection.adminPath}/edit/x`)).toBe(collection);
      for (const locale of locales) expect(collection.label(locale).trim(), `${key} ${locale}`).not.toBe("");
    }
    expect(collectionAtAdminPath("/admin/pages")).toBeUndefined();
    expect(editorPath({ id: "a", collection: "insights" })).toBe("/admin/insights/edit/a");
    expect(editorPath({ id: "a", collection: null })).toBe("/admin/pages/edit/a");
  });

  it("labels every industry, service and region of a case study in every catalog", () => {
    for (const locale of locales) {
      for (const value of CASE_STUDY_INDUSTRIES) expect(caseStudyLabel("industry", value, locale)).not.toBe(value);
      for (const value of CASE_STUDY_SERVICES) expect(caseStudyLabel("service", value, locale)).not.toBe(value);
      for (const value of CASE_STUDY_REGIONS) expect(caseStudyLabel("region", value, locale)).not.toBe(value);
    }
    expect(caseStudyLabel("service", "quality-control", "de")).toBe("Qualitätskontrolle");
  });

  it("checks a case study's fields, and reads what no longer fits as its default, field by field", () => {
    expect(CaseStudyFields.safeParse({ industry: "retail", services: ["test-buying"], figures: [{ value: "-32%", label: "returns" }] }).success).toBe(true);
    expect(CaseStudyFields.safeParse({ industry: "mining" }).success).toBe(false);
    expect(readFields(COLLECTIONS["case-studies"], { industry: "mining", region: "europe" })).toMatchObject({ industry: "", region: "europe" });
    expect(readFields(COLLECTIONS.insights, "not an object")).toMatchObject({ excerpt: "", topics: [] });
    expect(MAX_LIST_LIMIT).toBeLessThanOrEqual(100);
  });
});
