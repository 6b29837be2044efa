import { ADMIN_EMAIL_MESSAGES, emailField } from "#app/lib/email-field.ts";
import { textField } from "#app/lib/form.ts";
import { z } from "#app/lib/zod.ts";

/** The spec's messages (sections 5 and 8) for the Subscribers screen. */
export const DUPLICATE_SUBSCRIBER = "This email is already subscribed.";
const UNKNOWN_ACTION = "Unknown action. Please reload the page and try again.";

export const NAME_MAX_LENGTH = 100;
export const MAX_SUBSCRIBER_QUERY_LENGTH = 200;
export const SUBSCRIBER_LIST_SIZE = 50;

/** Stored as compared: trimmed and lower-cased, so the unique constraint catches "Ann@X.com" against "ann@x.com". */
const Email = emailField({ normalize: true, messages: ADMIN_EMAIL_MESSAGES });

/** Optional; a blank name is stored as null rather than "". */
const Name = (label: string) =>
  z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, `${label} must be ${NAME_MAX_LENGTH} characters or less.`)
    .transform((value) => value || null);

export const AddSubscriberInput = z.object({ email: Email, firstName: Name("First name"), lastName: Name("Last name") });
export type AddSubscriberInput = z.infer<typeof AddSubscriberInput>;

// An id longer than any we make names nobody: the same message as a missing one, not Zod's "Too big".
const SUBSCRIBER_MISSING = "The subscriber to delete is missing. Please reload the page.";

/** The Subscribers screen's two changes, told apart by the form's `intent` field. */
const SubscribersIntent = z.discriminatedUnion(
  "intent",
  [
    AddSubscriberInput.extend({ intent: z.literal("add") }),
    z.object({ intent: z.literal("delete"), id: z.string().trim().min(1, SUBSCRIBER_MISSING).max(200, SUBSCRIBER_MISSING) }),
  ],
  UNKNOWN_ACTION,
);
type SubscribersIntent = z.infer<typeof SubscribersIntent>;

type AddSubscriberField = "email" | "firstName" | "lastName";
export type AddSubscriberFieldErrors = Partial<Record<AddSubscriberField, string>>;
export type AddSubscriberValues = Record<AddSubscriberField, string>;

export type ParsedSubscribersForm =
  | { ok: true; value: SubscribersIntent }
  | { ok: false; intent: string; formError: string; fieldErrors: AddSubscriberFieldErrors; values: AddSubscriberValues };

/** Reads one submission of the Subscribers screen. */
export function parseSubscribersForm(form: FormData): ParsedSubscribersForm {
  const fields: Record<string, string> = {};
  for (const key of ["intent", "id", "email", "firstName", "lastName"]) fields[key] = textField(form, key);
  const result = SubscribersIntent.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    intent: fields.intent ?? "",
    formError: result.error.issues[0]?.message ?? UNKNOWN_ACTION,
    fieldErrors: fieldErrorsOf(result.error.issues),
    values: { email: fields.email ?? "", firstName: fields.firstName ?? "", lastName: fields.lastName ?? "" },
  };
}

/** The add form's check in the browser, with the same schema the server uses. */
export function validateAddSubscriber(values: AddSubscriberValues): AddSubscriberFieldErrors {
  const result = AddSubscriberInput.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): AddSubscriberFieldErrors {
  const errors: AddSubscriberFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "firstName" || field === "lastName") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** What the action answers, shown as a toast ("title: description", as the spec's catalogue writes it). */
export type SubscribersActionData =
  | { ok: true; intent: SubscribersIntent["intent"]; message: { title: string; description?: string } }
  | {
      ok: false;
      intent: string;
      message: { title: string; description?: string };
      fieldErrors?: AddSubscriberFieldErrors;
      /** What the add form held, so it can be shown again (without JavaScript the page is new). */
      values?: AddSubscriberValues;
    };
