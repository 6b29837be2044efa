import { CheckCircle2, MessageSquare, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { NOTES_PATH, type MentionableStaff, type NoteActionData, type NoteReply, type NoteThread } from "../notes-schema.ts";
import { MentionTextarea } from "./mention-textarea.tsx";

interface NotesPanelProps {
  pageId: string;
  threads: readonly NoteThread[];
  staff: readonly MentionableStaff[];
  /** The item's sections as the editor names them, for "About"; empty for HTML content. */
  sections: readonly { id: string; label: string }[];
  item: string;
}

/**
 * Staff notes on the item (docs/decisions/049-presence-and-notes.md): threads about the whole item or
 * one section, replies, Resolve and Reopen, @mentions. Notes are saved on their own, never with the
 * item: they change no version, no revision and never reach the public page.
 */
export function NotesPanel({ pageId, threads, staff, sections, item }: NotesPanelProps) {
  const open = threads.filter((thread) => !thread.resolvedAt);
  const resolved = threads.filter((thread) => thread.resolvedAt);
  const sectionLabel = (id: string | null) => sections.find((section) => section.id === id)?.label ?? (id ? "A removed section" : null);
  return (
    <Card id="notes" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MessageSquare className="size-5" aria-hidden />
          Notes
          {open.length > 0 ? <span className="rounded-full bg-muted px-2 text-sm font-normal">{open.length} open</span> : null}
        </CardTitle>
        <CardDescription>For the team only: notes never appear on the {item.toLowerCase()}. Type @ to mention someone; they are told.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <NewThreadForm pageId={pageId} staff={staff} sections={sections} item={item} />
        {open.length === 0 && resolved.length === 0 ? <p className="text-sm text-muted-foreground">No notes yet.</p> : null}
        <ul className="space-y-3">
          {open.map((thread) => (
            <li key={thread.id}>
              <Thread thread={thread} staff={staff} about={sectionLabel(thread.sectionId)} />
            </li>
          ))}
        </ul>
        {resolved.length > 0 ? (
          <details className="rounded-md border p-3 text-sm">
            <summary className="cursor-pointer font-medium">Resolved ({resolved.length})</summary>
            <ul className="mt-3 space-y-3">
              {resolved.map((thread) => (
                <li key={thread.id}>
                  <Thread thread={thread} staff={staff} about={sectionLabel(thread.sectionId)} />
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * A form posted through a fetcher (`key` shares it with whoever else follows it), emptied once the
 * server took it and kept when refused, with the refusal shown under it.
 */
function useNoteForm(key: string) {
  const fetcher = useFetcher<NoteActionData>({ key });
  const [body, setBody] = useState("");
  const answer = useNewAnswer(fetcher);
  if (answer?.ok && body !== "") setBody("");
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return { fetcher, body, setBody, busy: fetcher.state !== "idle", error };
}

/** The fetcher's answer on the render it arrives in, once (null on every other render). */
function useNewAnswer(fetcher: { state: string; data?: NoteActionData }): NoteActionData | null {
  const [seen, setSeen] = useState(fetcher.data);
  if (fetcher.state !== "idle" || fetcher.data === seen) return null;
  setSeen(fetcher.data);
  return fetcher.data ?? null;
}

function NewThreadForm({ pageId, staff, sections, item }: Omit<NotesPanelProps, "threads">) {
  const { fetcher, body, setBody, busy, error } = useNoteForm(`note-add-${pageId}`);
  return (
    <fetcher.Form method="post" action={NOTES_PATH} className="space-y-2">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="pageId" value={pageId} />
      <MentionTextarea staff={staff} name="body" label="New note" placeholder="Write a note for the team…" value={body} onChange={setBody} />
      <div className="flex flex-wrap items-center gap-2">
        {sections.length > 0 ? (
          <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
            <span className="shrink-0 text-muted-foreground">About</span>
            <Select name="sectionId" defaultValue="" className="h-9 min-w-0 flex-1">
              <option value="">The whole {item.toLowerCase()}</option>
              {sections.map((section, index) => (
                <option key={section.id} value={section.id}>
                  {index + 1}. {section.label}
                </option>
              ))}
            </Select>
          </label>
        ) : null}
        <Button type="submit" size="sm" disabled={busy || body.trim() === ""} className="ms-auto">
          {busy ? "Adding..." : "Add Note"}
        </Button>
      </div>
      {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
    </fetcher.Form>
  );
}

function Thread({ thread, staff, about }: { thread: NoteThread; staff: readonly MentionableStaff[]; about: string | null }) {
  const [replying, setReplying] = useState(false);
  const resolve = useFetcher<NoteActionData>();
  // The reply form closes once its reply was taken.
  if (useNewAnswer(useFetcher<NoteActionData>({ key: replyKey(thread.id) }))?.ok && replying) setReplying(false);
  const resolvedNow = thread.resolvedAt !== null;
  return (
    <article className="space-y-3 rounded-md border bg-background p-3 text-sm" data-testid="note-thread">
      {about ? <p className="text-xs font-medium text-muted-foreground">On: {about}</p> : null}
      <Note note={thread} />
      {thread.replies.map((reply) => (
        <div key={reply.id} className="border-s-2 ps-3">
          <Note note={reply} />
        </div>
      ))}
      {resolvedNow ? (
        <p className="text-xs text-muted-foreground">
          Resolved by {thread.resolvedBy} on <LocalDateTime iso={thread.resolvedAt!} />
        </p>
      ) : null}
      {replying ? <ReplyForm threadId={thread.id} staff={staff} onDone={() => setReplying(false)} /> : null}
      <div className="flex flex-wrap gap-2">
        {!replying ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setReplying(true)}>
            Reply
          </Button>
        ) : null}
        <resolve.Form method="post" action={NOTES_PATH}>
          <input type="hidden" name="intent" value={resolvedNow ? "reopen" : "resolve"} />
          <input type="hidden" name="threadId" value={thread.id} />
          <Button type="submit" variant="ghost" size="sm" disabled={resolve.state !== "idle"}>
            {resolvedNow ? <RotateCcw className="size-4" aria-hidden /> : <CheckCircle2 className="size-4" aria-hidden />}
            {resolvedNow ? "Reopen" : "Resolve"}
          </Button>
        </resolve.Form>
      </div>
      {resolve.data && !resolve.data.ok ? <p role="alert" className="text-destructive">{resolve.data.message}</p> : null}
    </article>
  );
}

function Note({ note }: { note: NoteReply }) {
  return (
    <div className="space-y-1">
      <p className="text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{note.authorName}</span> · <LocalDateTime iso={note.createdAt} />
      </p>
      <p className="break-words whitespace-pre-wrap">{note.body}</p>
    </div>
  );
}

const replyKey = (threadId: string) => `note-reply-${threadId}`;

function ReplyForm({ threadId, staff, onDone }: { threadId: string; staff: readonly MentionableStaff[]; onDone: () => void }) {
  const { fetcher, body, setBody, busy, error } = useNoteForm(replyKey(threadId));
  return (
    <fetcher.Form method="post" action={NOTES_PATH} className="space-y-2">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="threadId" value={threadId} />
      <MentionTextarea staff={staff} name="body" label="Reply" placeholder="Reply…" value={body} onChange={setBody} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy || body.trim() === ""}>
          {busy ? "Sending..." : "Send Reply"}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
    </fetcher.Form>
  );
}
