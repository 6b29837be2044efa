import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { SubscribersActionData } from "../schema.ts";
import { ADD_SUBSCRIBER_DESCRIPTION, refusedAdd } from "./add-subscriber-dialog.tsx";
import { AddSubscriberForm } from "./add-subscriber-form.tsx";

/** The add form on the page itself, for /admin/subscribers?add=1: how Add Subscriber works without JavaScript. */
export function InlineAddSubscriber({ result }: { result: SubscribersActionData | undefined }) {
  const refused = refusedAdd(result);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Add Subscriber</CardTitle>
        <CardDescription>{ADD_SUBSCRIBER_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent>
        <AddSubscriberForm
          idPrefix="add-inline"
          serverErrors={refused?.fieldErrors}
          values={refused?.values}
          footer={
            <Button asChild variant="outline">
              <Link to="/admin/subscribers">Cancel</Link>
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
