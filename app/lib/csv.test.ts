import { describe, expect, it } from "vitest";
import { csvCell, csvResponse, csvRow, neutralizeCell } from "./csv.ts";

describe("CSV cells", () => {
  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "=HYPERLINK(\"http://evil\")"])("neutralise %j so a spreadsheet shows it as text", (value) => {
    expect(neutralizeCell(value)).toBe(`'${value}`);
  });

  it("leave ordinary text alone and quote what RFC 4180 requires", () => {
    expect(csvCell("ana@example.com")).toBe("ana@example.com");
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvRow(["a", 1, true, null])).toBe("a,1,true,\r\n");
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
