import { existsSync } from "node:fs";

/**
 * Debian's Chromium headless shell where it is installed (.ci/run installs it), else the full
 * Chromium: the browser tests (decision 033) and Lighthouse (decision 034) run on the shell.
 */
export function installedChromium(): string | undefined {
  return ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
}
