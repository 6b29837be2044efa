import { relative, resolve } from "node:path";

/** A file's path as a person on the server would type it: relative to where the server runs, when it is inside. */
export function shownPath(path: string): string {
  const shown = relative(process.cwd(), resolve(path));
  return shown && !shown.startsWith("..") ? shown : resolve(path);
}
