/**
 * A page change the server understood but refuses: bad input (400), a page that no longer exists
 * (404), a change this person may not make (403: publishing without the approval it needs,
 * decision 048), or a conflict with the current state (409: a slug already taken, a save based on an
 * outdated copy). The message is written for the person at the screen.
 */
export class PageError extends Error {
  readonly status: 400 | 403 | 404 | 409;

  constructor(message: string, status: 400 | 403 | 404 | 409) {
    super(message);
    this.name = "PageError";
    this.status = status;
  }
}
