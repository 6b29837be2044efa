import { useCallback, useEffect } from "react";
import { useBlocker, type BlockerFunction } from "react-router";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";

/**
 * Asks before unsaved changes are lost: an in-app link, back or forward asks in a dialog; closing
 * or reloading the tab gets the browser's own question. Staying on the same path (a notice taken
 * out of the query string) is never blocked, and neither is the redirect after a save.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
    [when],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  return (
    // Open while a navigation waits; each button (and Escape) settles it (no onOpenChange: after
    // Leave, a late "closed" must not reset the navigation that is already under way).
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title="Discard unsaved changes?"
      description="You have changes to this page that are not saved. If you leave now, they will be lost."
      cancelLabel="Stay"
      onCancel={() => blocker.reset?.()}
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
