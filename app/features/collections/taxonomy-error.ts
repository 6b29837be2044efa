/** A refused change to a topic or an author profile, with the status the screen answers (a 4xx, never a 500). */
export class TaxonomyError extends Error {
  readonly status: 400 | 404 | 409;
  constructor(message: string, status: 400 | 404 | 409 = 400) {
    super(message);
    this.name = "TaxonomyError";
    this.status = status;
  }
}
