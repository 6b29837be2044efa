// The load generator of the load benchmark, in a process of its own so that load.ts can pin it to
// a core apart from the server's. Reads its options as JSON from argv[2], prints its summary as JSON.
import autocannon from "autocannon";

export interface LoadOptions {
  url: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  headers: Record<string, string>;
  /** Every this many requests of a connection, one to a path never asked for before (a scanner's); the rest to `url`. */
  unknownPathEvery?: number;
}

export interface LoadSummary {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  /** Connection errors, timeouts and answers other than 2xx (other than the 404s of unknown paths, when asked for). */
  errors: number;
  /** 404 answers, expected for the unknown paths. */
  notFound: number;
  requests: number;
  bytesPerResponse: number;
}

const options = JSON.parse(process.argv[2] ?? "{}") as LoadOptions;
let unknown = 0;
const mixed = options.unknownPathEvery
  ? {
      requests: [
        ...Array.from({ length: options.unknownPathEvery - 1 }, (): autocannon.Request => ({ method: "GET" })),
        // A new slug each time: nothing about it can have been cached.
        { method: "GET", setupRequest: (request: autocannon.Request) => ({ ...request, path: `/no-page-${process.pid}-${++unknown}` }) } satisfies autocannon.Request,
      ],
    }
  : {};
const base = { url: options.url, connections: options.connections, headers: options.headers, ...mixed };

// A short run first: the server's first requests compile code paths and fill caches.
await autocannon({ ...base, duration: options.warmupSeconds });
const result = await autocannon({ ...base, duration: options.seconds });

const notFound = result.statusCodeStats?.["404"]?.count ?? 0;
const summary: LoadSummary = {
  requestsPerSecond: result.requests.average,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx - (options.unknownPathEvery ? notFound : 0),
  notFound,
  requests: result.requests.total,
  bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
};
process.stdout.write(JSON.stringify(summary));
