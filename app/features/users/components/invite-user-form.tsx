import { Form, useNavigation } from "react-router";
import { EmailField } from "#app/components/email-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { useClientValidation } from "#app/hooks/use-client-validation.ts";
import { EMAIL_MAX_LENGTH } from "#app/lib/email-address.ts";
import { ROLE_LABELS, ROLES } from "#app/lib/permissions.ts";
import { DEFAULT_INVITE_ROLE, validateInvite, type InviteFieldErrors } from "../schema.ts";

interface InviteUserFormProps {
  /** Distinguishes the dialog's copy of the form from the no-JavaScript one, for unique ids. */
  idPrefix: string;
  serverErrors?: InviteFieldErrors;
  values?: { email: string; role: string };
  footer?: React.ReactNode;
}

/**
 * E-mail and role. The browser checks the fields with the same schema the action uses, so the
 * spec's message shows before a round trip; the action checks again, and without JavaScript only it does.
 */
export function InviteUserForm({ idPrefix, serverErrors, values, footer }: InviteUserFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "invite";
  const { errors, onSubmit } = useClientValidation(
    (form) => validateInvite({ email: String(form.get("email") ?? ""), role: String(form.get("role") ?? "") }),
    serverErrors,
  );

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="invite" />
      <EmailField id={`${idPrefix}-email`} error={errors.email} maxLength={EMAIL_MAX_LENGTH} defaultValue={values?.email} placeholder="colleague@company.com" />
      <FormField id={`${idPrefix}-role`} label="Role" error={errors.role}>
        {(control) => (
          <Select {...control} name="role" defaultValue={values?.role || DEFAULT_INVITE_ROLE}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {footer}
        <Button type="submit" disabled={sending}>
          {sending ? "Sending..." : "Send Invitation"}
        </Button>
      </div>
    </Form>
  );
}
