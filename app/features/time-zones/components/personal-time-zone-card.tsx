import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { TimeZoneInput } from "#app/components/admin/fields/time-zone-input.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { formatInZone } from "#app/lib/time-zone.ts";
import { TIME_ZONE_FORM, TIME_ZONE_INTENT, type TimeZoneActionData } from "../schema.ts";
import type { TimeZones } from "../time-zones.server.ts";

interface PersonalTimeZoneCardProps {
  zones: TimeZones;
  /** The zones to choose from (the server's list). */
  choices: readonly string[];
  /** The loader's clock, so the example time is the same in the server's HTML and the browser's. */
  now: string;
  result: TimeZoneActionData | undefined;
}

/** The signed-in person's own time zone, or the site's (every account's start). */
export function PersonalTimeZoneCard({ zones, choices, now, result }: PersonalTimeZoneCardProps) {
  const busy = useNavigation().state === "submitting";
  const [choice, setChoice] = useState<"site" | "own">(zones.personal ? "own" : "site");
  const [zone, setZone] = useState(zones.personal ?? "");
  // The device's zone is a handy suggestion, known only in the browser: offered after hydration.
  const hydrated = useHydrated();
  const device = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : null;
  const error = result && !result.ok ? result.error : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Time Zone</CardTitle>
        <CardDescription>
          Every date and time in the admin is shown in this zone, and the times you schedule are read in it. Right now it is <strong className="font-medium text-foreground">{formatInZone(now, zones.effective)}</strong>.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ActionFeedback result={result} />
        <Form method="post" className="space-y-4">
          <input type="hidden" name={TIME_ZONE_FORM.intent} value={TIME_ZONE_INTENT} />
          <fieldset className="space-y-3">
            <legend className="sr-only">Time zone</legend>
            <label className="flex items-start gap-3 text-sm">
              <input type="radio" name={TIME_ZONE_FORM.choice} value="site" checked={choice === "site"} onChange={() => setChoice("site")} className="mt-0.5 size-4 accent-primary" />
              <span>
                <span className="font-medium">Use the site's time zone</span>
                <span className="block text-muted-foreground">{zones.site} (set by an Admin in Settings)</span>
              </span>
            </label>
            <label className="flex items-start gap-3 text-sm">
              <input type="radio" name={TIME_ZONE_FORM.choice} value="own" checked={choice === "own"} onChange={() => setChoice("own")} className="mt-0.5 size-4 accent-primary" />
              <span className="font-medium">Use my own time zone</span>
            </label>
            <div className="space-y-2 ps-7">
              {/* The radio above names it on screen; the label is for screen readers. */}
              <FormField id="own-time-zone" label={<span className="sr-only">My time zone</span>} error={error}>
                {(control) => (
                  <TimeZoneInput
                    {...control}
                    zones={choices}
                    name={TIME_ZONE_FORM.timeZone}
                    placeholder="e.g. Australia/Sydney"
                    className="sm:max-w-sm"
                    value={zone}
                    onChange={(event) => {
                      setZone(event.target.value);
                      setChoice("own");
                    }}
                  />
                )}
              </FormField>
              {device && device !== zone && choices.includes(device) ? (
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  onClick={() => {
                    setZone(device);
                    setChoice("own");
                  }}
                >
                  Use this device's time zone ({device})
                </Button>
              ) : null}
            </div>
          </fieldset>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save Time Zone"}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
