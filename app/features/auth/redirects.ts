export const DEFAULT_ADMIN_PATH = "/admin/dashboard";

/**
 * Where to go after signing in: only a path inside the admin area of this site. Anything else
 * (another host, `//evil.example`, `/\evil.example`, the login page itself) falls back to the dashboard,
 * so a crafted link cannot send a freshly signed-in person somewhere else.
 */
export function safeRedirectTo(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return DEFAULT_ADMIN_PATH;
  let url: URL;
  try {
    url = new URL(value, "http://site.invalid");
  } catch {
    return DEFAULT_ADMIN_PATH;
  }
  if (url.origin !== "http://site.invalid") return DEFAULT_ADMIN_PATH;
  const inAdmin = url.pathname === "/admin" || url.pathname.startsWith("/admin/");
  if (!inAdmin || url.pathname.startsWith("/admin/login")) return DEFAULT_ADMIN_PATH;
  return `${url.pathname}${url.search}`;
}

/**
 * One-time notices carried across a redirect in the query string (`?flash=…`), shown as a toast and
 * as text (for visitors without JavaScript), then removed from the address bar.
 */
export const FLASHES = {
  "signed-in": { title: "Welcome back!", description: "You've been successfully logged in.", tone: "success" },
  "signed-out": { title: "Signed out", description: "You've been successfully logged out.", tone: "success" },
  "sign-out-failed": { title: "Sign out error", description: "You are still signed in. Please try again.", tone: "error" },
  "email-confirmed": { title: "E-mail confirmed", description: "Your e-mail address is confirmed. You can now sign in.", tone: "success" },
  "email-link-invalid": {
    title: "Confirmation link invalid",
    description: "This confirmation link is invalid or has expired. Sign in with your e-mail and password to get a new one.",
    tone: "error",
  },
  "password-reset": { title: "Password updated", description: "You can now sign in with your new password.", tone: "success" },
} as const;

export type FlashName = keyof typeof FLASHES;
export type Flash = (typeof FLASHES)[FlashName];

export function withFlash(path: string, flash: FlashName): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set("flash", flash);
  return `${url.pathname}${url.search}`;
}

/** The notice a URL carries; better-auth adds `error=` to the confirmation landing when the token is bad. */
export function flashFrom(searchParams: URLSearchParams): Flash | null {
  const name = searchParams.get("flash");
  if (name === "email-confirmed" && searchParams.get("error")) return FLASHES["email-link-invalid"];
  return name && name in FLASHES ? FLASHES[name as FlashName] : null;
}
