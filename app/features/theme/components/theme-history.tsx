import { Form, useNavigation } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, TableActionsCell, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { THEME_FORM } from "../theme-form.ts";
import type { ThemeRevision } from "../theme.server.ts";
import { CORNER_STYLES, SCHEME_LABELS, TYPEFACES, type Theme } from "../theme-values.ts";

/** The saved versions of the theme, newest first; any but the current one can be restored (as a new version). */
export function ThemeHistory({ revisions, version }: { revisions: readonly ThemeRevision[]; version: number }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="theme-history" className="space-y-3">
      <h2 id="theme-history" className="text-lg font-semibold">
        History
      </h2>
      {revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">The site shows the original theme. Each save is kept here, and any version can be restored.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Version</TableHead>
              <TableHead>Look</TableHead>
              <TableHead>Saved</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {revisions.map((revision) => (
              <TableRow key={revision.version}>
                <TableCell kind="primary" className="font-medium">
                  Version {revision.version}
                  {revision.version === version ? <span className="ms-2 rounded-full bg-success/10 px-2 py-0.5 text-xs font-medium text-success">Current</span> : null}
                  {revision.restoredFrom !== null ? <span className="block text-xs font-normal text-muted-foreground">Restored from version {revision.restoredFrom}</span> : null}
                </TableCell>
                <TableCell label="Look">
                  <Swatches theme={revision.theme} />
                </TableCell>
                <TableCell label="Saved" className="text-sm text-muted-foreground">
                  <LocalDateTime iso={revision.createdAt} />
                  {revision.savedByEmail ? ` by ${revision.savedByEmail}` : ""}
                </TableCell>
                {revision.version === version ? (
                  <TableCell />
                ) : (
                  <TableActionsCell>
                    <Form method="post">
                      <input type="hidden" name={THEME_FORM.intent} value="restore" />
                      <input type="hidden" name={THEME_FORM.version} value={version} />
                      <input type="hidden" name={THEME_FORM.revision} value={revision.version} />
                      <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Restore version ${revision.version}`}>
                        Restore
                      </Button>
                    </Form>
                  </TableActionsCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** A version's colours as small swatches, and its typeface, corners and page style in words. */
function Swatches({ theme }: { theme: Theme }) {
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      <span className="flex">
        {[theme.primary, theme.accent, theme.dark, theme.light].map((colour, index) => (
          <span key={index} title={colour} className="-ms-1 size-5 rounded-full border-2 border-background first:ms-0" style={{ backgroundColor: colour }} />
        ))}
      </span>
      <span>
        {TYPEFACES[theme.typeface].label} · {CORNER_STYLES[theme.corners].label} · {SCHEME_LABELS[theme.scheme]}
      </span>
    </span>
  );
}
