// The Dockerfile against the repository: no Docker daemon is needed to catch an image that would
// build but not run, because a file it copies is missing or ignored, or because the server imports
// a package that `npm ci --omit=dev` leaves out.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../../", import.meta.url).pathname;
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

const dockerfile = read("Dockerfile");
const ignored = read(".dockerignore")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
const dependencies = Object.keys(JSON.parse(read("package.json")).dependencies as Record<string, string>);

/**
 * Packages imported by source files that never run in the production server: app/routes.ts is read
 * by the build only, and server.ts loads Vite only under --dev.
 */
const BUILD_OR_DEV_ONLY = new Set(["@react-router/dev", "vite"]);

/** The sources (from the build context) of each COPY in the image's last stage. */
function runtimeCopies(): string[] {
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  return [...lastStage.matchAll(/^COPY (?!--from)(.+)$/gm)].flatMap((match) => match[1]!.trim().split(/\s+/).slice(0, -1));
}

/** Bare imports that stay in the code at run time: `import type` is erased, everything else loads. */
function importsOf(source: string): string[] {
  const patterns = [/^\s*(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+"([^"]+)"/gm, /^\s*import\s+"([^"]+)"/gm, /\bimport\(\s*"([^"]+)"\s*\)/g];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

function resolveLocal(specifier: string, fromFile: string): string | undefined {
  if (specifier.startsWith("#app/")) return `app/${specifier.slice(5)}`;
  if (specifier.startsWith("#server/")) return `server/${specifier.slice(8)}`;
  if (specifier.startsWith(".")) return relative(ROOT, join(ROOT, dirname(fromFile), specifier));
  return undefined;
}

/** Every repository file that `node server.ts` and the scripts load, following local imports from `entries`. */
function runtimeFiles(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(read(file))) {
      const local = resolveLocal(specifier, file);
      if (local && existsSync(join(ROOT, local))) queue.push(local);
    }
  }
  return [...seen];
}

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

const scripts = readdirSync(join(ROOT, "scripts")).map((name) => `scripts/${name}`);

describe("Dockerfile", () => {
  it("copies into the image only files that exist and that .dockerignore lets through", () => {
    const copies = runtimeCopies();
    expect(copies).toContain("server.ts");
    for (const path of copies) {
      expect(existsSync(join(ROOT, path)), path).toBe(true);
      expect(ignored, `${path} is in .dockerignore`).not.toContain(path);
    }
  });

  it("copies every file the server and the scripts load at run time", () => {
    const copied = new Set(runtimeCopies().map((path) => path.replace(/^\.\//, "")));
    for (const file of runtimeFiles(["server.ts", ...scripts])) {
      const topLevel = file.split("/")[0]!;
      expect(copied.has(topLevel) || copied.has(file), `${file} is loaded at run time but not copied into the image`).toBe(true);
    }
  });

  it("finds every package the server needs among the production dependencies (npm ci --omit=dev)", () => {
    // app/ and server/ are what the server build is made from; the build keeps their packages as imports.
    const files = new Set([...runtimeFiles(["server.ts", ...scripts]), ...sourceFiles("app"), ...sourceFiles("server")]);
    const missing = new Set<string>();
    for (const file of files) {
      for (const specifier of importsOf(read(file))) {
        if (specifier.startsWith(".") || specifier.startsWith("#") || specifier.startsWith("virtual:")) continue;
        const name = packageName(specifier);
        if (name.startsWith("node:") || builtinModules.includes(name) || BUILD_OR_DEV_ONLY.has(name)) continue;
        if (!dependencies.includes(name)) missing.add(`${name} (imported by ${file})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("runs the built server as the unprivileged node user, without building again at start", () => {
    const lastStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    expect(lastStage).toMatch(/^USER node$/m);
    expect(lastStage).toMatch(/^CMD \["node", "--max-semi-space-size=16", "server\.ts"\]$/m);
    expect(lastStage).toMatch(/^COPY --from=build \/app\/build \.\/build$/m);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-/m);
  });
});
