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
