import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { ReviewSettings } from "../review-settings.server.ts";
import { useReviewAction } from "./use-review-action.ts";

/** Admins only: whether Editors need approval (the site, each collection), and which Editors review. */
export function ReviewSettingsCard({ settings }: { settings: ReviewSettings }) {
  const save = useReviewAction();
  const reviewer = useReviewAction();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Approval</CardTitle>
        <CardDescription>When Editors need approval, their changes go live only after an Admin or a reviewer approves them. Admins always publish.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <save.fetcher.Form method="post" action={save.action} className="space-y-4">
          <input type="hidden" name="intent" value="settings" />
          <div className="flex items-center gap-2">
            <input id="review-site" type="checkbox" name="site" defaultChecked={settings.site} className="size-4 accent-primary" />
            <Label htmlFor="review-site">Editors need approval to publish</Label>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {settings.collections.map((collection) => (
              <div key={collection.key} className="space-y-1">
                <Label htmlFor={`review-${collection.key}`}>{collection.label}</Label>
                <Select id={`review-${collection.key}`} name={collection.key} defaultValue={collection.approval}>
                  <option value="site">Same as the site</option>
                  <option value="on">Approval needed</option>
                  <option value="off">No approval needed</option>
                </Select>
              </div>
            ))}
          </div>
          <Button type="submit" disabled={save.busy}>
            Save Approval Settings
          </Button>
        </save.fetcher.Form>
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">Editors allowed to review</h3>
          {settings.editors.length === 0 ? <p className="text-sm text-muted-foreground">There are no Editors yet.</p> : null}
          <ul className="divide-y rounded-md border">
            {settings.editors.map((editor) => (
              <li key={editor.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0 text-sm">
                  <span className="block font-medium">{editor.name || editor.email}</span>
                  <span className="block truncate text-xs text-muted-foreground">{editor.email}</span>
                </span>
                <reviewer.fetcher.Form method="post" action={reviewer.action}>
                  <input type="hidden" name="intent" value="reviewer" />
                  <input type="hidden" name="userId" value={editor.id} />
                  {editor.reviewer ? null : <input type="hidden" name="allowed" value="on" />}
                  <Button type="submit" size="sm" variant="outline" disabled={reviewer.busy} aria-label={`${editor.reviewer ? "Stop" : "Allow"} ${editor.email} reviewing`}>
                    {editor.reviewer ? "Stop Reviewing" : "Allow to Review"}
                  </Button>
                </reviewer.fetcher.Form>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
