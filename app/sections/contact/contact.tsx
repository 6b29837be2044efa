import { useId, type FormEvent } from "react";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { contactFormKey } from "#app/features/contact/form/components/contact-form.tsx";
import { ContactFormNotices } from "#app/features/contact/form/components/form-notices.tsx";
import { SpamTrapFields } from "#app/features/contact/form/components/spam-trap-fields.tsx";
import { SubmissionKeyField } from "#app/features/contact/form/components/submission-key-field.tsx";
import { CONTACT_FAILURE, SECTION_FIELD_MAX_LENGTH, SECTION_ID_FIELD } from "#app/features/contact/form/form-fields.ts";
import type { SectionRendererProps } from "../section-types.ts";
import type { ContactFormField, ContactSection } from "./schema.ts";

/**
 * A contact form staff composed. It posts to the page's own path, so it works without JavaScript;
 * with JavaScript the public pages' form script sends it without a reload (app/site-enhance/forms.ts). The page's action answers through
 * `context.formResult`, addressed to this section by id, since one page may hold several forms.
 * After a successful send the page the server answers with holds it empty, with the confirmation.
 */
export function ContactRenderer({ section, context }: SectionRendererProps<ContactSection>) {
  const headingId = useId();
  const controlId = useId();
  const result = context.formResult?.sectionId === section.id ? context.formResult : undefined;
  const sent = result?.sent === true;

  const blockSubmit = context.preview ? (event: FormEvent) => event.preventDefault() : undefined;
  const hasRequired = section.fields.some((field) => field.required);
  return (
    // The id is the anchor the page's action redirects to after a post without JavaScript.
    <section id={section.id} aria-labelledby={headingId} className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-2xl">
        <SectionHeading id={headingId} title={section.heading} intro={section.subheading || undefined} />
        <div className="mt-10 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <form
            method="post"
            action={context.path}
            data-enhance={contactFormKey(section.id)}
            data-failure={CONTACT_FAILURE}
            // eslint-disable-next-line no-restricted-syntax -- set only in the editor's Preview, which is hydrated: there the form must not send.
            onSubmit={blockSubmit}
            className="space-y-5"
          >
            <ContactFormNotices sent={sent} formError={result?.formError} />
            <input type="hidden" name={SECTION_ID_FIELD} value={section.id} />
            <SpamTrapFields formStamp={context.formStamp} idPrefix={controlId} />
            <SubmissionKeyField />
            {hasRequired ? <p className="text-sm text-muted-foreground">Fields marked * are required.</p> : null}
            {section.fields.map((field, index) => (
              <ContactFieldControl
                key={field.id}
                id={`${controlId}-${index}`}
                field={field}
                error={result?.fieldErrors?.[field.id]}
                defaultValue={result?.values?.[field.id]}
              />
            ))}
            <Button type="submit" size="lg" className="w-full" data-busy-label="Sending...">
              Submit
            </Button>
            {context.preview ? <p className="text-center text-sm text-muted-foreground">This is a preview: the form does not send.</p> : null}
          </form>
        </div>
      </div>
    </section>
  );
}

interface ContactFieldControlProps {
  id: string;
  field: ContactFormField;
  error?: string;
  defaultValue?: string;
}

/** One field, named by its id so the action can find its answer. Types other than email and textarea render as text. */
function ContactFieldControl({ id, field, error, defaultValue }: ContactFieldControlProps) {
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
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => {
        switch (field.type) {
          case "email":
            return <Input {...control} {...common} type="email" autoComplete="email" maxLength={SECTION_FIELD_MAX_LENGTH.email} />;
          case "textarea":
            return <Textarea {...control} {...common} rows={5} maxLength={SECTION_FIELD_MAX_LENGTH.textarea} />;
          default:
            return <Input {...control} {...common} type="text" maxLength={SECTION_FIELD_MAX_LENGTH.text} />;
        }
      }}
    </FormField>
  );
}
