import { env } from "#app/lib/env.server.ts";
import { textField } from "#app/lib/form.ts";
import { logger } from "#app/lib/logger.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { createContactSubmission } from "./contact.server.ts";
import { CONTACT_FAILURE, HONEYPOT_FIELD, RENDERED_AT_FIELD, parseContactForm, type ContactFieldErrors } from "./schema.ts";

export type SubmitContactResult =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactFieldErrors; httpStatus: 400 }
  | { status: "refused"; formError: string; httpStatus: 400 | 429 | 503 };

/**
 * The whole contact pipeline: spam traps, validation, the per-IP limit, then the insert (which
 * queues the notification). Invalid or refused input stores nothing.
 */
export async function submitContact(form: FormData, { ip, now = new Date() }: { ip: string; now?: Date }): Promise<SubmitContactResult> {
  const config = env();

  // A filled honeypot is a bot: it is told "sent" so it learns nothing, and nothing is stored.
  if (textField(form, HONEYPOT_FIELD) !== "") {
    logger.info({ ip }, "Contact form honeypot filled; submission dropped");
    return { status: "sent" };
  }

  const renderedAt = Number(textField(form, RENDERED_AT_FIELD));
  if (!Number.isFinite(renderedAt) || renderedAt <= 0 || now.getTime() - renderedAt < config.CONTACT_MIN_FILL_MS) {
    return {
      status: "refused",
      formError: "That was quicker than we expected. Please check your message and send it again.",
      httpStatus: 400,
    };
  }

  const parsed = parseContactForm(form);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, httpStatus: 400 };

  try {
    const limit = await consumeRateLimit(`contact:${ip}`, {
      limit: config.CONTACT_RATE_LIMIT,
      windowSeconds: config.CONTACT_RATE_WINDOW_SECONDS,
      now,
    });
    if (!limit.allowed) {
      const minutes = Math.ceil(limit.retryAfterSeconds / 60);
      return {
        status: "refused",
        formError: `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        httpStatus: 429,
      };
    }
    await createContactSubmission(parsed.value, { now });
    return { status: "sent" };
  } catch (error) {
    logger.error({ err: error }, "Contact submission could not be stored");
    return { status: "refused", formError: CONTACT_FAILURE, httpStatus: 503 };
  }
}
