// `npm ci` (CI, the container, a fresh clone) refuses a lockfile that lacks an entry for any optional
// dependency of a locked package, even one for another platform; `npm install` can drop such entries
// when the registry does not serve that platform's package (@lix-js/sdk's, under the message
// compiler). This finds it before CI does.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

interface LockedPackage {
  optionalDependencies?: Record<string, string>;
}

test("the lockfile has an entry for every optional dependency of every locked package", () => {
  const lock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8")) as { packages: Record<string, LockedPackage> };
  const missing = Object.entries(lock.packages).flatMap(([path, locked]) =>
    Object.keys(locked.optionalDependencies ?? {}).flatMap((name) => {
      // Resolved as Node would: beside the package, then in each node_modules further up.
      const parts = path.split("node_modules/").filter(Boolean);
      const candidates = parts.map((_, i) => `${parts.slice(0, parts.length - i).map((part) => `node_modules/${part}`).join("")}node_modules/${name}`.replace(/\/\/+/g, "/")).concat(`node_modules/${name}`);
      return candidates.some((candidate) => lock.packages[candidate]) ? [] : [`${path} → ${name}`];
    }),
  );
  expect(missing).toEqual([]);
});
