/**
 * A page change the server understood but refuses: bad input (400), a page that no longer exists
 * (404), or a conflict with the current state (409: a slug already taken, a save based on an
 * outdated copy). The message is written for the person at the screen.
 */
export class PageError extends Error {
  readonly status: 400 | 404 | 409;

  constructor(message: string, status: 400 | 404 | 409) {
    super(message);
    this.name = "PageError";
    this.status = status;
  }
}
