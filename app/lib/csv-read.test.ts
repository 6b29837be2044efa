import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvRow } from "./csv.ts";
import { readCsvRecords, sniffSeparator, unneutralizeCell } from "./csv-read.ts";

describe("reading an uploaded CSV file", () => {
  it("takes the separator the first line uses most outside quotes", () => {
    expect(sniffSeparator("email,name\n")).toBe(",");
    expect(sniffSeparator('\uFEFF"Email";"Name, full"\r\na;b')).toBe(";");
    expect(sniffSeparator("email\tfirst\tlast\n")).toBe("\t");
    expect(sniffSeparator("email\n")).toBe(",");
  });

  it("gives each record the line it starts on, counting the line breaks inside quoted cells", () => {
    const text = '\uFEFFemail,note\r\na@x.io,"two\r\nlines"\r\n\r\nb@x.io,"three\nmore\nlines"\nc@x.io,last';
    expect(readCsvRecords(text)).toEqual([
      { cells: ["email", "note"], line: 1 },
      { cells: ["a@x.io", "two\r\nlines"], line: 2 },
      { cells: [""], line: 4 },
      { cells: ["b@x.io", "three\nmore\nlines"], line: 5 },
      { cells: ["c@x.io", "last"], line: 8 },
    ]);
    expect(readCsvRecords('a;"b;""c"""\n', ";")).toEqual([{ cells: ["a", 'b;"c"'], line: 1 }]);
    expect(readCsvRecords('a,"never closed\n')).toBeNull();
  });

  it("reads back any row the exports write, formula guards taken off", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (cells) => {
        const [record] = readCsvRecords(csvRow(cells)) ?? [];
        expect(record?.cells.map(unneutralizeCell)).toEqual(cells.map(unneutralizeCell));
      }),
    );
  });
});
