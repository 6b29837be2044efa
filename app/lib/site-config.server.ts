import { env, type Env } from "./env.server.ts";
import { provideServerOrigins } from "./own-origins.ts";

/** The addresses that mean "every interface": a browser cannot open them, so links name localhost instead. */
const ANY_INTERFACE = new Set(["", "0.0.0.0", "::", "[::]"]);

/**
 * The origin every link this site hands out is built from (e-mailed links, sitemap, robots.txt,
 * canonical and og:url): SITE_URL, or without it the address the server was told to listen on.
 * Never the request's Host, which whoever sends the request chooses
 * (docs/decisions/017-trusted-origin-and-body-limits.md).
 */
export function publicOrigin(): string {
  const settings = env();
  return settings.SITE_URL ? new URL(settings.SITE_URL).origin : listenOrigin(settings);
}

/** True when no SITE_URL is set and links fall back to the listen address (logged once at start). */
export function publicOriginIsDerived(): boolean {
  return !env().SITE_URL;
}

/** The origins that are this site: SITE_URL's and the listen address's (an address copied on the server itself). */
export function ownSiteOrigins(): string[] {
  return [...new Set([publicOrigin(), listenOrigin(env())])];
}
provideServerOrigins(ownSiteOrigins);

function listenOrigin({ HOST, PORT }: Pick<Env, "HOST" | "PORT">): string {
  const host = ANY_INTERFACE.has(HOST) ? "localhost" : HOST.includes(":") && !HOST.startsWith("[") ? `[${HOST}]` : HOST;
  return new URL(`http://${host}:${PORT}`).origin;
}
