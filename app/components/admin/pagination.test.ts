import { describe, expect, it } from "vitest";
import { pageItems } from "./pagination.tsx";

describe("pageItems", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [2, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, "gap", 10]],
    [5, 10, [1, "gap", 4, 5, 6, "gap", 10]],
    [4, 10, [1, 2, 3, 4, 5, "gap", 10]],
    [10, 10, [1, "gap", 9, 10]],
  ])("page %i of %i shows %j", (current, count, expected) => {
    expect(pageItems(current, count)).toEqual(expected);
  });
});
