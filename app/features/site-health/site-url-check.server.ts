import { env } from "#app/lib/env.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";
import type { HealthCheck } from "./health-check.ts";

const TITLE = "Site address (SITE_URL)";
const USED_FOR = "e-mailed links (invitations, password resets, newsletter confirmations), the sitemap and canonical addresses";
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * SITE_URL is what every link the site hands out is built from (lib/site-config.server.ts), never the
 * request's Host. Unset, those links name the listen address; set to another address than the one the
 * Admin is using, they point somewhere else. `requestUrl` is the address this screen was opened at,
 * as the server sees it (behind a proxy: what TRUST_PROXY lets it believe).
 */
export function siteUrlCheck(requestUrl: string): HealthCheck {
  const { SITE_URL } = env();
  const opened = new URL(requestUrl);
  if (!SITE_URL) {
    return {
      id: "site-url",
      title: TITLE,
      status: "problem",
      details: [`SITE_URL is not set, so ${USED_FOR} use ${publicOrigin()}, the address the server listens on, which visitors cannot open.`],
      todo: `Set SITE_URL to the address visitors use (for example ${exampleOrigin(opened)}) in the server's environment, then restart the server.`,
    };
  }
  const site = new URL(SITE_URL);
  const facts = [`SITE_URL is ${site.origin}: ${USED_FOR} use it.`];
  if (site.origin !== opened.origin) {
    const onlyScheme = site.host === opened.host;
    return {
      id: "site-url",
      title: TITLE,
      status: "warning",
      details: [...facts, `You opened this screen at ${opened.origin}, which is not SITE_URL.`],
      todo: onlyScheme
        ? `The server saw this request as ${opened.protocol.slice(0, -1)}. If a proxy in front of the site handles HTTPS, set TRUST_PROXY to the proxy's address so the server believes it (see the README); otherwise open the admin at ${site.origin}.`
        : `If visitors use ${opened.origin}, set SITE_URL to it and restart the server; if they use ${site.origin}, open the admin there.`,
    };
  }
  if (site.protocol === "http:" && !LOCAL_HOSTS.has(site.hostname)) {
    return {
      id: "site-url",
      title: TITLE,
      status: "warning",
      details: [...facts, "It starts with http://, so browsers mark the site \"Not secure\" and sign-ins travel unencrypted."],
      todo: `Serve the site over HTTPS (a reverse proxy with a certificate), then set SITE_URL to https://${site.host} and restart the server.`,
    };
  }
  return { id: "site-url", title: TITLE, status: "ok", details: [...facts, "It matches the address you opened this screen at."] };
}

/** The opened address as an example for SITE_URL, in https unless it is this machine. */
function exampleOrigin(opened: URL): string {
  return LOCAL_HOSTS.has(opened.hostname) ? "https://www.example.com" : `https://${opened.host}`;
}
