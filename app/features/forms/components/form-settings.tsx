import { SwitchField } from "#app/components/admin/fields/editor-fields.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { FormRouting } from "#app/lib/form-routing-schema.ts";
import { FormRoutingEditor } from "../routing/components/form-routing-editor.tsx";

interface FormSettingsProps {
  /** The fields a rule can test, labelled in the builder's language. */
  fields: ReadonlyArray<{ id: string; label: string }>;
  languages: ReadonlyArray<{ tag: string; nativeName: string }>;
  routing: FormRouting;
  proofOfWork: boolean;
  onChange: (patch: { routing?: FormRouting; proofOfWork?: boolean }) => void;
  /** The save's messages, keyed by path below the definition ("routing.rules.0.notify.1"). */
  errors: Record<string, string>;
}

/**
 * Who hears of a message, the sender's auto-reply and the spam challenge, stored with the form and
 * used by every Form section that shows it: the same editor and rules as the Contact Form section's
 * (decisions 046 and 047), so a built form has no rules of its own.
 */
export function FormSettings({ fields, languages, routing, proofOfWork, onChange, errors }: FormSettingsProps) {
  const below = (prefix: string) => Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [])));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Notifications and Spam</CardTitle>
        <CardDescription>Who is e-mailed about each message, the reply the sender gets in their language, and the spam challenge.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormRoutingEditor
          fields={fields}
          languages={languages.map(({ tag, nativeName }) => ({ tag, name: nativeName }))}
          value={routing}
          onChange={(next) => onChange({ routing: next })}
          errors={below("routing.")}
        />
        <SwitchField label="Proof-of-Work Challenge" checked={proofOfWork} disabled={false} onChange={(next) => onChange({ proofOfWork: next })} />
        <p className="text-sm text-muted-foreground">
          Visitors&apos; browsers solve a small puzzle served by this site before the form sends. A message sent without it (no JavaScript, or a forged or
          reused answer) is still stored, marked Unverified in Contact Submissions.
        </p>
      </CardContent>
    </Card>
  );
}
