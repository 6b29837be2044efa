import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv, spreadsheetSafe } from "#tests/utils/csv-parse.ts";
import { csvCell, csvResponse, csvRow, neutralizeCell } from "./csv.ts";

describe("CSV cells", () => {
  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "=HYPERLINK(\"http://evil\")"])("neutralise %j so a spreadsheet shows it as text", (value) => {
    expect(neutralizeCell(value)).toBe(`'${value}`);
  });

  it.each([" =1+1", "  +1", "\u00a0=HYPERLINK(\"http://evil\")", "\n=cmd|' /C calc'!A0", " \t@SUM(A1)", "\r\n-2+3"])(
    "neutralise %j, a formula behind leading whitespace",
    (value) => {
      expect(neutralizeCell(value)).toBe(`'${value}`);
    },
  );

  it.each(["a=b", "ann@example.com", "x-1", " plain", "", "'=already quoted", "\u200b=zero-width space is not whitespace"])("leave %j alone", (value) => {
    expect(neutralizeCell(value)).toBe(value);
  });

  it("leave ordinary text alone and quote what RFC 4180 requires", () => {
    expect(csvCell("ana@example.com")).toBe("ana@example.com");
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvRow(["a", 1, true, null])).toBe("a,1,true,\r\n");
  });
});

/** Cells as hostile as a visitor can type: formula starts, separators, quotes, line breaks, odd Unicode. */
const hostileCell = fc.oneof(
  fc.string({ unit: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", " ", ",", '"', "'", ";", "a", "1", "\u00a0", "é", "😀") }),
  fc.string({ unit: "grapheme" }),
  fc.string(),
);

describe("CSV rows, for any cells", () => {
  it("read back as exactly the cells written, each guarded against formulas where it needs it", () => {
    fc.assert(
      fc.property(fc.array(fc.array(hostileCell, { minLength: 1, maxLength: 6 }), { maxLength: 8 }), (rows) => {
        const parsed = parseCsv(rows.map(csvRow).join(""));
        expect(parsed).toEqual(rows.map((row) => row.map(spreadsheetSafe)));
      }),
      { numRuns: 500 },
    );
  });

  it("never leave a cell that a spreadsheet would start as a formula", () => {
    fc.assert(
      fc.property(hostileCell, (value) => {
        const [[cell]] = parseCsv(csvRow([value])) as [[string]];
        expect(cell.trimStart()).not.toMatch(/^[=+\-@]/);
        expect(cell).not.toMatch(/^[\t\r]/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("csvResponse", () => {
  it("streams a BOM, the header and the rows as a download", async () => {
    async function* rows() {
      yield ["1", "=cmd"];
      yield ["2", "plain"];
    }
    const response = csvResponse("things.csv", ["ID", "Value"], rows());
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="things.csv"');
    // Read as bytes: decoding as text would drop the byte-order mark this checks for.
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.slice(3))).toBe("ID,Value\r\n1,'=cmd\r\n2,plain\r\n");
  });
});
