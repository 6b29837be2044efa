import { TableSnapshot, type SnapshotSource } from "#app/lib/table-snapshot.server.ts";
import { listLanguages } from "./languages.server.ts";
import { addressBook, type AddressBook } from "./public-address.ts";

/**
 * The site's address book in memory (which prefixes are enabled languages), for code on the request
 * path that must not query per request. Languages change through changeContent, so the content
 * change signals that re-read every snapshot keep this one exact too (server/app.ts).
 */
export function addressBookSnapshot(source: SnapshotSource = {}): TableSnapshot<AddressBook> {
  return new TableSnapshot({
    ...source,
    read: async (database) => addressBook(await listLanguages(database)),
    failure: "The site's languages could not be read; requests go on without them for now",
  });
}
