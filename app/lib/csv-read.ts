/**
 * Reading CSV files people upload (the redirects and subscribers imports): RFC 4180 quoting, CRLF or
 * LF line ends, an optional UTF-8 byte-order mark, and the separator the file's first line uses
 * (comma, or the semicolon and tab that spreadsheets in many countries write). Pure, so the admin's
 * browser can read a file's header with the same rules the server reads the whole file with.
 */

export interface CsvRecord {
  cells: string[];
  /** The file's line the record starts on (1-based): a quoted cell may run over several lines. */
  line: number;
}

export type CsvSeparator = "," | ";" | "\t";

const SEPARATORS: readonly CsvSeparator[] = [",", ";", "\t"];

/** The separator the first line uses most outside quotes; a comma when it holds none. */
export function sniffSeparator(text: string): CsvSeparator {
  const counts = new Map<CsvSeparator, number>(SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  for (const char of withoutBom(text)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char as CsvSeparator)) counts.set(char as CsvSeparator, counts.get(char as CsvSeparator)! + 1);
  }
  return SEPARATORS.reduce((best, separator) => (counts.get(separator)! > counts.get(best)! ? separator : best), ",");
}

function withoutBom(text: string): string {
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

/** The file's records, each with its line; null when a quoted field never closes. */
export function readCsvRecords(text: string, separator: CsvSeparator = ","): CsvRecord[] | null {
  const source = withoutBom(text);
  const records: CsvRecord[] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n" || (char === "\r" && source[i + 1] !== "\n")) line += 1;
        field += char;
      }
    } else if (char === '"' && field === "") quoted = true;
    else if (char === separator) {
      record.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i += 1;
      record.push(field);
      records.push({ cells: record, line: recordLine });
      record = [];
      field = "";
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (quoted) return null;
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push({ cells: record, line: recordLine });
  }
  return records;
}

/** A cell an export wrote with a leading apostrophe because it looked like a formula (lib/csv.ts), as it was. */
export function unneutralizeCell(value: string): string {
  return value.replace(/^'(?=\s*[=+\-@])/, "");
}
