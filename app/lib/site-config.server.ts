import { env } from "./env.server.ts";

export interface SiteConfig {
  origin: string;
  phone: string;
  email: string;
}

/** The public origin is SITE_URL when set, else the origin the request came in on. */
export function siteConfig(request: Request): SiteConfig {
  const { SITE_URL, SITE_PHONE, SITE_EMAIL } = env();
  return {
    origin: SITE_URL ? new URL(SITE_URL).origin : new URL(request.url).origin,
    phone: SITE_PHONE,
    email: SITE_EMAIL,
  };
}
