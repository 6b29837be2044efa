import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [1023, "1,023 bytes"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [25 * 1024 * 1024, "25 MB"],
    [3.25 * 1024 ** 3, "3.3 GB"],
  ])("%d bytes → %s", (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
