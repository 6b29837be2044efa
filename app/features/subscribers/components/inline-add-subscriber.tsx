import { InlineFormCard } from "#app/components/form-dialog.tsx";
import type { SubscribersActionData } from "../schema.ts";
import { ADD_SUBSCRIBER_DESCRIPTION, refusedAdd } from "./add-subscriber-dialog.tsx";
import { AddSubscriberForm } from "./add-subscriber-form.tsx";

/** The add form on the page itself, for /admin/subscribers?add=1: how Add Subscriber works without JavaScript. */
export function InlineAddSubscriber({ result }: { result: SubscribersActionData | undefined }) {
  const refused = refusedAdd(result);
  return (
    <InlineFormCard title="Add Subscriber" description={ADD_SUBSCRIBER_DESCRIPTION} cancelHref="/admin/subscribers">
      {(cancel) => <AddSubscriberForm idPrefix="add-inline" serverErrors={refused?.fieldErrors} values={refused?.values} footer={cancel} />}
    </InlineFormCard>
  );
}
