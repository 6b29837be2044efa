/** An export or import the server understood but refuses, with the message staff read; changes nothing. */
export class XliffError extends Error {
  readonly status: 400 | 404 | 409 | 413;

  constructor(message: string, status: 400 | 404 | 409 | 413) {
    super(message);
    this.name = "XliffError";
    this.status = status;
  }
}
