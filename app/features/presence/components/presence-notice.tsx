import { Eye, UserRoundPen } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { editingSentence } from "../presence-schema.ts";
import type { EditorPresenceState } from "../use-editor-presence.ts";
import { PresenceAvatar } from "./presence-avatars.tsx";

/**
 * What the editor says about the others on this item, and the choice it offers: view read-only or
 * Take Over when someone else is editing, a clear notice when this tab was taken over, Edit when the
 * others have gone. Nothing when this tab edits alone.
 */
export function PresenceNotice({ presence, canWrite, item }: { presence: EditorPresenceState; canWrite: boolean; item: string }) {
  const { mode, editors, takenOverBy, busy, error } = presence;
  const lower = item.toLowerCase();
  const others = editors.length > 0;
  if (mode === "viewing" && !others && !canWrite) return null;
  if (mode === "editing" && !others) return error ? <p className="text-sm text-destructive">{error}</p> : null;

  const takeOver = canWrite ? (
    <Button type="button" size="sm" onClick={presence.takeOver} disabled={busy}>
      <UserRoundPen className="size-4" aria-hidden />
      {busy ? "Taking Over..." : mode === "viewing" && !others ? "Edit" : "Take Over"}
    </Button>
  ) : null;

  const explanation =
    mode === "choosing"
      ? `Two people editing at once would lose each other's changes. View the ${lower} read-only, or take over: their editor turns read-only and keeps their unsaved text for them to copy.`
      : mode === "editing"
        ? "You both opened it at once. Whoever saves second will be asked to reload; take over to be the only editor."
        : canWrite
          ? `You are viewing this ${lower} read-only.${others ? "" : " Nobody else is editing it now."}`
          : null;

  if (mode === "taken-over") {
    return (
      <section role="alert" className="flex flex-wrap items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm" data-testid="presence-notice">
        <PresenceAvatar name={takenOverBy ?? "?"} />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold">{takenOverBy} took over this {lower}.</p>
          <p>Your editor is read-only now. What you had not saved is still on screen: copy it before you leave.</p>
        </div>
        {takeOver}
      </section>
    );
  }

  return (
    <section aria-live="polite" className="flex flex-wrap items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50" data-testid="presence-notice">
      {others ? (
        <span className="flex -space-x-2" aria-hidden>
          {editors.slice(0, 3).map((editor) => (
            <PresenceAvatar key={editor.userId} name={editor.name} />
          ))}
        </span>
      ) : (
        <Eye className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        {others ? (
          <p className="font-semibold">
            {mode === "editing" ? `${editingSentence(editors)} too` : editingSentence(editors)}
            <span className="font-normal"> (since <LocalDateTime iso={editors[0]!.since} />)</span>
          </p>
        ) : null}
        {explanation ? <p>{explanation}</p> : null}
        {error ? <p className="text-destructive">{error}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {mode === "choosing" ? (
          <Button type="button" size="sm" variant="outline" onClick={presence.viewReadOnly}>
            <Eye className="size-4" aria-hidden />
            View Read-Only
          </Button>
        ) : null}
        {takeOver}
      </div>
    </section>
  );
}
