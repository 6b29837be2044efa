import { Download, Upload } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "../schema.ts";

/** Import merges a CSV file into the redirects (nothing is removed); Export downloads them all in the same format. */
export function RedirectsImport({ canWrite }: { canWrite: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "import";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Import and export</CardTitle>
        <CardDescription>
          A CSV file with the columns from, to and status (301 or 302). Importing adds its redirects and replaces those from the same paths; the others are kept.
          At most {MAX_IMPORT_ROWS} rows and {MAX_IMPORT_BYTES / 1024} KB.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-4">
        {canWrite ? (
          <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="import" />
            <div className="space-y-2">
              <Label htmlFor="redirects-file">CSV file</Label>
              <input id="redirects-file" name="file" type="file" accept=".csv,text/csv" required className="block text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5" />
            </div>
            <Button type="submit" variant="outline" disabled={busy}>
              <Upload aria-hidden /> Import
            </Button>
          </Form>
        ) : null}
        <Button asChild variant="outline">
          <a href="/admin/redirects/export" download>
            <Download aria-hidden /> Export CSV
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
