// The load generator of the load benchmark, in a process of its own so that load.ts can pin it to
// a core apart from the server's. Reads its options as JSON from argv[2], prints its summary as JSON.
import autocannon from "autocannon";

export interface LoadOptions {
  url: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  headers: Record<string, string>;
}

export interface LoadSummary {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  requests: number;
  bytesPerResponse: number;
}

const options = JSON.parse(process.argv[2] ?? "{}") as LoadOptions;
const base = { url: options.url, connections: options.connections, headers: options.headers };

// A short run first: the server's first requests compile code paths and fill caches.
await autocannon({ ...base, duration: options.warmupSeconds });
const result = await autocannon({ ...base, duration: options.seconds });

const summary: LoadSummary = {
  requestsPerSecond: result.requests.average,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  requests: result.requests.total,
  bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
};
process.stdout.write(JSON.stringify(summary));
