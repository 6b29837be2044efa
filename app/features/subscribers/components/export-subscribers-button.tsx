import { useEffect, useRef, type FormEvent } from "react";
import { toast } from "sonner";
import { ExportCsvForm } from "#app/components/admin/export-csv-form.tsx";
import { FLASHES } from "#app/lib/toast-messages.ts";
import { clearExportStartedCookie, EXPORT_TOKEN_PARAM, exportHasStarted } from "../export-started.ts";

const WATCH_EVERY_MS = 200;
const WATCH_FOR_MS = 120_000;

interface ExportSubscribersButtonProps {
  /** How many subscribers the export will hold (the search's matches when one is active). */
  total: number;
  /** A search counted up to a cap: there are more than `total`, and the export holds them all. */
  more: boolean;
  query: string;
  /** The language filter in force (a tag), null for all. */
  language: string | null;
}

/**
 * Export CSV: a form posting to the streamed download, so it works without JavaScript (an empty
 * export then comes back to the list with the spec's message). With JavaScript an empty list says so
 * at once, and "Export complete" shows when the download has really started (see export-started.ts).
 * With a search or a language active the export holds its matches, and the button says so.
 */
export function ExportSubscribersButton({ total, more, query, language }: ExportSubscribersButtonProps) {
  const howMany = `${total}${more ? "+" : ""}`;
  const watch = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(watch.current), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (total === 0) {
      event.preventDefault();
      const empty = FLASHES["no-subscribers-to-export"];
      toast.error(empty.title, { description: empty.description });
      return;
    }
    // The browser submits the form itself (the download); this export's token goes with it.
    const fresh = randomToken();
    (event.currentTarget.elements.namedItem(EXPORT_TOKEN_PARAM) as HTMLInputElement).value = fresh;

    clearInterval(watch.current);
    const started = Date.now();
    watch.current = setInterval(() => {
      if (exportHasStarted(document.cookie, fresh)) {
        document.cookie = clearExportStartedCookie(window.location.protocol === "https:");
        toast.success("Export complete", { description: `${howMany} ${total === 1 && !more ? "subscriber" : "subscribers"} exported to subscribers.csv.` });
      } else if (Date.now() - started < WATCH_FOR_MS) {
        return;
      }
      clearInterval(watch.current);
    }, WATCH_EVERY_MS);
  }

  return (
    <ExportCsvForm
      action="/admin/subscribers/export"
      fields={{ q: query, ...(language ? { language } : {}), [EXPORT_TOKEN_PARAM]: "" }}
      onSubmit={onSubmit}
      title={query || language ? `Exports the ${howMany} subscribers matching the search and language` : undefined}
    >
      {query || language ? <span className="font-normal text-muted-foreground">({howMany} matching)</span> : null}
    </ExportCsvForm>
  );
}

/** A token for this one export; getRandomValues works on plain http too, unlike randomUUID. */
function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
