import { ChevronDown } from "lucide-react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { isSubmissionStatus, STATUS_LABELS, SUBMISSION_STATUSES, type InboxSubmission } from "#app/features/contact/inbox/inbox-schema.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

interface InboxStatusDropdownProps {
  submission: Pick<InboxSubmission, "id" | "name" | "status">;
  /** The button's text: "Status" in a row, "Update Status" in the dialog. */
  label: string;
  /** Tells the row's and the dialog's fallback form for one message apart. */
  idPrefix: string;
}

/**
 * The status dropdown. With JavaScript a menu whose choice is posted at once (a menu, not a native
 * select, because a select sends a change for every arrow key and would post each status on the
 * way); without it a select and an Update button in a plain form.
 */
export function InboxStatusDropdown({ submission, label, idPrefix }: InboxStatusDropdownProps) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const pending = navigation.formData?.get("id") === submission.id ? navigation.formData.get("status") : null;
  const current = typeof pending === "string" ? pending : submission.status;

  if (!hydrated) return <StatusFallbackForm submission={submission} label={label} selectId={`${idPrefix}-status-${submission.id}`} />;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-busy={pending !== null || undefined}>
          {label}
          <span className="sr-only"> of the message from {submission.name}</span>
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Status</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(status) => {
            if (status !== current) void submit({ id: submission.id, status }, { method: "post", preventScrollReset: true });
          }}
        >
          {SUBMISSION_STATUSES.map((status) => (
            <DropdownMenuRadioItem key={status} value={status}>
              {STATUS_LABELS[status]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The same choice as a plain form: the action reads the same fields either way. */
function StatusFallbackForm({ submission, label, selectId }: { submission: InboxStatusDropdownProps["submission"]; label: string; selectId: string }) {
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="id" value={submission.id} />
      <Label htmlFor={selectId} className="sr-only">
        {label} of the message from {submission.name}
      </Label>
      <Select id={selectId} name="status" defaultValue={isSubmissionStatus(submission.status) ? submission.status : undefined} className="h-9 min-w-36">
        {SUBMISSION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="outline" size="sm">
        Update
      </Button>
    </Form>
  );
}
