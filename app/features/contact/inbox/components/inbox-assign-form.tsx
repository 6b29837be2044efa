import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { InboxSubmission } from "#app/features/contact/inbox/inbox-schema.ts";
import type { StaffChoice } from "#app/features/contact/inbox/lead-work-schema.ts";

/**
 * Who works the message: a plain form (it works without JavaScript), posted to the screen's action
 * with intent "assign". The server checks that the person chosen works the inbox; the list here only offers them.
 */
export function InboxAssignForm({ submission, staff }: { submission: Pick<InboxSubmission, "id" | "name" | "assignee">; staff: readonly StaffChoice[] }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "assign" && navigation.formData.get("id") === submission.id;
  const selectId = `assignee-${submission.id}`;
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="id" value={submission.id} />
      <div className="grid gap-1.5">
        <Label htmlFor={selectId}>Assigned to</Label>
        <Select id={selectId} name="assigneeId" defaultValue={submission.assignee?.id ?? ""} className="h-9 min-w-48" key={submission.assignee?.id ?? ""}>
          <option value="">Nobody</option>
          {staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        Assign
      </Button>
    </Form>
  );
}
