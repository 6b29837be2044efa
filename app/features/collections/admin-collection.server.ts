import { collectionAtAdminPath, type Collection } from "./collections.ts";
import { routeRefusal } from "#app/lib/route-refusal.ts";

/**
 * The collection an admin route serves, read from its path (app/routes.ts gives each collection's
 * screens their paths, and one module serves every collection's list, New and editor). A path under
 * no collection is a 404.
 */
export function adminCollection(request: Request): Collection {
  const collection = collectionAtAdminPath(new URL(request.url).pathname);
  if (!collection) throw routeRefusal({ message: "Not found." }, 404);
  return collection;
}
