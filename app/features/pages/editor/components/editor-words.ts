import { createContext, useContext } from "react";
import type { Collection } from "#app/features/collections/collections.ts";

/**
 * What the editor calls what it edits, in its cards, buttons and toasts: "Page" and the Pages list
 * (the spec's words), or a collection item's kind and its list ("Article", Insights), from the
 * collections' registry (docs/decisions/039-collections.md). English: the admin's language.
 */
interface EditorWords {
  /** "Page", "Article": a heading's word ("Article Details", "Delete Article"). */
  item: string;
  /** The same in running text ("this article"). */
  itemLower: string;
  /** The title and address card's heading: the spec's "Page Details"; an item's own fields panel is its "Article Details". */
  details: string;
  list: string;
  listPath: string;
}

const PAGE_WORDS: EditorWords = { item: "Page", itemLower: "page", details: "Page Details", list: "Pages", listPath: "/admin/pages" };

export function editorWords(collection: Collection | null | undefined): EditorWords {
  if (!collection) return PAGE_WORDS;
  const label = collection.itemLabel("en");
  // Headings and buttons capitalise each word, as "Page Details" does ("Case Study Details").
  const item = label.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
  return { item, itemLower: label.toLowerCase(), details: "Title and Address", list: collection.label("en"), listPath: collection.adminPath };
}

const EditorWordsContext = createContext<EditorWords>(PAGE_WORDS);

/** Given by the page editor around its cards. */
export const EditorWordsProvider = EditorWordsContext.Provider;

export function useEditorWords(): EditorWords {
  return useContext(EditorWordsContext);
}
