import { createContext, type RouterContextProvider } from "react-router";
import { listLanguages } from "./languages.server.ts";
import { addressBook, type AddressBook } from "./public-address.ts";

/** Where a request finds the site's address book: the server's in-memory copy (server/app.ts). */
export type AddressBookSource = () => Promise<AddressBook | undefined>;

/** Without the server's copy (a loader called by a test), the languages are read from the database. */
export const addressBookContext = createContext<AddressBookSource>(async () => addressBook(await listLanguages()));

/**
 * The address book a loader resolves public paths with. When the languages cannot be read (the
 * database is down), the site is served as the default language alone: no page moves, and the
 * prefixed pages answer 404 until the languages are back.
 */
export async function requestAddressBook(context: Readonly<RouterContextProvider>): Promise<AddressBook> {
  return (await context.get(addressBookContext)()) ?? { defaultTag: "en", tagByPrefix: new Map(), prefixByTag: new Map() };
}
