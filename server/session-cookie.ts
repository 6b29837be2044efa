/** Matches a Cookie header carrying one of better-auth's cookies (with or without the __Secure-/__Host- prefix): the visitor is signed in, or was. */
export function sessionCookiePattern(prefix: string): RegExp {
  return new RegExp(`(?:^|;)\\s*(?:__Secure-|__Host-)?${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.`);
}
