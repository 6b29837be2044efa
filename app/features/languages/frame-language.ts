import { createContext } from "react-router";

/**
 * The language of a public page whose address names none (a preview link, the newsletter's pages at
 * fixed paths): its route's middleware, which runs before any loader, sets it here, and the root
 * loader frames the page (`<html lang dir>`, catalog, header and footer) in it.
 */
export const frameLanguageContext = createContext<string | null>(null);
