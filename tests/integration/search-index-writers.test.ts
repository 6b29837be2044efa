// Decision 039: the site search's index is written in the transaction of every change to a page. The
// index is kept by the application (a page's words come from its sections, which only it reads), so
// each function that writes `pages` must also call syncPageSearch; one that does not fails here, named.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "#tests/utils/import-graph.ts";

/**
 * Writers that need not call it themselves: the migrations' helper, whose callers do (migrations
 * write before the index exists or is filled at start; the seeding calls it for the pages it moves).
 */
const EXEMPT = new Set(["app/db/migrations/move-aside-pages.ts"]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith(join("app", "db", "migrations")) ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A module's text cut where each top-level declaration starts (a line beginning with export, async, function or const). */
function topLevelDeclarations(source: string): string[] {
  return source.split(/\n(?=(?:export |async |function |const ))/);
}

const WRITES_PAGES = /\b(?:insertInto|updateTable|deleteFrom)\(\s*"pages(?: as \w+)?"\s*\)/;

describe("the search index's writers", () => {
  it("every function that writes pages keeps the index in step (syncPageSearch)", () => {
    const files = [...sources(join(ROOT, "app")), ...sources(join(ROOT, "server")), ...sources(join(ROOT, "scripts"))].filter((file) => !EXEMPT.has(relative(ROOT, file)));
    const writers = files.flatMap((file) => topLevelDeclarations(readFileSync(file, "utf8")).filter((body) => WRITES_PAGES.test(body)).map((body) => ({ file: relative(ROOT, file), body })));
    expect(writers.length, "the writers were found").toBeGreaterThan(8);
    const forgetful = writers.filter(({ body }) => !body.includes("syncPageSearch(")).map(({ file, body }) => `${file}: ${body.split("\n")[0]}`);
    expect(forgetful).toEqual([]);
  });
});
