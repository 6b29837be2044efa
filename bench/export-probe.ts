// The scale benchmark's export measurement, in a process of its own (started by scale.ts with
// --expose-gc) so that "extra memory" is measured from a clean baseline, as a server would see it.
// Prints a JSON summary. Usage: node --expose-gc bench/export-probe.ts <DATABASE_URL>
import { createDb } from "#app/db/client.server.ts";
import { subscriberCsvRows, SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER } from "#app/features/subscribers/subscribers-export.server.ts";
import { csvResponse } from "#app/lib/csv.ts";

export interface ExportRun {
  rows: number;
  bytes: number;
  seconds: number;
  /** Resident memory above the baseline at its highest while the file was read (garbage not yet collected included). */
  extraRssMiB: number;
  /** Heap still in use once the export is over and garbage collected: what the export kept. */
  retainedHeapMiB: number;
}

const collectGarbage = (globalThis as { gc?: () => void }).gc;
if (!collectGarbage) throw new Error("Run with --expose-gc");
const database = createDb(process.argv[2] ?? "");
const mib = (bytes: number) => bytes / 1024 ** 2;

// A first, small export warms up the code and the connection, so the baseline includes them.
const warm = csvResponse(SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER, subscriberCsvRows({}, { database, pageSize: 10 })).body!.getReader();
await warm.read();
await warm.cancel();
collectGarbage();
const base = process.memoryUsage();
let peakRss = base.rss;

// What POST /admin/subscribers/export does after authorising: count, then stream the CSV from
// keyset-paginated reads. (Its audit entry and webhook deliveries, one small insert each, are left out.)
const started = performance.now();
const { total } = await database.selectFrom("subscribers").select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
const reader = csvResponse(SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER, subscriberCsvRows({}, { database })).body!.getReader();
let bytes = 0;
let chunks = 0;
for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
  bytes += chunk.value.byteLength;
  if (++chunks % 100 === 0) peakRss = Math.max(peakRss, process.memoryUsage.rss());
}
const seconds = (performance.now() - started) / 1000;
collectGarbage();
const run: ExportRun = {
  rows: Number(total),
  bytes,
  seconds,
  extraRssMiB: mib(peakRss - base.rss),
  retainedHeapMiB: mib(process.memoryUsage().heapUsed - base.heapUsed),
};
await database.destroy();
process.stdout.write(JSON.stringify(run));
