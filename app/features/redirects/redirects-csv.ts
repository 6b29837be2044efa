import { readCsvRecords, unneutralizeCell } from "#app/lib/csv-read.ts";
import { MAX_IMPORT_ROWS, RedirectInput } from "./schema.ts";

/** The export's columns, which the import reads back (a file exported here imports as it is). */
export const REDIRECTS_CSV_HEADER = ["from", "to", "status"] as const;
export const REDIRECTS_CSV_FILENAME = "redirects.csv";

export type ParsedImport = { ok: true; rows: (RedirectInput & { line: number })[] } | { ok: false; message: string };

/**
 * Reads an uploaded redirects file: a header row naming `from`, `to` and (optionally) `status`
 * (301 when blank), then one redirect per row. Each row is checked by the form's schema; the first
 * problems are named by line, and any problem refuses the whole file.
 */
export function parseRedirectsCsv(text: string): ParsedImport {
  const records = readCsvRecords(text)?.map(({ cells }) => cells);
  if (!records) return { ok: false, message: "The file could not be read as CSV: a quoted field is not closed." };
  const header = (records[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const from = header.indexOf("from");
  const to = header.indexOf("to");
  const status = header.indexOf("status");
  if (from < 0 || to < 0) return { ok: false, message: 'The first row must name the columns "from" and "to" (and optionally "status").' };

  const body = records.slice(1).map((cells, i) => ({ cells, line: i + 2 })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (body.length === 0) return { ok: false, message: "The file has no redirects in it." };
  if (body.length > MAX_IMPORT_ROWS) return { ok: false, message: `A file can hold at most ${MAX_IMPORT_ROWS} redirects; this one has ${body.length}.` };

  const rows: (RedirectInput & { line: number })[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const { cells, line } of body) {
    const cell = (index: number) => unneutralizeCell((cells[index] ?? "").trim());
    const parsed = RedirectInput.safeParse({ fromPath: cell(from), toPath: cell(to), statusCode: (status >= 0 ? cell(status) : "") || "301" });
    if (!parsed.success) {
      problems.push(`line ${line}: ${parsed.error.issues[0]?.message ?? "not a redirect"}`);
    } else if (seen.has(parsed.data.fromPath)) {
      problems.push(`line ${line}: ${parsed.data.fromPath} is already redirected on line ${seen.get(parsed.data.fromPath)}`);
    } else {
      seen.set(parsed.data.fromPath, line);
      rows.push({ ...parsed.data, line });
    }
    if (problems.length >= 5) break;
  }
  if (problems.length > 0) return { ok: false, message: `Nothing was imported. Fix ${problems.length === 1 ? "this row" : "these rows"} and try again: ${problems.join("; ")}.` };
  return { ok: true, rows };
}
