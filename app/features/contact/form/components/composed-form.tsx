import { useId, type ReactNode } from "react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { UPLOAD_ACCEPT } from "#app/features/form-uploads/upload-rules.ts";
import { m } from "#app/paraglide/messages.js";
import type { ContactFormField } from "#app/sections/contact/schema.ts";
import type { ComposedFormProps } from "#app/sections/section-types.ts";
import { PROOF_OF_WORK_FIELD } from "#app/features/proof-of-work/proof-of-work-fields.ts";
import { SECTION_FIELD_MAX_LENGTH } from "../form-fields.ts";
import { PageFormShell } from "./page-form-shell.tsx";

/**
 * The form of a contact section, with the fields staff composed. It posts to the page's own path, so
 * it works without JavaScript; with JavaScript the public pages' form script sends it without a
 * reload (app/site-enhance/forms.ts). After a successful send the page the server answers with holds
 * it empty, with the confirmation.
 */
export function ComposedContactForm({ sectionId, action, formStamp, result, preview, fields, proofOfWork = false }: ComposedFormProps) {
  const controlId = useId();
  const hasRequired = fields.some((field) => field.required);
  // A refused form does not keep its files: the visitor is told to choose them again.
  const refused = result !== undefined && result.sent !== true;
  const locale = { locale: usePageCatalog() };
  return (
    <PageFormShell
      {...{ sectionId, action, formStamp, result, preview }}
      submitLabel={m.contact_section_submit({}, locale)}
      takesFiles={fields.some((field) => field.type === "file")}
    >
      {/* Filled by the public script's solver; without JavaScript it is sent empty and the message is stored unverified. */}
      {proofOfWork ? <input type="hidden" name={PROOF_OF_WORK_FIELD} value="" /> : null}
      {hasRequired ? <p className="text-sm text-muted-foreground">{m.contact_required_note({}, locale)}</p> : null}
      {fields.map((field, index) => (
        <ContactFieldControl
          key={field.id}
          id={`${controlId}-${index}`}
          field={field}
          error={result?.fieldErrors?.[field.id]}
          defaultValue={result?.values?.[field.id]}
          chooseAgain={refused}
        />
      ))}
    </PageFormShell>
  );
}

interface ContactFieldControlProps {
  id: string;
  field: ContactFormField;
  error?: string;
  defaultValue?: string;
  /** The form came back refused: a file field asks for its files again. */
  chooseAgain: boolean;
}

/** One field, named by its id so the action can find its answer. Types other than email, textarea and file render as text. */
function ContactFieldControl({ id, field, error, defaultValue, chooseAgain }: ContactFieldControlProps) {
  const label = (
    <>
      {field.label}
      {field.required ? (
        <span aria-hidden="true" className="text-destructive">
          {" "}
          *
        </span>
      ) : null}
    </>
  );
  const common = { name: field.id, required: field.required, defaultValue };
  if (field.type === "file") return <FileFieldControl id={id} label={label} name={field.id} required={field.required} error={error} chooseAgain={chooseAgain} />;
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => {
        switch (field.type) {
          case "email":
            // An address reads left to right on a right-to-left page too.
            return <Input {...control} {...common} type="email" dir="ltr" autoComplete="email" maxLength={SECTION_FIELD_MAX_LENGTH.email} />;
          case "textarea":
            return <Textarea {...control} {...common} rows={5} maxLength={SECTION_FIELD_MAX_LENGTH.textarea} />;
          default:
            return <Input {...control} {...common} type="text" maxLength={SECTION_FIELD_MAX_LENGTH.text} />;
        }
      }}
    </FormField>
  );
}

interface FileFieldControlProps {
  id: string;
  label: ReactNode;
  name: string;
  required: boolean;
  error?: string;
  chooseAgain: boolean;
}

/** A file field: what it takes, and after a refusal, that its files must be chosen again (a browser never keeps them). */
function FileFieldControl({ id, label, name, required, error, chooseAgain }: FileFieldControlProps) {
  const catalog = usePageCatalog();
  const locale = { locale: catalog };
  const hintId = `${id}-hint`;
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <>
          <Input
            {...control}
            aria-describedby={[hintId, control["aria-describedby"]].filter(Boolean).join(" ")}
            name={name}
            required={required}
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            className="h-auto py-2"
          />
          <p id={hintId} className="text-sm text-muted-foreground">
            {m.upload_hint({}, locale)}
            {chooseAgain ? ` ${m.upload_choose_again({}, locale)}` : null}
          </p>
        </>
      )}
    </FormField>
  );
}
