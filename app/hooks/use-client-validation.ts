import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { splitMessage } from "#app/lib/toast-messages.ts";

/**
 * Checks a form in the browser before it is sent: the first problem is shown as a toast and the
 * post is stopped. A form that passes is judged by the server, whose errors then show instead.
 * `validate` returns messages by field name, in the order the fields appear.
 */
export function useClientValidation<E extends Partial<Record<string, string>>>(validate: (form: FormData) => E, serverErrors: E | undefined) {
  const [clientErrors, setClientErrors] = useState<E | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validate(new FormData(event.currentTarget));
    const first = Object.values(found).find((message): message is string => Boolean(message));
    setClientErrors(first ? found : null);
    if (!first) return;
    event.preventDefault();
    const { title, description } = splitMessage(first);
    toast.error(title, { description });
  }

  return { errors: clientErrors ?? serverErrors ?? ({} as E), onSubmit };
}
