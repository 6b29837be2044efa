// Reading the app's CSV downloads back, as a spreadsheet would, to check what a user of the file gets.

/**
 * Parses RFC 4180 CSV: CRLF between records, fields quoted when they hold a comma, a quote or a
 * line break, quotes doubled inside. A leading UTF-8 byte-order mark is skipped. Written apart from
 * app/lib/csv.ts on purpose, so a quoting mistake there cannot be repeated here and cancel out.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (char === '"') {
        quoted = false;
        i += 1;
      } else {
        field += char;
        i += 1;
      }
    } else if (char === '"' && field === "") {
      quoted = true;
      i += 1;
    } else if (char === ",") {
      record.push(field);
      field = "";
      i += 1;
    } else if (char === "\r" && source[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += 2;
    } else if (char === '"' || char === "\r" || char === "\n") {
      throw new Error(`Unquoted ${JSON.stringify(char)} at offset ${i}: the cell should have been quoted`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (quoted) throw new Error("The file ends inside a quoted cell");
  if (field !== "" || record.length > 0) throw new Error("The last record has no CRLF after it");
  return records;
}

/**
 * What a cell holding `value` must read as: the value itself, or with the apostrophe that stops a
 * spreadsheet from running it when, after any leading whitespace, it starts with = + - @, or when
 * its very first character is a tab or a carriage return (OWASP CSV injection).
 */
export function spreadsheetSafe(value: string): string {
  const first = value.trimStart()[0];
  const formula = first === "=" || first === "+" || first === "-" || first === "@" || value[0] === "\t" || value[0] === "\r";
  return formula ? `'${value}` : value;
}
