import { Upload } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { MAX_XLIFF_BYTES } from "../xliff-schema.ts";

/** Step one: upload a file and see what it would change; nothing is applied yet. */
export function XliffUploadForm() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "preview";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Upload a translated file</CardTitle>
        <CardDescription>
          An XLIFF 2.0 file exported from this site (.xlf), with the translations filled in. You see every change before anything is applied. At most {MAX_XLIFF_BYTES / 1024 / 1024} MB.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="preview" />
          <div className="space-y-2">
            <Label htmlFor="xliff-file">XLIFF file</Label>
            <input id="xliff-file" name="file" type="file" accept=".xlf,.xliff,.xml,application/xliff+xml" required className="block max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5" />
          </div>
          <Button type="submit" variant="outline" disabled={busy}>
            <Upload aria-hidden /> {busy ? "Reading..." : "Preview changes"}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
