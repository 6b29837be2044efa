import { UserPlus } from "lucide-react";
import { FormDialog } from "#app/components/form-dialog.tsx";
import type { SubscribersActionData } from "../schema.ts";
import { AddSubscriberForm } from "./add-subscriber-form.tsx";

export const ADD_SUBSCRIBER_DESCRIPTION = "Add someone who has agreed to receive your newsletter. They are active at once.";

/** What the last add attempt left for the form: its errors and values when it was refused. */
export function refusedAdd(result: SubscribersActionData | undefined) {
  return result && !result.ok && result.intent === "add" ? result : undefined;
}

/**
 * The Add Subscriber button and dialog. The button is a link to ?add=1, where the page shows the
 * form inline; with JavaScript the click opens the dialog instead.
 */
export function AddSubscriberDialog({ result }: { result: SubscribersActionData | undefined }) {
  const refused = refusedAdd(result);
  return (
    <FormDialog
      href="?add=1"
      trigger={
        <>
          <UserPlus aria-hidden /> Add Subscriber
        </>
      }
      title="Add Subscriber"
      description={ADD_SUBSCRIBER_DESCRIPTION}
      result={result}
      succeeded={Boolean(result?.ok && result.intent === "add")}
    >
      {(cancel) => <AddSubscriberForm idPrefix="add-dialog" serverErrors={refused?.fieldErrors} values={refused?.values} footer={cancel} />}
    </FormDialog>
  );
}
