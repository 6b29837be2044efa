import { expect } from "vitest";
import { PageError } from "#app/features/pages/cms/page-error.ts";

/** The PageError a page command refused with; fails the test when it resolved or threw anything else. */
export async function pageRejection(promise: Promise<unknown>): Promise<PageError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PageError);
  return error as PageError;
}
