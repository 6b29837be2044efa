import { CalendarClock, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useAdminTimeZone } from "#app/components/admin/admin-time-zone.tsx";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { localToUtc, utcToLocal, zoneTimeName } from "#app/lib/time-zone.ts";
import { SCHEDULE_ACTIONS, type PageScheduleSummary, type ScheduleAction } from "#app/features/pages/publishing/page-publishing-schema.ts";
import { PublishingPopover } from "./publishing-popover.tsx";
import { usePublishingAction } from "./use-publishing-action.ts";
import { useEditorWords } from "#app/features/pages/editor/components/editor-words.ts";
import { SCHEDULE_WORDS, usePlaceholderConfirm } from "#app/features/pages/editor/components/placeholder-publish-check.tsx";
import type { PlaceholderSection } from "#app/sections/placeholders.ts";

interface SchedulePanelProps {
  pageId: string;
  schedules: readonly PageScheduleSummary[];
  /** True while the editor holds changes that are not saved: they are not what a schedule publishes. */
  dirty: boolean;
  readOnly: boolean;
  /** The sections of the page as last saved (what a scheduled publish publishes) still holding their placeholder text. */
  placeholders: readonly PlaceholderSection[];
}

const WORDS = {
  publish: { title: "Publish", pending: "Publishes", button: "Schedule publish" },
  unpublish: { title: "Unpublish", pending: "Unpublishes", button: "Schedule unpublish" },
} as const;

/**
 * Scheduled publish and unpublish, a panel of the publishing bar: pick a date and time in your time
 * zone (your own, or the site's), change or cancel it. The bar's button shows a dot while either is scheduled.
 */
export function SchedulePanel({ pageId, schedules, dirty, readOnly, placeholders }: SchedulePanelProps) {
  const words = useEditorWords();
  return (
    <PublishingPopover
      label="Schedule"
      icon={CalendarClock}
      title="Schedule"
      description={`At the time you pick, the ${words.itemLower} as last saved then is published or unpublished. Changes that are not saved by then are not included.`}
      pending={schedules.length > 0 ? schedules.map((s) => `${WORDS[s.action].title} scheduled.`).join(" ") : null}
    >
      {dirty && !readOnly ? (
        <p role="note" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-2 text-sm">
          You have unsaved changes. Save the {words.itemLower} for them to be part of a scheduled publish.
        </p>
      ) : null}
      {SCHEDULE_ACTIONS.map((action) => (
        <ScheduleRow
          key={action}
          pageId={pageId}
          action={action}
          schedule={schedules.find((s) => s.action === action)}
          readOnly={readOnly}
          placeholders={action === "publish" ? placeholders : []}
        />
      ))}
    </PublishingPopover>
  );
}

interface ScheduleRowProps {
  pageId: string;
  action: ScheduleAction;
  schedule?: PageScheduleSummary;
  readOnly: boolean;
  /** Asked about before a scheduled publish, as the Published switch asks before a save. */
  placeholders: readonly PlaceholderSection[];
}

function ScheduleRow({ pageId, action, schedule, readOnly, placeholders }: ScheduleRowProps) {
  const words = WORDS[action];
  const { post, busy } = usePublishingAction();
  const placeholderCheck = usePlaceholderConfirm(SCHEDULE_WORDS);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = `schedule-${action}`;
  // The picker reads and shows times in the person's effective zone, never the browser's own: the
  // server converts the picked time in that same zone (docs/decisions/040-time-zones.md).
  const zone = useAdminTimeZone();

  function submit() {
    const when = localToUtc(value, zone);
    if (!when) return setError("Choose a date and time.");
    if (Date.parse(when.iso) <= Date.now()) return setError("Choose a time in the future.");
    setError(null);
    placeholderCheck.confirm(placeholders, () => {
      post({ intent: "schedule", pageId, action, at: value, timeZone: zone });
      setEditing(false);
    });
  }

  function toggleChange() {
    // A change starts from the time already set, as this person's zone shows it.
    if (!editing && schedule) setValue(utcToLocal(schedule.runAt, zone));
    setEditing(!editing);
  }

  const showForm = !readOnly && (!schedule || editing);
  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-2">
      {placeholderCheck.dialog}
      <h3 id={`${inputId}-title`} className="flex items-center gap-2 text-sm font-medium">
        {words.title}
        {schedule ? <Badge variant="secondary">Scheduled</Badge> : null}
      </h3>
      {schedule ? (
        <div className="space-y-2 text-sm">
          <p>
            {words.pending} <LocalDateTime iso={schedule.runAt} className="font-medium" />
            {schedule.createdByEmail ? <span className="block text-muted-foreground">Set by {schedule.createdByEmail}</span> : null}
          </p>
          {readOnly ? null : (
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={toggleChange} aria-expanded={editing}>
                Change
              </Button>
              <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => post({ intent: "cancel-schedule", pageId, action })}>
                <X aria-hidden />
                Cancel {action}
              </Button>
            </div>
          )}
        </div>
      ) : readOnly ? (
        <p className="text-sm text-muted-foreground">Not scheduled.</p>
      ) : null}
      {showForm ? (
        <div className="space-y-2">
          <Label htmlFor={inputId}>
            {words.title} on <span className="font-normal text-muted-foreground">({zoneTimeName(zone)})</span>
          </Label>
          <Input
            id={inputId}
            type="datetime-local"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${error ? `${inputId}-error ` : ""}${inputId}-zone`}
            onChange={(event) => setValue(event.target.value)}
          />
          <p id={`${inputId}-zone`} className="text-xs text-muted-foreground">
            Your time zone is {zone}.{" "}
            <Link to="/admin/account" className="underline underline-offset-2 hover:text-foreground">
              Change it
            </Link>
          </p>
          <Button type="button" size="sm" className="w-full" disabled={busy} onClick={submit}>
            {words.button}
          </Button>
          {error ? (
            <p id={`${inputId}-error`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
