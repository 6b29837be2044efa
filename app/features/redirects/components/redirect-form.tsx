import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { MAX_REDIRECT_PATH, REDIRECT_STATUS_LABELS, REDIRECT_STATUSES, validateRedirect, type RedirectField, type RedirectFieldErrors } from "../schema.ts";

export interface RedirectFormProps {
  /** The redirect being edited, or null to add one. */
  editing: { id: string } | null;
  initial: Record<RedirectField, string>;
  /** The server's refusal of the last submission, by field. */
  serverErrors?: RedirectFieldErrors;
  cancelHref: string;
}

/**
 * Add or edit one redirect. The browser checks it with the schema the server uses, so an off-site
 * target or a redirect to itself is named before anything is sent; without JavaScript the server says it.
 */
export function RedirectForm({ editing, initial, serverErrors, cancelHref }: RedirectFormProps) {
  const [errors, setErrors] = useState<RedirectFieldErrors>({});
  const navigation = useNavigation();
  const intent = editing ? "update" : "create";
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const shown = { ...serverErrors, ...errors };

  return (
    <Card id="redirect-form">
      <CardHeader>
        <CardTitle className="text-lg">{editing ? "Edit redirect" : "Add redirect"}</CardTitle>
        <CardDescription>Send visitors and search engines from an old path of this site to another one.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          noValidate
          className="grid items-start gap-4 md:grid-cols-[1fr_1fr_12rem_auto]"
          onSubmit={(event) => {
            const form = new FormData(event.currentTarget);
            const checked = validateRedirect({ fromPath: String(form.get("fromPath")), toPath: String(form.get("toPath")), statusCode: String(form.get("statusCode")) });
            setErrors(checked.ok ? {} : checked.errors);
            if (!checked.ok) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value={intent} />
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <FormField id="redirect-from" label="Old path" error={shown.fromPath}>
            {(control) => <Input {...control} name="fromPath" defaultValue={initial.fromPath} placeholder="/old-page" maxLength={MAX_REDIRECT_PATH} required />}
          </FormField>
          <FormField id="redirect-to" label="New path" error={shown.toPath}>
            {(control) => <Input {...control} name="toPath" defaultValue={initial.toPath} placeholder="/new-page" maxLength={MAX_REDIRECT_PATH} required />}
          </FormField>
          <FormField id="redirect-status" label="Type" error={shown.statusCode}>
            {(control) => (
              <Select {...control} name="statusCode" defaultValue={initial.statusCode || "301"}>
                {REDIRECT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {REDIRECT_STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="flex gap-2 md:pt-7">
            <Button type="submit" disabled={busy}>
              {editing ? "Save redirect" : "Add redirect"}
            </Button>
            {editing ? (
              <Button asChild variant="ghost">
                <Link to={cancelHref}>Cancel</Link>
              </Button>
            ) : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
