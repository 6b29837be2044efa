import { Upload } from "lucide-react";
import { useState, type ChangeEvent, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import {
  columnFieldName,
  CONSENT_NOTE_MAX_LENGTH,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MODE_LABELS,
  IMPORT_MODES,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  NO_COLUMN,
  type ImportActionData,
  type ImportMode,
} from "../import-schema.ts";
import { detectColumns, readImportHeader } from "../subscribers-csv-import.ts";
import { ImportReportView } from "./import-report.tsx";

export const IMPORT_ACTION = "/admin/subscribers/import";
export const IMPORT_DESCRIPTION = `Bring your list over from another newsletter tool: a CSV file with a header row and an e-mail column; names and consent dates are read when the file has them. At most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and ${MAX_IMPORT_ROWS.toLocaleString("en")} rows.`;
/** The header is all the browser reads: the first lines are enough, however large the file. */
const HEADER_BYTES = 64 * 1024;

interface FileHeader {
  name: string;
  /** The header row's names; null when the file's start is not CSV. */
  header: string[] | null;
  tooLarge: boolean;
}

/**
 * The import: the file, how its columns map (read from its header in the browser, found by their
 * names; without JavaScript the server finds them the same way), how to treat the people in it, and
 * after the upload the report of what was imported and what was not, by line. Posted with a fetcher,
 * so the dialog stays open on its report; without JavaScript it posts to the import's own page.
 */
export function ImportSubscribersForm({ idPrefix, result, footer, done }: { idPrefix: string; result?: ImportActionData; footer?: ReactNode; done: ReactNode }) {
  const fetcher = useFetcher<ImportActionData>();
  const answer = fetcher.data ?? result;
  // A report replaces the form, where the person's eyes are, until they ask for another import.
  const [dismissed, setDismissed] = useState<ImportActionData | undefined>(undefined);
  const [mode, setMode] = useState<ImportMode | null>(null);
  const [file, setFile] = useState<FileHeader | null>(null);
  const busy = fetcher.state !== "idle";
  const refused = answer && !answer.ok ? answer : undefined;
  // A field's problem shows under the field; any other refusal, above the button.

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    if (!chosen) return setFile(null);
    const start = await chosen.slice(0, HEADER_BYTES).text();
    setFile({ name: chosen.name, header: readImportHeader(start), tooLarge: chosen.size > MAX_IMPORT_BYTES });
  }

  if (answer?.ok && dismissed !== answer) {
    return (
      <div className="space-y-4">
        <ImportReportView report={answer.report} message={answer.message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {/* A link, so that without JavaScript it opens a fresh import page. */}
          <Button asChild variant="outline">
            <Link
              to={IMPORT_ACTION}
              onClick={(event) => {
                event.preventDefault();
                setDismissed(answer);
                setFile(null);
              }}
            >
              Import another file
            </Link>
          </Button>
          {done}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <fetcher.Form method="post" action={IMPORT_ACTION} encType="multipart/form-data" noValidate className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={`${idPrefix}-file`}>CSV file</Label>
          <input
            id={`${idPrefix}-file`}
            name="file"
            type="file"
            accept=".csv,.txt,text/csv"
            required
            onChange={onFile}
            aria-describedby={`${idPrefix}-file-note`}
            className="block w-full text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
          />
          <p id={`${idPrefix}-file-note`} className="text-sm text-muted-foreground">
            {file?.tooLarge
              ? `This file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB: split it and import each part.`
              : file && !file.header
                ? "The start of this file does not read as CSV; export your list as CSV (not Excel) and choose that file."
                : "Separated by commas, semicolons or tabs; UTF-8 or Excel's own encoding."}
          </p>
        </div>

        {file?.header ? <ColumnChoices idPrefix={idPrefix} key={file.name} header={file.header} /> : null}

        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium">How were these people signed up?</legend>
          {IMPORT_MODES.map((value) => (
            <label key={value} className="flex cursor-pointer gap-3 rounded-md border p-3 has-checked:border-primary has-checked:bg-primary/5">
              <input type="radio" name="mode" value={value} required checked={mode === value} onChange={() => setMode(value)} className="mt-1 size-4 accent-primary" />
              <span className="space-y-1">
                <span className="block text-sm font-medium">{IMPORT_MODE_LABELS[value].label}</span>
                <span className="block text-sm text-muted-foreground">{IMPORT_MODE_LABELS[value].hint}</span>
              </span>
            </label>
          ))}
          {refused?.fieldErrors?.mode ? <p className="text-sm font-medium text-destructive">{refused.fieldErrors.mode}</p> : null}
        </fieldset>

        {mode !== "send-confirmation" ? (
          <FormField id={`${idPrefix}-consent`} label="How did they consent? (stored with each of them)" error={refused?.fieldErrors?.consentNote}>
            {(control) => (
              <Textarea {...control} name="consentNote" rows={2} maxLength={CONSENT_NOTE_MAX_LENGTH} required={mode === "confirmed"} placeholder="Signed up on our old website's newsletter form (double opt-in, Mailchimp)" />
            )}
          </FormField>
        ) : null}

        {refused && !refused.fieldErrors ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            {refused.message.description}
          </p>
        ) : null}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {footer}
          <Button type="submit" disabled={busy || file?.tooLarge}>
            <Upload aria-hidden /> {busy ? "Importing..." : "Import"}
          </Button>
        </div>
      </fetcher.Form>
    </div>
  );
}

/** One select per field, preset to the column its header names (or none), for files whose headers other tools name differently. */
function ColumnChoices({ idPrefix, header }: { idPrefix: string; header: string[] }) {
  const detected = detectColumns(header);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium">Columns</legend>
      <p className="text-sm text-muted-foreground">Found by the file&apos;s header row; change any that are wrong.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {IMPORT_FIELDS.map((field) => {
          const id = `${idPrefix}-column-${field}`;
          return (
            <div key={field} className="space-y-1">
              <Label htmlFor={id}>{IMPORT_FIELD_LABELS[field]}</Label>
              <Select id={id} name={columnFieldName(field)} defaultValue={detected[field] === undefined ? NO_COLUMN : String(detected[field])}>
                <option value={NO_COLUMN}>{field === "email" ? "Choose a column" : "Not in the file"}</option>
                {header.map((name, index) => (
                  <option key={index} value={index}>
                    {name || `Column ${index + 1}`}
                  </option>
                ))}
              </Select>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
