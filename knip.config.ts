import type { KnipConfig } from "knip";

/**
 * The dead-code check (`npm run knip`, a step of `npm test`): no file nobody imports, no export nobody
 * imports (an export used only in its own file is not exported), no dependency that is not imported,
 * no import of a package that is not declared.
 *
 * Most entries come from Knip's plugins, which read this project's own configs:
 * - React Router: app/routes.ts, app/root.tsx, app/entry.*, and every route module it lists, whose
 *   exports (`loader`, `action`, `meta`, `default`, `ErrorBoundary`, `headers`, `links`, `handle`,
 *   `shouldRevalidate`) the framework calls. Entry exports are not checked.
 * - Vite, Vitest (every project's test files and setup files), Playwright (tests/e2e): their configs.
 * - package.json scripts: server.ts, scripts/*.ts, bench/run.ts.
 * Route modules import `./+types/<route>`, which `react-router typegen` writes; `npm run knip` runs it first.
 */
const config: KnipConfig = {
  entry: [
    // app/db/migrate.server.ts imports each migration as a namespace and hands it to Kysely's migrator,
    // which calls its `up` and `down`: Knip cannot follow a namespace into an object literal.
    "app/db/migrations/[0-9]*.ts",
  ],
  // Loaded by the message compiler from project.inlang/settings.json, not imported.
  ignoreDependencies: ["@inlang/plugin-message-format"],
  // bench/lib/production-server.ts pins processes to cores with util-linux's taskset when it exists.
  ignoreBinaries: ["taskset"],
};

export default config;
