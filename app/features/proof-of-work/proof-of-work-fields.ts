/** Shared by the page (server-rendered form), the public script and the server: no server code here. */

/** The form field that carries the solution (JSON: the challenge as served and the solution found). */
export const PROOF_OF_WORK_FIELD = "_proof_of_work";
/** Where the form's script fetches a challenge. */
export const PROOF_OF_WORK_PATH = "/api/proof-of-work";
/** A real payload is about 700 characters; anything far longer is not one and is not parsed. */
export const PROOF_OF_WORK_MAX_LENGTH = 4_000;
