import { Download } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";

interface ExportCsvFormProps {
  /** The export route; it answers the POST with the file (Content-Disposition: attachment). */
  action: string;
  /** Hidden fields: the list's filters, and whatever the page's script needs to follow the download. */
  fields: Record<string, string>;
  title?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}

/**
 * Export CSV as a POST form, not a link: an export writes an audit entry (and the subscribers one
 * fires webhooks), so it is a change, which only a same-site POST may make (server/cross-site-guard.ts).
 * A plain form, not React Router's: the browser submits it itself, with or without JavaScript, and
 * downloads the answer while the page stays where it is.
 */
export function ExportCsvForm({ action, fields, title, onSubmit, children }: ExportCsvFormProps) {
  return (
    <form method="post" action={action} onSubmit={onSubmit}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="outline" title={title}>
        <Download aria-hidden /> Export CSV
        {children}
      </Button>
    </form>
  );
}
