import type { CollectionListChoices } from "#app/sections/collection-list/choices.tsx";
import { CASE_STUDY_INDUSTRIES, CASE_STUDY_SERVICES, caseStudyLabel, COLLECTION_KEYS, COLLECTIONS } from "./collections.ts";
import type { ItemChoices } from "./item-choices.ts";

/**
 * What the Collection List section's editor offers (sections/collection-list), in the admin's
 * English: every collection by name, Insights' topics (from the database, named in the page's
 * language) and case studies' industries and services (the registry's fixed lists).
 */
export function collectionListChoices(topics: ItemChoices["topics"]): CollectionListChoices {
  return {
    collections: COLLECTION_KEYS.map((key) => ({ value: key, label: COLLECTIONS[key].label("en") })),
    filters: {
      insights: [{ label: "Topic", options: topics.map((topic) => ({ value: `topic:${topic.key}`, label: topic.name })) }],
      "case-studies": [
        { label: "Industry", options: CASE_STUDY_INDUSTRIES.map((value) => ({ value: `industry:${value}`, label: caseStudyLabel("industry", value, "en") })) },
        { label: "Service", options: CASE_STUDY_SERVICES.map((value) => ({ value: `service:${value}`, label: caseStudyLabel("service", value, "en") })) },
      ],
    },
  };
}
