import { Form, useLocation, useNavigation } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { listSearch } from "#app/features/contact/inbox/inbox-schema.ts";
import { NOTE_MAX_LENGTH, type InboxNote } from "#app/features/contact/inbox/lead-work-schema.ts";

/**
 * The team's internal notes on a message, oldest first, each with its author and time (in the
 * reader's time zone), and a form to add one. Shown only to roles that may read them (decision 047).
 */
export function InboxNotes({ submissionId, notes }: { submissionId: string; notes: readonly InboxNote[] }) {
  const { search } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.formAction?.startsWith("/admin/contact-submissions/notes") === true;
  const headingId = `notes-${submissionId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t pt-4">
      <h3 id={headingId} className="text-sm font-medium text-muted-foreground">
        Internal notes
      </h3>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet. Only the team sees notes, never the sender.</p>
      ) : (
        <ol className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border bg-muted/40 p-3 text-sm">
              <p className="text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{note.authorName}</span> · <LocalDateTime iso={note.createdAt} />
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      {/* The list's query goes along, so the action brings the reader back to the same list with the message open. */}
      <Form method="post" action={`/admin/contact-submissions/notes${listSearch(search)}`} preventScrollReset className="space-y-2" key={notes.length}>
        <input type="hidden" name="id" value={submissionId} />
        <Label htmlFor={`note-body-${submissionId}`}>Add a note</Label>
        <Textarea id={`note-body-${submissionId}`} name="body" required maxLength={NOTE_MAX_LENGTH} rows={3} />
        <Button type="submit" size="sm" disabled={busy}>
          Add Note
        </Button>
      </Form>
    </section>
  );
}
