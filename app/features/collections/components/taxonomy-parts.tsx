import { ArrowLeft, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { ActionFeedback, type ActionResult } from "#app/components/action-feedback.tsx";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { COLLECTIONS } from "../collections.ts";

/** What the Topics and Authors screens share: their heading, a card's heading with its Delete, the Add button. */

/** Back to Insights, the screen's title and what it is for. */
export function TaxonomyScreenHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="space-y-2">
      <Link to={COLLECTIONS.insights.adminPath} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> Insights
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{intro}</p>
    </header>
  );
}

/** A topic's or author's card heading: its name, a line under it, and (for writers) Delete in every language, confirmed first. */
export function GroupCardHeader({
  name,
  note,
  kind,
  consequence,
  canWrite,
  deletion: fields,
}: {
  name: string;
  note?: ReactNode;
  kind: "Topic" | "Author";
  consequence: string;
  canWrite: boolean;
  /** The form that deletes the group. */
  deletion: Record<string, string>;
}) {
  const deletion = useFetcher<ActionResult>();
  return (
    <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
      <div>
        <CardTitle className="text-base">{name}</CardTitle>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      {canWrite ? (
        <>
          <ConfirmDialog
            trigger={
              <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={deletion.state !== "idle"}>
                <Trash2 aria-hidden /> Delete {kind}
                <span className="sr-only"> {name}</span>
              </Button>
            }
            title={`Delete ${kind}`}
            description={`Delete "${name}" in every language? ${consequence}`}
            confirmLabel="Delete"
            destructive
            onConfirm={() => void deletion.submit(fields, { method: "post" })}
          />
          <ActionFeedback result={deletion.data} />
        </>
      ) : null}
    </CardHeader>
  );
}

/** An Add form's button and its outcome. */
export function AddButton({ label, busy, result }: { label: string; busy: boolean; result: ActionResult | undefined }) {
  return (
    <>
      <Button type="submit" disabled={busy}>
        <Plus aria-hidden /> {busy ? "Adding..." : label}
      </Button>
      <ActionFeedback result={result} />
    </>
  );
}
