import { pino } from "pino";
import { env } from "./env.server.ts";
import { REDACTED } from "./logged-url.server.ts";

/**
 * Fields that hold a secret wherever they turn up in a logged object, up to three levels down: an
 * error's own fields (an HTTP client's error keeps the request's headers), better-auth's log
 * arguments (`args`, an array of whatever it passes), an e-mail's body (reset and invitation links).
 * Request lines never carry these (server/request-log.ts); this is the net under everything else.
 */
const SECRET_FIELDS = ["password", "newPassword", "currentPassword", "token", "secret", "cookie", "authorization", "headers", "text", "html"];

export const LOG_REDACTION = { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]), censor: REDACTED };

export const logger = pino({ level: env().LOG_LEVEL, base: { service: "brandcheck" }, redact: LOG_REDACTION });
