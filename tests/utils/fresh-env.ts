// Setup file of the unit and data projects (vitest.config.ts), which run before each test file even
// without isolation: every file starts from the environment as the shell gave it, whatever settings
// the file before it left behind (tests/utils/test-env.ts).
import { clearEnvOverridesForTests } from "#app/lib/env.server.ts";

clearEnvOverridesForTests();
