// The built production server (`node server.ts` on build/) as a child process, for the system and
// stress tests that must see what a real deployment does: its own process, its own port, killed and
// started again, several of them on one database. `npm run build` must have run first.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

const REPO_ROOT = new URL("../../", import.meta.url).pathname;
const SERVER_BUILD = `${REPO_ROOT}build/server/index.js`;

/**
 * Node's on-disk cache of compiled modules, as `npm start` uses it: without it each start compiled the
 * whole server graph again, about a quarter of the 3.3–3.9 CPU-seconds a start cost (the system, stress
 * and browser tests start about 80 servers a CI run).
 */
export const NODE_COMPILE_CACHE = `${REPO_ROOT}node_modules/.cache/node-compile`;

/**
 * Pages the test servers render into the HTML cache after a start and each change (decision 020's
 * update): enough to exercise the warm-up and /readyz, not the whole sitemap after every save.
 */
export const TEST_HTML_CACHE_WARM_PAGES = "3";
/** For the tests of the warm cache itself: every page the sitemap lists. */
export const WARM_EVERY_PAGE = { HTML_CACHE_WARM_PAGES: "100000" } as const;

/** Shared by every instance a test starts, so a session signed by one is valid on the others. */
export const TEST_AUTH_SECRET = "system-tests-auth-secret-0123456789abcdef";

export interface AppProcessOptions {
  /** DATABASE_URL of the instance: an SQLite file URL or a PostgreSQL URL (see createTestDb). */
  databaseUrl: string;
  /** More environment, over the defaults below (rate limits, SMTP_URL, CONTACT_NOTIFY_TO …). */
  env?: Record<string, string>;
  /** A fixed port; by default a free one is picked, and kept across restarts. */
  port?: number;
  /** Defaults below to leave out, as a deployment that never set them (SITE_URL …). */
  unset?: readonly string[];
}

export interface AppProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** What the process printed on stdout and stderr, for failure messages. */
  output(): string;
  /** The running process's id (for /proc/<pid>/status); undefined when it is stopped. */
  pid(): number | undefined;
  /** Sends `signal` (SIGKILL by default: a crash) and waits for the process to be gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the server again on the same port and database, after kill(). */
  restart(): Promise<void>;
  /** Graceful stop (SIGTERM); safe to call when already stopped. */
  stop(): Promise<void>;
}

/** Starts the built server and resolves once /readyz answers 200. */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  if (!existsSync(SERVER_BUILD)) throw new Error(`No server build at ${SERVER_BUILD}: run \`npm run build\` before the system and stress tests.`);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = "";

  const environment: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "production",
    NODE_COMPILE_CACHE,
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: url,
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: "warn",
    JOBS_POLL_MS: "100",
    CONTACT_MIN_FILL_MS: "0",
    // Every request of a test comes from 127.0.0.1; tests of the limits themselves set them lower.
    CONTACT_RATE_LIMIT: "100000",
    HTML_CACHE_WARM_PAGES: TEST_HTML_CACHE_WARM_PAGES,
    AUTH_SIGNIN_IP_LIMIT: "100000",
    AUTH_SIGNIN_PAIR_LIMIT: "100000",
    AUTH_SIGNIN_ACCOUNT_LIMIT: "100000",
    ...options.env,
    DATABASE_URL: options.databaseUrl,
  };
  for (const name of options.unset ?? []) delete environment[name];

  async function start(): Promise<void> {
    const started = spawn(process.execPath, ["server.ts"], { cwd: REPO_ROOT, env: environment, stdio: ["ignore", "pipe", "pipe"] });
    child = started;
    started.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    started.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`The server exited (${started.exitCode ?? started.signalCode}) before it was ready:\n${output.slice(-4000)}`);
      }
      try {
        const response = await fetch(`${url}/readyz`);
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
    throw new Error(`The server did not answer /readyz within 60 s:\n${output.slice(-4000)}`);
  }

  async function signal(name: NodeJS.Signals): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    running.kill(name);
    await exited;
  }

  await start();
  return {
    url,
    port,
    output: () => output,
    pid: () => (child && child.exitCode === null && child.signalCode === null ? child.pid : undefined),
    kill: (name = "SIGKILL") => signal(name),
    restart: async () => {
      await signal("SIGKILL");
      await start();
    },
    stop: () => signal("SIGTERM"),
  };
}

/** A port nothing listens on right now (the kernel's pick for port 0). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("Could not read the port the kernel picked");
  return address.port;
}
