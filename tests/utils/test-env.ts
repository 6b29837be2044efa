// A test's own settings, without touching process.env: env() (app/lib/env.server.ts) reads these in
// place of the environment's values, and each helper removes them again, however the test ends. The unit and data projects run their files one after another in a worker without isolation, so
// a process.env a file changed and did not put back would reach every later file; tests/utils/
// fresh-env.ts forgets whatever a file left before the next one starts, and ESLint refuses assignments
// to process.env in tests (eslint.config.js). An `undefined` value reads as unset (the default).
import { afterAll, beforeAll, onTestFinished } from "vitest";
import { overrideEnvForTests, type EnvSettings } from "#app/lib/env.server.ts";

/** Runs `work` with `settings`, then removes them. */
export async function withEnv<T>(settings: EnvSettings, work: () => T | Promise<T>): Promise<T> {
  const restore = overrideEnvForTests(settings);
  try {
    return await work();
  } finally {
    restore();
  }
}

/** `settings` for the rest of the running test. */
export function setTestEnv(settings: EnvSettings): void {
  onTestFinished(overrideEnvForTests(settings));
}

/** `settings` for every test of the file, or of the describe block that calls it (a function: worked out in beforeAll). */
export function setSuiteEnv(settings: EnvSettings | (() => EnvSettings)): void {
  let restore: (() => void) | undefined;
  beforeAll(() => {
    restore = overrideEnvForTests(typeof settings === "function" ? settings() : settings);
  });
  afterAll(() => restore?.());
}
