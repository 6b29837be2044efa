import { createContext, useContext } from "react";
import { COLLECTION_KEY_LIST } from "#app/lib/collection-lists.ts";

type CollectionKey = (typeof COLLECTION_KEY_LIST)[number];

interface FilterGroup {
  /** The group's name in the select ("Topic", "Industry"). */
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** What the Collection List's editor offers: the collections by name and each one's filters (the topics come from the database). */
export interface CollectionListChoices {
  collections: ReadonlyArray<{ value: CollectionKey; label: string }>;
  filters: Readonly<Record<CollectionKey, readonly FilterGroup[]>>;
}

/** Without the page editor's choices (a test, a screen that does not fill them): the collections by key and no filters. */
const NO_CHOICES: CollectionListChoices = {
  collections: COLLECTION_KEY_LIST.map((key) => ({ value: key, label: key })),
  filters: { insights: [], "case-studies": [] },
};

const ChoicesContext = createContext<CollectionListChoices>(NO_CHOICES);

/**
 * Filled by the page editor (features/pages/editor/components/page-editor.tsx) with the collections'
 * names and topics: the section imports no feature (docs/conventions.md, "Layers"), so the feature
 * that knows them hands them down, as the media picker's slot does.
 */
export const CollectionListChoicesProvider = ChoicesContext.Provider;

export function useCollectionListChoices(): CollectionListChoices {
  return useContext(ChoicesContext);
}
