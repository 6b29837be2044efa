import type { Route } from "./+types/proof-of-work";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { serveChallenge } from "#app/features/proof-of-work/challenge-endpoint.server.ts";

/** A proof-of-work challenge for a public form (docs/decisions/046-proof-of-work.md). GET only: a POST gets 405 and its body is never read. */
export function loader({ context }: Route.LoaderArgs) {
  return serveChallenge(context.get(requestInfoContext).ip);
}
