import { CONTACT_NOTIFY_JOB, sendContactNotification } from "#app/features/contact/contact.server.ts";
import { registerJobHandler } from "./jobs.server.ts";

/** Every job type the worker knows, registered once at start. */
export function registerJobHandlers(): void {
  registerJobHandler(CONTACT_NOTIFY_JOB, (payload) => sendContactNotification(payload));
}
