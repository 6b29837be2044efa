/**
 * CSV for spreadsheet users (RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark so Excel
 * reads accents correctly). Cells a spreadsheet would run as a formula (starting with =, +, -, @,
 * tab or carriage return) get a leading apostrophe: the OWASP "CSV injection" defence, which shows
 * the text as typed and runs nothing. Leading whitespace does not count as a start: some
 * spreadsheets trim it on import and then see the formula (" =HYPERLINK(…)").
 */
const FORMULA_START = /^\s*[=+\-@]|^[\t\r]/;

export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = neutralizeCell(value == null ? "" : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

const BOM = "\uFEFF";

/**
 * A streamed CSV download: the header row, then each row as the source yields it, so a large export
 * never sits in memory as a whole. `rows` should read the database in pages (keyset pagination).
 */
export function csvResponse(filename: string, header: readonly string[], rows: AsyncIterable<ReadonlyArray<string | number | boolean | null>>): Response {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + csvRow(header)));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvRow(next.value)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
