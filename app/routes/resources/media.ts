import type { Route } from "./+types/media";
import { mediaVariant, type VariantAnswer } from "#app/features/media/media-variants.server.ts";
import { gateFullResponse, GateFullError } from "#app/lib/concurrency-gate.ts";

// The hash in the URL changes with the file, so a URL's bytes never change: browsers and CDNs keep them a year.
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A library image's variant (public: images placed on public pages are public). */
export async function loader({ params }: Route.LoaderArgs) {
  let answer: VariantAnswer;
  try {
    answer = await mediaVariant(params.id, params.hash, params.file);
  } catch (error) {
    // Too many new variants asked for at once (media-variants.server.ts).
    if (error instanceof GateFullError) return gateFullResponse();
    throw error;
  }
  if (answer.kind === "missing") return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" } });
  if (answer.kind === "moved") return new Response(null, { status: 302, headers: { Location: answer.url, "Cache-Control": "no-cache" } });
  return new Response(answer.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": answer.contentType,
      "Content-Length": String(answer.bytes.byteLength),
      "Cache-Control": IMMUTABLE,
      // The type is the one the bytes were encoded in; never let a browser guess another.
      "X-Content-Type-Options": "nosniff",
    },
  });
}
