import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { DeleteConfirmation } from "#app/components/admin/delete-confirmation.tsx";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TableCell, TableHead } from "#app/components/ui/table.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import type { BulkActionData } from "../bulk-schema.ts";

/**
 * The lists' bulk actions (docs/decisions/039-collections.md, "As built: admin lists"): a checkbox per
 * row and "select all on this page" in the table, the actions in a form above it. The checkboxes
 * belong to that form through their `form` attribute (the rows hold forms of their own, which cannot
 * nest), so without JavaScript the browser sends the ticked rows with the button pressed.
 */
const BULK_FORM_ID = "bulk-actions";

const NONE: ReadonlySet<string> = new Set();

/**
 * The ticked rows of the list on screen. A ticking belongs to the rows it was made on and to the
 * list's last successful action: other rows (another page of the list) or a new success (the rows
 * changed) start from none.
 */
export function useBulkSelection(ids: readonly string[], result: { ok: boolean } | undefined) {
  const key = ids.join(",");
  const after = result?.ok ? result : undefined;
  const [state, setState] = useState<{ key: string; after: unknown; ids: ReadonlySet<string> }>({ key, after, ids: NONE });
  const selected = state.key === key && state.after === after ? state.ids : NONE;
  const change = (next: ReadonlySet<string>) => setState({ key, after, ids: next });
  return {
    selected,
    toggle: (id: string, on: boolean) => {
      const next = new Set(selected);
      if (on) next.add(id);
      else next.delete(id);
      change(next);
    },
    toggleAll: (on: boolean) => change(on ? new Set(ids) : NONE),
  };
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;

export function SelectAllHead({ selection, count }: { selection: BulkSelection; count: number }) {
  const all = count > 0 && selection.selected.size === count;
  return (
    <TableHead kind="select" className="w-10">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        aria-label="Select all on this page"
        checked={all}
        ref={(box) => {
          if (box) box.indeterminate = selection.selected.size > 0 && !all;
        }}
        onChange={(event) => selection.toggleAll(event.currentTarget.checked)}
      />
    </TableHead>
  );
}

export function SelectRowCell({ selection, id, title }: { selection: BulkSelection; id: string; title: string }) {
  return (
    <TableCell kind="select" className="w-10">
      <input
        type="checkbox"
        form={BULK_FORM_ID}
        name="ids"
        value={id}
        className="size-4 accent-primary"
        aria-label={`Select ${title}`}
        checked={selection.selected.has(id)}
        onChange={(event) => selection.toggle(id, event.currentTarget.checked)}
      />
    </TableCell>
  );
}

interface BulkActionsBarProps {
  selection: BulkSelection;
  /** The rows' words: ["page", "pages"]. */
  nouns: [string, string];
  /** Add topic's choices (a collection with topics), else none. */
  topics?: readonly { key: string; name: string }[];
}

export function BulkActionsBar({ selection, nouns, topics }: BulkActionsBarProps) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const busy = useNavigation().state === "submitting";
  const [confirming, setConfirming] = useState(false);
  const count = selection.selected.size;
  const none = hydrated && count === 0;

  return (
    <Form id={BULK_FORM_ID} method="post" className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 p-2" aria-label="Bulk actions">
      <p className="px-1 text-sm text-muted-foreground" aria-live="polite">
        {hydrated ? `${count} ${count === 1 ? nouns[0] : nouns[1]} selected` : `Tick ${nouns[1]}, then:`}
      </p>
      <Button type="submit" name="intent" value="bulk-publish" size="sm" variant="outline" disabled={none || busy}>
        Publish
      </Button>
      <Button type="submit" name="intent" value="bulk-unpublish" size="sm" variant="outline" disabled={none || busy}>
        Unpublish
      </Button>
      {topics && topics.length > 0 ? (
        <span className="flex items-center gap-1">
          <Label htmlFor="bulk-topic" className="sr-only">
            Topic to add
          </Label>
          <Select id="bulk-topic" name="topic" className="h-9 min-w-36">
            {topics.map((topic) => (
              <option key={topic.key} value={topic.key}>
                {topic.name}
              </option>
            ))}
          </Select>
          <Button type="submit" name="intent" value="bulk-add-topic" size="sm" variant="outline" disabled={none || busy}>
            Add topic
          </Button>
        </span>
      ) : null}
      <Button
        type="submit"
        name="intent"
        value="bulk-delete"
        size="sm"
        variant="outline"
        className="text-destructive hover:text-destructive"
        disabled={none || busy}
        onClick={(event) => {
          // With JavaScript the dialog asks; without it the server's answer asks on the page (BulkDeleteConfirmation).
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <Trash2 aria-hidden /> Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${count} ${count === 1 ? nouns[0] : nouns[1]}?`}
        description="Are you sure? This action cannot be undone. A website page, or a page that still has translations, is skipped."
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          const form = document.getElementById(BULK_FORM_ID);
          if (!(form instanceof HTMLFormElement)) return;
          const fields = new FormData(form);
          fields.set("intent", "bulk-delete");
          fields.set("confirm", "yes");
          void submit(fields, { method: "post" });
        }}
      />
    </Form>
  );
}

/** Without JavaScript, a bulk Delete's question on the page itself, naming the rows, with the form that confirms it. */
export function BulkDeleteConfirmation({ confirm, cancelHref }: { confirm: NonNullable<BulkActionData["confirmDelete"]>; cancelHref: string }) {
  return (
    <DeleteConfirmation
      headingId="bulk-delete-question"
      title={`Delete ${confirm.ids.length === 1 ? "this row" : `these ${confirm.ids.length} rows`}? This action cannot be undone.`}
      message={
        <ul className="list-disc ps-6">
          {confirm.titles.map((title, index) => (
            <li key={confirm.ids[index]}>{title}</li>
          ))}
        </ul>
      }
      fields={[["intent", "bulk-delete"], ["confirm", "yes"], ...confirm.ids.map((id) => ["ids", id] as const)]}
      cancelHref={cancelHref}
    />
  );
}
