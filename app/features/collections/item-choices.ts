/** What a collection item's fields panel offers to choose from, in the item's language (features/collections/item-choices.server.ts). */
export interface ItemChoices {
  /** Topics by translation key, named in the item's language (or, without a name there, the default language's). */
  topics: ReadonlyArray<{ key: string; name: string }>;
  /** Author profiles by key, named in the item's language (or another they have). */
  authors: ReadonlyArray<{ key: string; name: string }>;
}
