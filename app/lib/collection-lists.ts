/**
 * The collections' keys and case studies' fixed lists (docs/decisions/039-collections.md), as plain
 * data below every layer: the collections' registry (features/collections/collections.ts) builds on
 * them, and the Collection List section (sections/collection-list), which may import no feature,
 * checks its choices against them. Labels stay in the registry (catalog messages).
 */
export const COLLECTION_KEY_LIST = ["insights", "case-studies"] as const;

export const CASE_STUDY_INDUSTRIES = ["retail", "consumer-electronics", "food-beverage", "fashion-apparel", "health-beauty", "automotive", "hospitality", "e-commerce"] as const;
export const CASE_STUDY_SERVICES = ["test-buying", "quality-control", "compliance", "consulting", "reporting"] as const;
