import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { PROOF_OF_WORK_PATH } from "#app/features/proof-of-work/proof-of-work-fields.ts";

/**
 * The browser's half of a form's proof-of-work challenge (docs/decisions/046-proof-of-work.md):
 * loaded by forms.ts only on a page whose form asks for it. Fetches a challenge from this site,
 * solves it and writes the challenge and solution into the form's hidden field. If anything fails
 * the field stays empty and the form still sends: the server stores it as unverified.
 */
export async function solveInto(field: HTMLInputElement): Promise<void> {
  try {
    const response = await fetch(PROOF_OF_WORK_PATH, { cache: "no-store" });
    if (!response.ok) return;
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
    if (solution) field.value = JSON.stringify({ challenge, solution });
  } catch {
    // Offline or refused: sent unverified.
  }
}
