// What a visitor's browser runs on a public page is one script, app/site-enhance, and what it imports
// (decision 032). Two rules of docs/conventions.md hold for it: it stays free of Zod (a large library, in a
// 100 KB budget, for forms the server validates anyway), and it uses no React, which the public
// pages do not load. The bundle budgets (tests/e2e/bundle-budgets.test.ts) see both in the built
// files; this names the import that brought them in, without a build.
import { join } from "node:path";
import { expect, it } from "vitest";
import { APP, importChain, reachableFrom, valueImports } from "#tests/utils/import-graph.ts";

const PUBLIC_SCRIPT = join(APP, "site-enhance/site-enhance.ts");

/** How the public script reaches each module it loads that `refuses`, one line per module. */
function importsThat(refuses: (file: string) => boolean): string[] {
  const importedBy = reachableFrom([PUBLIC_SCRIPT]);
  return [...importedBy.keys()].filter(refuses).map((file) => importChain(importedBy, file));
}

const importsPackage = (pattern: RegExp) => (file: string) => valueImports(file).some((specifier) => pattern.test(specifier));

it("the public script loads no Zod", () => {
  expect(importsThat(() => true).length, "the walk found the public script's modules").toBeGreaterThan(5);
  expect(
    importsThat(importsPackage(/^zod(?:\/|$)/)),
    "Public modules stay free of Zod (docs/conventions.md, \"The public script stays free of Zod\"): what app/site-enhance imports ships to every visitor. Move the constant it needs into a Zod-free module (as form-fields.ts beside the contact schemas).",
  ).toEqual([]);
});

it("the public script loads no React", () => {
  expect(
    importsThat((file) => file.endsWith(".tsx") || importsPackage(/^react(?:-dom|-router)?(?:\/|$)/)(file)),
    "Public pages are not hydrated (docs/conventions.md, \"Public pages are not hydrated\"): app/site-enhance works on the server's markup with the DOM, and imports no React component.",
  ).toEqual([]);
});
