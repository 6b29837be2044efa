import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const SERVER_BUILD = "build/server/index.js";
const SOURCES = ["app", "server", "server.ts", "vite.config.ts", "react-router.config.ts", "package.json"];

/**
 * Builds the app when there is no build yet or a source is newer than it, so `npm run bench` works
 * from a clean clone and never measures stale code.
 */
export function ensureProductionBuild(): void {
  const built = existsSync(SERVER_BUILD) ? statSync(SERVER_BUILD).mtimeMs : 0;
  if (built > 0 && newestSource() <= built) return;
  console.log(built ? "Sources changed since the last build: building…" : "No production build yet: building…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

function newestSource(): number {
  const newest = (path: string): number => {
    if (!existsSync(path)) return 0;
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
  };
  return Math.max(...SOURCES.map(newest));
}

/** `taskset` pins a process to cores when the machine has more than one and the tool exists. */
export const CAN_PIN = availableParallelism() > 1 && spawnSync("taskset", ["--version"]).status === 0;

/** The command, pinned to `cpu` where pinning is possible. */
export function pinned(cpu: number | undefined, command: string[]): string[] {
  return CAN_PIN && cpu !== undefined ? ["taskset", "-c", String(cpu), ...command] : command;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface ServerOptions {
  databaseUrl: string;
  /** Extra environment, e.g. HTML_CACHE=off. */
  env?: Record<string, string>;
  /** The core to pin the server to. */
  cpu?: number;
}

export interface RunningServer {
  origin: string;
  pid: number;
  /** Milliseconds from spawning the process to /readyz answering 200. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

/**
 * The V8 flags `npm start` gives the server: V8's young generation otherwise grows to about 100 MiB
 * under an allocation-heavy request such as the CSV export on PostgreSQL (decision 015).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"] as const;

/** Starts `node server.ts` in production mode, as `npm start` does (without its build step), and waits until it is ready. */
export async function startProductionServer({ databaseUrl, env = {}, cpu }: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const [command, ...args] = pinned(cpu, [process.execPath, ...SERVER_NODE_FLAGS, "server.ts"]);
  const started = performance.now();
  const child = spawn(command!, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SITE_URL: origin,
      // Request logging would measure the logger; warnings and errors still show.
      LOG_LEVEL: "warn",
      HTML_CACHE: "on",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  try {
    await waitUntilReady(`${origin}/readyz`, child);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`The server did not become ready: ${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return { origin, pid: child.pid!, readyAfterMs: performance.now() - started, stop: () => stopChild(child) };
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const forced = setTimeout(() => child.kill("SIGKILL"), 12_000);
  await exited;
  clearTimeout(forced);
}

/** The resident memory of a process, in MiB, from /proc (Linux). */
export function residentMemoryMiB(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
