import { data } from "react-router";
import { readFormData } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { splitMessage } from "#app/lib/toast-messages.ts";
import { parseSubscribersForm, type SubscribersActionData } from "./schema.ts";
import { addSubscriber, deleteSubscriber, SubscriberError } from "./subscribers.server.ts";

const UNEXPECTED = "Something went wrong. Please try again later.";

/**
 * Add Subscriber and Delete, after the route has checked "subscribers:write". Bad input and
 * refusals answer 4xx with the spec's messages; only real failures are 5xx.
 */
export async function handleSubscribersAction(request: Request, actor: SessionUser) {
  const read = await readFormData(request);
  if (!read.ok) return data<SubscribersActionData>({ ok: false, intent: "", message: { title: "Error", description: read.formError } }, { status: read.status });

  const parsed = parseSubscribersForm(read.form);
  if (!parsed.ok) {
    const message = parsed.intent === "delete" ? deleteFailed(parsed.formError) : splitMessage(parsed.formError);
    return data<SubscribersActionData>(
      { ok: false, intent: parsed.intent, message, fieldErrors: parsed.fieldErrors, values: parsed.intent === "add" ? parsed.values : undefined },
      { status: 400 },
    );
  }

  const input = parsed.value;
  try {
    if (input.intent === "add") {
      const added = await addSubscriber(input, actor);
      return data<SubscribersActionData>({ ok: true, intent: "add", message: { title: "Subscriber added", description: `${added.email} is now on the list.` } });
    }
    const deleted = await deleteSubscriber(input.id, actor);
    return data<SubscribersActionData>({ ok: true, intent: "delete", message: { title: "Subscriber deleted", description: `${deleted.email} has been removed from the list.` } });
  } catch (error) {
    const known = error instanceof SubscriberError;
    if (!known) logger.error({ err: error, intent: input.intent }, "Subscribers action failed");
    const reason = known ? error.message : UNEXPECTED;
    if (input.intent === "delete") return data<SubscribersActionData>({ ok: false, intent: "delete", message: deleteFailed(reason) }, { status: known ? error.status : 500 });
    return data<SubscribersActionData>(
      {
        ok: false,
        intent: "add",
        // The spec's duplicate message on its own (section 8); any other failure under a title.
        message: known ? { title: reason } : { title: "Could not add subscriber", description: reason },
        fieldErrors: known ? { email: reason } : undefined,
        values: { email: input.email, firstName: input.firstName ?? "", lastName: input.lastName ?? "" },
      },
      { status: known ? error.status : 500 },
    );
  }
}

function deleteFailed(reason: string) {
  return { title: "Failed to delete subscriber", description: reason };
}
