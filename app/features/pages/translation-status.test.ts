import { describe, expect, it } from "vitest";
import { translationStatus } from "./translation-status.ts";

describe("a translation's status", () => {
  it("is missing, draft, outdated or up to date", () => {
    expect(translationStatus(undefined, 3)).toBe("missing");
    expect(translationStatus({ isPublished: false, sourceVersion: 3 }, 3)).toBe("draft");
    expect(translationStatus({ isPublished: true, sourceVersion: 2 }, 3)).toBe("outdated");
    expect(translationStatus({ isPublished: true, sourceVersion: 3 }, 3)).toBe("up-to-date");
    expect(translationStatus({ isPublished: true, sourceVersion: null }, 1)).toBe("outdated");
  });
});
