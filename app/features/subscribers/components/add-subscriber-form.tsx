import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { EmailField } from "#app/components/email-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useClientValidation } from "#app/hooks/use-client-validation.ts";
import { EMAIL_MAX_LENGTH } from "#app/lib/email-address.ts";
import { textField } from "#app/lib/form.ts";
import { NAME_MAX_LENGTH, validateAddSubscriber, type AddSubscriberFieldErrors, type AddSubscriberValues } from "../schema.ts";

interface AddSubscriberFormProps {
  /** Tells the dialog's copy of the form from the no-JavaScript one, for unique ids. */
  idPrefix: string;
  serverErrors?: AddSubscriberFieldErrors;
  values?: AddSubscriberValues;
  footer?: ReactNode;
}

/**
 * E-mail and, optionally, first and last name. The browser checks the fields with the schema the
 * action uses, so the spec's message shows before a round trip; the action checks again, and
 * without JavaScript only it does.
 */
export function AddSubscriberForm({ idPrefix, serverErrors, values, footer }: AddSubscriberFormProps) {
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "add";
  const { errors, onSubmit } = useClientValidation(
    (form) => validateAddSubscriber({ email: textField(form, "email"), firstName: textField(form, "firstName"), lastName: textField(form, "lastName") }),
    serverErrors,
  );

  return (
    <Form method="post" noValidate onSubmit={onSubmit} preventScrollReset className="space-y-4">
      <input type="hidden" name="intent" value="add" />
      <EmailField id={`${idPrefix}-email`} error={errors.email} maxLength={EMAIL_MAX_LENGTH} defaultValue={values?.email} placeholder="name@company.com" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-first-name`} label="First name (optional)" error={errors.firstName}>
          {(control) => <Input {...control} name="firstName" autoComplete="off" maxLength={NAME_MAX_LENGTH} defaultValue={values?.firstName} />}
        </FormField>
        <FormField id={`${idPrefix}-last-name`} label="Last name (optional)" error={errors.lastName}>
          {(control) => <Input {...control} name="lastName" autoComplete="off" maxLength={NAME_MAX_LENGTH} defaultValue={values?.lastName} />}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {footer}
        <Button type="submit" disabled={adding}>
          {adding ? "Adding..." : "Add Subscriber"}
        </Button>
      </div>
    </Form>
  );
}
