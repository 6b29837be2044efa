// Decision 039: the site search's index is written in the transaction of every change to a page. The
// index is kept by the application (a page's words come from its sections, which only it reads), so
// each module that writes `pages` must also call syncPageSearch; one that does not fails here, named.
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

const WRITES_PAGES = /\b(?:insertInto|updateTable|deleteFrom)\(\s*"pages(?: as \w+)?"\s*\)/;

describe("the search index's writers", () => {
  it("every module that writes pages keeps the index in step (syncPageSearch)", () => {
    const writers = [...sources(join(ROOT, "app")), ...sources(join(ROOT, "server")), ...sources(join(ROOT, "scripts"))].filter((file) => WRITES_PAGES.test(readFileSync(file, "utf8")));
    expect(writers.length, "the writers were found").toBeGreaterThan(5);
    const forgetful = writers.map((file) => relative(ROOT, file)).filter((file) => !EXEMPT.has(file) && !readFileSync(join(ROOT, file), "utf8").includes("syncPageSearch("));
    expect(forgetful).toEqual([]);
  });
});
