import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { HEARTBEAT_MS, PRESENCE_PATH, type EditorPresence, type PresenceAnswer, type PresenceInput } from "./presence-schema.ts";

/**
 * Where this tab stands on the item: editing it; choosing (someone else was editing when it opened:
 * view read-only or take over); viewing read-only; or taken over by someone else (read-only, the
 * unsaved draft kept on screen for copying).
 */
type PresenceMode = "editing" | "choosing" | "viewing" | "taken-over";

export interface EditorPresenceState {
  mode: PresenceMode;
  editors: EditorPresence[];
  takenOverBy: string | null;
  busy: boolean;
  error: string | null;
  takeOver: () => void;
  viewReadOnly: () => void;
}

/**
 * The editor tab's side of "who is editing" (docs/decisions/049-presence-and-notes.md): one heartbeat
 * every HEARTBEAT_MS while the tab edits (a poll that writes nothing while it only views), one more when
 * the tab comes back into view, and a goodbye beacon when the page is hidden for good.
 */
export function useEditorPresence({ pageId, canWrite, initialEditors }: { pageId: string | null; canWrite: boolean; initialEditors: readonly EditorPresence[] }): EditorPresenceState {
  const [tabId] = useState(() => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : ""));
  const [mode, setMode] = useState<PresenceMode>(!canWrite ? "viewing" : initialEditors.length > 0 ? "choosing" : "editing");
  const [editors, setEditors] = useState<EditorPresence[]>([...initialEditors]);
  const [takenOverBy, setTakenOverBy] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { revalidate } = useRevalidator();
  // The timer and the goodbye read the mode as it is when they fire, not as it was when they were set.
  const modeRef = useRef(mode);
  useEffect(() => {
    modeRef.current = mode;
  }, [mode]);

  const send = useCallback(
    async (intent: PresenceInput["intent"]): Promise<PresenceAnswer | null> => {
      if (!pageId || !tabId) return null;
      try {
        const response = await fetch(PRESENCE_PATH, { method: "POST", body: new URLSearchParams({ intent, pageId, tabId }), headers: { Accept: "application/json" } });
        const answer = (await response.json().catch(() => null)) as (PresenceAnswer & { message?: string }) | null;
        if (!response.ok) {
          setError(answer?.message ?? "Could not reach the server to say you are editing.");
          return null;
        }
        setError(null);
        return answer;
      } catch {
        setError("Could not reach the server to say you are editing.");
        return null;
      }
    },
    [pageId, tabId],
  );

  const beat = useCallback(async () => {
    const current = modeRef.current;
    const answer = await send(current === "editing" ? "edit" : "watch");
    if (!answer) return;
    setEditors(answer.editors);
    if (answer.takenOverBy && modeRef.current === "editing") {
      setTakenOverBy(answer.takenOverBy);
      setMode("taken-over");
      // The bell (in the layout's data) has the take-over's notification now; the draft is kept (the editor is keyed by the item).
      void revalidate();
    }
  }, [send, revalidate]);

  useEffect(() => {
    if (!pageId) return;
    void beat();
    const timer = window.setInterval(() => void beat(), HEARTBEAT_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void beat();
    };
    // The goodbye: a beacon survives the page's unloading, and the row goes at once rather than going stale.
    const onHide = (event: PageTransitionEvent) => {
      if (event.persisted || modeRef.current !== "editing") return;
      navigator.sendBeacon(PRESENCE_PATH, new URLSearchParams({ intent: "leave", pageId, tabId }));
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("pagehide", onHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("pagehide", onHide);
      // Leaving the editor within the admin (client-side navigation) is a goodbye as well.
      if (modeRef.current === "editing") void send("leave");
    };
  }, [pageId, tabId, beat, send]);

  const takeOver = useCallback(() => {
    setBusy(true);
    void send("take-over").then((answer) => {
      setBusy(false);
      if (!answer) return;
      setEditors(answer.editors);
      setTakenOverBy(null);
      setMode("editing");
    });
  }, [send]);

  const viewReadOnly = useCallback(() => setMode("viewing"), []);

  return { mode, editors, takenOverBy, busy, error, takeOver, viewReadOnly };
}
