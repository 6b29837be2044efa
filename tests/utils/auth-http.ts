// Drives better-auth the way a browser does: real Requests into auth.handler, with the client IP
// header the Express server sets and a cookie jar that follows Set-Cookie.
import { CLIENT_IP_HEADER, type Auth } from "#app/features/auth/auth.server.ts";

/** A browser's cookies for one site: what Set-Cookie stored, sent back as a Cookie header. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Applies a response's Set-Cookie lines; an empty value or Max-Age=0 removes the cookie. */
  take(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

interface AuthResponse {
  status: number;
  headers: Headers;
  json: Record<string, unknown> | null;
}

export interface AuthBrowser {
  jar: CookieJar;
  cookieHeader(): string;
  post(path: string, body: unknown, options?: { ip?: string }): Promise<AuthResponse>;
  get(path: string, options?: { ip?: string }): Promise<AuthResponse>;
}

export function authBrowser(auth: Auth, origin: string, { ip = "203.0.113.10" } = {}): AuthBrowser {
  const jar = new CookieJar();

  async function send(method: string, path: string, body: unknown, requestIp: string): Promise<AuthResponse> {
    const headers = new Headers({ origin, [CLIENT_IP_HEADER]: requestIp, "user-agent": "vitest" });
    if (jar.cookies.size) headers.set("cookie", jar.header());
    if (body !== undefined) headers.set("content-type", "application/json");
    const url = new URL(path.startsWith("/api/auth") ? path : `/api/auth${path}`, origin);
    const response = await auth.handler(new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    jar.take(response.headers);
    return { status: response.status, headers: response.headers, json: parseJson(await response.text()) };
  }

  return {
    jar,
    cookieHeader: () => jar.header(),
    post: (path, body, options) => send("POST", path, body, options?.ip ?? ip),
    get: (path, options) => send("GET", path, undefined, options?.ip ?? ip),
  };
}

/** better-auth answers JSON; a redirect or an empty body is null. */
function parseJson(text: string): Record<string, unknown> | null {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
