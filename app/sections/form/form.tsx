import { useId } from "react";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { SectionFormResult, SectionRendererProps } from "../section-types.ts";
import type { FormSection } from "./schema.ts";
import type { FormFieldView } from "./view.ts";

/**
 * A form built on the Forms screen. Markup only (public pages are not hydrated): every field is in
 * the page, so the form works without JavaScript, and the server's refusal comes back with each
 * field's message and what was typed. Each field carries its rules and messages (`data-rules`,
 * `data-messages`): the page's script checks answers as they are typed and shows or hides the
 * fields with a condition (app/site-enhance/form-live.ts). The frame (post, spam traps, notices)
 * comes from the contact feature through `context.forms`.
 */
export function FormRenderer({ section, context }: SectionRendererProps<FormSection>) {
  const headingId = useId();
  const controlId = useId();
  const form = context.formViews?.[section.formId];
  if (!form) return null;
  const result = context.formResult?.sectionId === section.id ? context.formResult : undefined;
  const { Frame } = context.forms;
  return (
    <section id={section.id} aria-labelledby={section.heading ? headingId : undefined} className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-2xl">
        {section.heading ? <SectionHeading id={headingId} title={section.heading} intro={section.intro || undefined} /> : null}
        <div className={`${section.heading ? "mt-10 " : ""}rounded-xl border bg-card p-6 shadow-sm sm:p-8`}>
          <Frame
            sectionId={section.id}
            action={context.path}
            formStamp={context.formStamp}
            result={result}
            preview={context.preview}
            submitLabel={form.submitLabel}
            successMessage={form.successMessage}
            takesFiles={form.takesFiles}
            proofOfWork={form.proofOfWork}
          >
            {result?.sent
              ? null
              : form.fields.map((field) => (
                  <FieldControl key={field.id} id={`${controlId}-${field.id}`} field={field} result={result} privacyHref={section.linkUrl} />
                ))}
          </Frame>
        </div>
      </div>
    </section>
  );
}

interface FieldControlProps {
  id: string;
  field: FormFieldView;
  result: SectionFormResult | undefined;
  privacyHref: string;
}

function FieldControl({ id, field, result, privacyHref }: FieldControlProps) {
  if (field.control === "hidden") {
    return <input type="hidden" name={field.id} value={field.hiddenValue} data-capture={field.capture} />;
  }
  const error = result?.fieldErrors?.[field.id];
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [field.help ? helpId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const control = { id, name: field.id, "aria-invalid": error ? (true as const) : undefined, "aria-describedby": describedBy };
  const typed = result?.values?.[field.id];
  const group = field.control === "radio" || field.control === "checkboxes";
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
  const body = (
    <>
      {field.help ? (
        <p id={helpId} className="text-sm text-muted-foreground">
          {field.help}
        </p>
      ) : null}
      <p id={errorId} data-field-error="" className="text-sm font-medium text-destructive" hidden={!error}>
        {error}
      </p>
    </>
  );
  const shell = { "data-field": field.id, "data-rules": field.rules, "data-messages": field.messages, className: "space-y-2" };
  if (group) {
    const chosen = new Set(field.control === "checkboxes" ? (result?.choices?.[field.id] ?? []) : typed ? [typed] : []);
    return (
      <fieldset {...shell} aria-describedby={describedBy}>
        <legend className="mb-2 text-sm font-medium">{label}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {field.options.map((option, index) => (
            <label key={option.value} htmlFor={`${id}-${index}`} className="flex items-start gap-2 text-sm">
              <input
                id={`${id}-${index}`}
                type={field.control === "radio" ? "radio" : "checkbox"}
                name={field.id}
                value={option.value}
                defaultChecked={chosen.has(option.value)}
                required={field.control === "radio" && field.required}
                className="mt-0.5 size-4 accent-primary"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {body}
      </fieldset>
    );
  }
  if (field.control === "consent") {
    return (
      <div {...shell}>
        <label htmlFor={id} className="flex items-start gap-2 text-sm">
          <input {...control} type="checkbox" value="yes" required={field.required} defaultChecked={typed === "yes"} className="mt-0.5 size-4 accent-primary" />
          <span>
            {field.label}
            {field.linkText && privacyHref ? (
              <>
                {" "}
                <a href={privacyHref} className="font-medium text-primary underline underline-offset-4">
                  {field.linkText}
                </a>
              </>
            ) : null}
            {field.required ? (
              <span aria-hidden="true" className="text-destructive">
                {" "}
                *
              </span>
            ) : null}
          </span>
        </label>
        {body}
      </div>
    );
  }
  if (field.file) {
    const hintId = `${id}-hint`;
    // A browser never keeps a chosen file across a page load: after a refusal the visitor is asked to choose it again.
    const refused = result !== undefined && result.sent !== true;
    return (
      <div {...shell}>
        <label htmlFor={id} className="text-sm font-medium leading-none">
          {label}
        </label>
        <Input {...control} aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")} type="file" multiple accept={field.file.accept} required={field.required} className="h-auto py-2" />
        <p id={hintId} className="text-sm text-muted-foreground">
          {field.file.hint}
          {refused ? ` ${field.file.chooseAgain}` : null}
        </p>
        {body}
      </div>
    );
  }
  return (
    <div {...shell}>
      <label htmlFor={id} className="text-sm font-medium leading-none">
        {label}
      </label>
      <TextControl field={field} control={control} typed={typed} />
      {body}
    </div>
  );
}

interface TextControlProps {
  field: FormFieldView;
  control: { id: string; name: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };
  typed: string | undefined;
}

function TextControl({ field, control, typed }: TextControlProps) {
  const common = { ...control, required: field.required, defaultValue: typed };
  const text = { ...common, placeholder: field.placeholder || undefined };
  switch (field.control) {
    case "select":
      return (
        <Select {...common}>
          <option value="">{field.placeholder}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      );
    case "textarea":
      return <Textarea {...text} rows={5} maxLength={field.maxLength} minLength={field.minLength} />;
    case "number":
      return <Input {...text} type="number" inputMode="decimal" min={field.min} max={field.max} />;
    case "date":
      return <Input {...common} type="date" min={field.minDate} max={field.maxDate} />;
    case "email":
      // An address reads left to right on a right-to-left page too.
      return <Input {...text} type="email" dir="ltr" autoComplete="email" maxLength={field.maxLength} />;
    case "tel":
      return <Input {...text} type="tel" dir="ltr" autoComplete="tel" maxLength={field.maxLength} />;
    default:
      return <Input {...text} type="text" maxLength={field.maxLength} minLength={field.minLength} />;
  }
}
