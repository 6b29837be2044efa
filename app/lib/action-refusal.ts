/**
 * A request an action understood but refuses (a setting missing, too many tries, a thing gone), with
 * the HTTP status it answers and a message written for the person at the screen, shown as it is.
 */
export class ActionRefusal extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = new.target.name;
    this.status = status;
  }
}
