import { configDefaults, defineConfig } from "vitest/config";
import { isPostgresUrl } from "./app/db/dialect.ts";

/**
 * Four projects, and no test file belongs to two, so one `vitest run` of a project runs each of its files once:
 * - `unit`: everything that needs no database.
 * - `data`: the `*.db.test.ts` files. They run on SQLite by default; CI runs this project alone a
 *   second time with DATABASE_URL pointing at PostgreSQL (`npm run test:pg`). Each file gets its
 *   own temp SQLite file or PostgreSQL schema (tests/utils/test-db.ts), so files run in parallel.
 * - `system`: tests/system, which start the built server as a child process (tests/utils/app-process.ts)
 *   on a database of their own; they need `npm run build` first, so `npm run test:e2e` runs them,
 *   and `npm run test:pg` runs them again on PostgreSQL.
 * - `stress`: tests/stress, the long load and crash runs, only through `npm run test:stress`.
 *
 * `unit` and `data` run their files without isolation: a worker imports the app's modules once and
 * runs file after file on them, instead of importing the whole graph again for each of ~150 files
 * (that import was half of their time: unit 70 s → 26 s, data 100 s → 44 s on this machine). It is
 * safe because no test mocks a module or stubs a global, each data file opens its own database
 * (tests/utils/test-db.ts), and no test changes process.env: a test's settings are read by env()
 * alone (tests/utils/test-env.ts), and tests/utils/fresh-env.ts, a setup file (setup files still
 * run before every file), forgets whatever settings the file before left. `system` and `stress`
 * keep isolation: they start servers and set env.
 *
 * The app's `#app/*` and `#tests/*` specifiers are package.json "imports", which Vite resolves
 * natively, so no alias is configured here. This file replaces vite.config.ts for Vitest, which
 * keeps the React Router plugin out of the test runs.
 */
const DB_TESTS = "**/*.db.test.ts";
/** Cheap password hashing in the test process (see the file); the unit project keeps production's. */
const CHEAP_HASHING = "tests/utils/cheap-password-hashing.ts";
/**
 * System tests whose subject the database does not touch, run on SQLite only (not again by
 * `npm run test:pg`): each checks what the server answers or sends before or beside any row
 * (origin checks, headers, e-mail headers, the words and links of rendered pages, address
 * normalisation), and PostgreSQL's run of them repeated the same answers for ~115 CPU-seconds of the
 * CI's slowest lane (decision 025's update of 27 November, night). What does touch the database
 * (the form fuzz's writes, rate limits, sessions, jobs, the cache's invalidation) runs on both.
 * Since 28 November also what a log, a timing or a mail-less server shows, whatever stores the rows:
 * the secrets kept out of the log, the forgot-password timing (the same requests on either database;
 * its DB work is one lookup on both paths), and the invitation link shown without e-mail.
 */
const ONE_DATABASE_SYSTEM_TESTS = [
  "csrf",
  "security-headers",
  "email-header-injection",
  "page-language-words",
  "language-crawl",
  "off-site-redirects",
  "forged-host",
  "canonical-paths",
  "secrets-in-log",
  "forgot-password-timing",
  "invitation-link-without-email",
].map((name) => `tests/system/${name}.test.ts`);
/**
 * Stress runs whose subject is the server's memory, not the database, likewise on SQLite only: the
 * large bodies are refused before any query, and the extreme images' variants are drawn from files
 * once their one row is read. Their PostgreSQL runs repeated the same measurements on the CI's
 * busiest stretch (decision 025's update of 28 November, morning). The contact load and the crash
 * harness, whose subject is what each database stores and recovers, run on both.
 */
const ONE_DATABASE_STRESS_TESTS = ["large-bodies", "extreme-images"].map((name) => `tests/stress/${name}.test.ts`);
const ON_POSTGRES = isPostgresUrl(process.env.DATABASE_URL ?? "");
/** Every file of the projects without isolation starts from the shell's environment. */
const FRESH_ENV = "tests/utils/fresh-env.ts";

export default defineConfig({
  test: {
    environment: "node",
    // Password hashing is deliberately slow (scrypt at OWASP's cost); on a loaded 2-core machine a
    // test that signs several people in can pass Vitest's 5 s default without anything being wrong.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Quiet by default; LOG_LEVEL=debug npx vitest … shows the app's logs when a test needs explaining.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          isolate: false,
          setupFiles: [FRESH_ENV],
          include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
          exclude: [...configDefaults.exclude, DB_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: "data",
          isolate: false,
          setupFiles: [FRESH_ENV, CHEAP_HASHING],
          include: [`app/${DB_TESTS}`, `tests/integration/${DB_TESTS}`],
        },
      },
      {
        extends: true,
        test: {
          name: "system",
          setupFiles: [CHEAP_HASHING],
          include: ["tests/system/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...(ON_POSTGRES ? ONE_DATABASE_SYSTEM_TESTS : [])],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "stress",
          include: ["tests/stress/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...(ON_POSTGRES ? ONE_DATABASE_STRESS_TESTS : [])],
          // One at a time: each runs a server under load on a 2-core machine.
          fileParallelism: false,
          testTimeout: 900_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
