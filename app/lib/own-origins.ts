/**
 * The origins that are this website, for recognising an address of our own that staff pasted
 * (lib/image-address.ts). In the admin's browser it is the page's own origin, whatever host staff
 * reached it by; on the server, what the site is configured to be (SITE_URL and the listen address,
 * lib/site-config.server.ts registers them), never the request's Host.
 */
let serverOrigins: () => readonly string[] = () => [];

export function ownOrigins(): readonly string[] {
  return typeof window === "undefined" ? serverOrigins() : [window.location.origin];
}

/** Called once by lib/site-config.server.ts, which knows the configuration. */
export function provideServerOrigins(origins: () => readonly string[]): void {
  serverOrigins = origins;
}
