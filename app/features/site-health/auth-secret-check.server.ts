import { statSync } from "node:fs";
import { isPostgresUrl } from "#app/db/dialect.ts";
import { authSecretFile } from "#app/lib/auth-secret.server.ts";
import { env } from "#app/lib/env.server.ts";
import type { HealthCheck } from "./health-check.ts";
import { shownPath } from "./shown-path.server.ts";

const TITLE = "Auth secret";
const GUARDS = "It signs sessions and e-mailed links and encrypts two-factor secrets: if it changes, everyone is signed out and two-factor sign-in stops working.";

/**
 * Whether the key better-auth signs with (lib/auth-secret.server.ts) survives a restart, a second
 * server and a restore. Its value is never read here, let alone shown: only where it is kept.
 * `secretFile` stands in for the generated secret's file (tests).
 */
export function authSecretCheck({ secretFile }: { secretFile?: string } = {}): HealthCheck {
  const { AUTH_SECRET, DATABASE_URL } = env();
  if (AUTH_SECRET) {
    return {
      id: "auth-secret",
      title: TITLE,
      status: "ok",
      details: ["AUTH_SECRET is set in the server's environment.", `${GUARDS} Keep its value with your backups.`],
    };
  }
  const file = secretFile ?? authSecretFile(DATABASE_URL);
  const shown = shownPath(file);
  const mode = fileMode(file);
  if (mode === undefined) {
    return {
      id: "auth-secret",
      title: TITLE,
      status: "problem",
      details: [`AUTH_SECRET is not set, and the secret the server generated is missing from ${shown}. ${GUARDS}`],
      todo: "Set AUTH_SECRET to a random value of 32 or more characters (openssl rand -base64 32) and restart the server; in a container, keep the data folder on a volume.",
    };
  }
  if ((mode & 0o077) !== 0) {
    return {
      id: "auth-secret",
      title: TITLE,
      status: "warning",
      details: [`The secret the server generated is kept in ${shown}, and other accounts on the server can read that file.`],
      todo: `Let only the site's own user read it: chmod 600 ${shown}`,
    };
  }
  if (isPostgresUrl(DATABASE_URL)) {
    return {
      id: "auth-secret",
      title: TITLE,
      status: "warning",
      details: [
        `AUTH_SECRET is not set, so the server generated one and keeps it in ${shown} on this machine, not in the database. ${GUARDS}`,
        "A second server, or a new container without that folder, would generate its own.",
      ],
      todo: `Set AUTH_SECRET in the environment of every server to the contents of ${shown} (so nobody is signed out), then restart.`,
    };
  }
  return {
    id: "auth-secret",
    title: TITLE,
    status: "ok",
    details: [
      `AUTH_SECRET is not set, so the server generated one and keeps it in ${shown}, beside the database. ${GUARDS}`,
      "npm run db:backup copies it with the database; keep that folder when you move or rebuild the server.",
    ],
  };
}

/** The file's permission bits, or undefined when it does not exist. */
function fileMode(path: string): number | undefined {
  try {
    return statSync(path).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
