/**
 * A request the server understood but refuses because of the team's state (the last Admin, an
 * address that already has an account …). The action answers it with `status` and the message,
 * which is written for the person at the screen.
 */
export class UserActionError extends Error {
  readonly status: 400 | 403 | 404 | 409;

  constructor(message: string, status: 400 | 403 | 404 | 409 = 409) {
    super(message);
    this.name = "UserActionError";
    this.status = status;
  }
}
