import { Check } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { changeCount, pagesToWrite, type ImportPlan, type PagePlan, type UnitHeld } from "../import-plan.ts";

/**
 * Step two: what the file would change, page by page and text by text (the default language's
 * text, the translation now, the file's), and what it holds back and why; then Apply, which sends
 * the same file back with the preview's fingerprint.
 */
export function XliffImportPreview({ plan, xliff, filename }: { plan: ImportPlan; xliff: string; filename: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "apply";
  const changes = changeCount(plan);
  const writes = pagesToWrite(plan);
  return (
    <section aria-labelledby="xliff-preview-heading" className="space-y-4">
      <header className="space-y-1">
        <h2 id="xliff-preview-heading" className="text-xl font-semibold tracking-tight">
          Preview: {filename || "uploaded file"}
        </h2>
        <p className="text-sm text-muted-foreground">
          {plan.sourceLanguage} → {plan.target.name} ({plan.target.tag}). {changes} {changes === 1 ? "text" : "texts"} would change on {writes.length} {writes.length === 1 ? "page" : "pages"}. Nothing has been applied yet.
        </p>
      </header>

      {plan.refusedFiles.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Refused pages</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm">
              {plan.refusedFiles.map((file) => (
                <li key={file.id}>
                  <code className="break-all">{file.id}</code>: {file.reason}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {plan.pages.map((page) => (
        <PagePreview key={page.translationKey} page={page} language={plan.target.name} />
      ))}

      <div className="flex flex-wrap items-center gap-3">
        {writes.length > 0 ? (
          <Form method="post" encType="multipart/form-data">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="fingerprint" value={plan.fingerprint} />
            <textarea name="xliff" defaultValue={xliff} hidden readOnly aria-hidden tabIndex={-1} />
            <Button type="submit" disabled={busy}>
              <Check aria-hidden /> {busy ? "Applying..." : `Apply to ${writes.length} ${writes.length === 1 ? "page" : "pages"}`}
            </Button>
          </Form>
        ) : (
          <p className="text-sm text-muted-foreground">There is nothing to apply.</p>
        )}
        <Button asChild variant="outline">
          <Link to="/admin/translations/import">Cancel</Link>
        </Button>
      </div>
    </section>
  );
}

function PagePreview({ page, language }: { page: PagePlan; language: string }) {
  const versionNote =
    page.fileVersion !== null && page.fileVersion !== page.sourceVersion
      ? `The default language's page was saved after the file was made (version ${page.fileVersion}, now ${page.sourceVersion}).`
      : null;
  return (
    <Card>
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-lg">{page.translation?.title ?? page.sourceTitle}</CardTitle>
          {page.translation ? null : <Badge variant="secondary">New {language} translation</Badge>}
          {page.complete ? <Badge variant="success">Every text translated</Badge> : null}
        </div>
        <CardDescription>
          From “{page.sourceTitle}”: {page.changes.length} to change, {page.unchanged} unchanged, {page.untranslated} not translated in the file
          {page.flagged.length > 0 ? `, ${page.flagged.length} held back` : ""}
          {page.refused.length > 0 ? `, ${page.refused.length} refused` : ""}.{versionNote ? ` ${versionNote}` : ""}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {page.changes.length > 0 ? (
          <ol className="space-y-3" aria-label={`Changes to ${page.sourceTitle}`}>
            {page.changes.map((change) => (
              <li key={change.id} className="rounded-md border p-3">
                <p className="mb-2 text-sm font-medium">
                  {change.label} <code className="text-xs font-normal break-all text-muted-foreground">{change.id}</code>
                </p>
                <dl className="grid gap-3 text-sm md:grid-cols-3">
                  <TextCell term="Source" text={change.source} />
                  <TextCell term="Current translation" text={change.current ?? "(none yet)"} muted={change.current === null} />
                  <TextCell term="New translation" text={change.next} highlight />
                </dl>
              </li>
            ))}
          </ol>
        ) : null}
        <HeldList title="Held back: the source changed since the file was made" units={page.flagged} tone="border-highlight/40 bg-highlight/10" />
        <HeldList title="Refused" units={page.refused} tone="border-destructive/40 bg-destructive/5" />
      </CardContent>
    </Card>
  );
}

function TextCell({ term, text, muted = false, highlight = false }: { term: string; text: string; muted?: boolean; highlight?: boolean }) {
  return (
    <div className={highlight ? "rounded bg-success/10 p-2" : "p-2"}>
      <dt className="text-xs font-medium text-muted-foreground uppercase">{term}</dt>
      <dd className={`break-words whitespace-pre-wrap ${muted ? "text-muted-foreground italic" : ""}`}>{text}</dd>
    </div>
  );
}

function HeldList({ title, units, tone }: { title: string; units: UnitHeld[]; tone: string }) {
  if (units.length === 0) return null;
  return (
    <div className={`rounded-md border p-3 text-sm ${tone}`}>
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {units.map((unit) => (
          <li key={unit.id}>
            {unit.label ?? "Unknown text"} <code className="text-xs break-all">{unit.id}</code>: {unit.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
