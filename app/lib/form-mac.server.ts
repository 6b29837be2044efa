import { createHmac, hkdfSync } from "node:crypto";
import { authSecret } from "#app/lib/auth-secret.server.ts";

/**
 * HMAC-SHA256 for the public forms' hidden values, base64url. Each purpose gets its own key, derived
 * from AUTH_SECRET (HKDF, the purpose as the context), so a value made for one purpose never passes
 * as another and these keys sign nothing else the app signs with AUTH_SECRET.
 */
export function formMac(purpose: "form-stamp" | "submission-key", data: string, secret = authSecret()): string {
  return createHmac("sha256", formKey(purpose, secret)).update(data).digest("base64url");
}

/** The key of one purpose: also the proof-of-work challenges' HMAC secrets (docs/decisions/046-proof-of-work.md). */
export function formKey(purpose: "form-stamp" | "submission-key" | "proof-of-work" | "proof-of-work-key", secret = authSecret()): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "brandcheck-forms", purpose, 32));
}
