import { useEffect } from "react";
import { useFetcher } from "react-router";
import { HEARTBEAT_MS, PRESENCE_PATH, type EditorPresence } from "./presence-schema.ts";

const NONE: Record<string, EditorPresence[]> = {};

/**
 * Who is editing which item, for a list's rows: read when the list shows and again every heartbeat
 * period while it stays open (one small read, not the whole list's loader), so a row says "… is editing"
 * within seconds of someone opening its editor.
 */
export function useEditorsByPage(): Record<string, EditorPresence[]> {
  const fetcher = useFetcher<{ editors: Record<string, EditorPresence[]> }>();
  const { load } = fetcher;
  useEffect(() => {
    void load(PRESENCE_PATH);
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void load(PRESENCE_PATH);
    }, HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [load]);
  return fetcher.data?.editors ?? NONE;
}
