import { useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import { SwitchField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField as Labelled } from "#app/components/ui/form-field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Tabs, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import type { StoredForm } from "../forms.server.ts";
import { FORM_FIELD_TYPES, type FormFieldType } from "../form-rules.ts";
import type { FieldTexts, FormField, FormTexts } from "../schema.ts";
import { newField } from "../new-form.ts";
import { FieldLimits } from "./field-limits.tsx";
import { FieldCondition } from "./field-condition.tsx";
import { FieldOptions } from "./field-options.tsx";
import { FormSettings } from "./form-settings.tsx";

const FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: "Text",
  email: "Email",
  phone: "Phone",
  number: "Number",
  select: "Dropdown",
  radio: "Radio Buttons",
  checkboxes: "Checkboxes",
  textarea: "Text Area",
  date: "Date",
  country: "Country",
  file: "File Upload",
  consent: "Consent",
  hidden: "Hidden",
};

interface Language {
  tag: string;
  nativeName: string;
  isDefault: boolean;
}

/** A field in the builder: its own key, so renaming its id keeps its place and focus. */
interface Item {
  id: string;
  field: FormField;
}

const EMPTY_WORDS: FieldTexts = { label: "", help: "", placeholder: "", options: {}, linkText: "" };

/** A language's words, started from the default language's the first time it is edited, so nothing shows empty. */
function wordsIn(texts: Record<string, FormTexts>, tag: string, fallback: string): FormTexts {
  return texts[tag] ?? structuredClone(texts[fallback] ?? Object.values(texts)[0]!);
}

/**
 * The Forms screen's builder (decision 044): fields added, reordered and removed, each with its
 * limits and a condition on an earlier field's answer; the words of the chosen language beside
 * them. The whole form is posted as JSON and checked by the one schema on the server, which answers
 * with each problem's path.
 */
export function FormBuilder({ form, languages, errors, savedVersion }: { form: StoredForm; languages: Language[]; errors?: Record<string, string>; savedVersion?: number }) {
  const defaultTag = languages.find((language) => language.isDefault)?.tag ?? Object.keys(form.definition.texts)[0]!;
  const [name, setName] = useState(form.name);
  const [items, setItems] = useState<Item[]>(() => form.definition.fields.map((field, index) => ({ id: `item-${index}`, field })));
  const [texts, setTexts] = useState<Record<string, FormTexts>>(form.definition.texts);
  const [settings, setSettings] = useState({ routing: form.definition.routing, proofOfWork: form.definition.proofOfWork });
  const [tag, setTag] = useState(defaultTag);
  const [newType, setNewType] = useState<FormFieldType>("text");
  const navigation = useNavigation();
  const lastKey = useRef(form.definition.fields.length);
  const words = wordsIn(texts, tag, defaultTag);
  const setWords = (patch: Partial<FormTexts>) => setTexts((all) => ({ ...all, [tag]: { ...wordsIn(all, tag, defaultTag), ...patch } }));
  const setFieldWords = (fieldId: string, patch: Partial<FieldTexts>) =>
    setWords({ fields: { ...words.fields, [fieldId]: { ...EMPTY_WORDS, ...words.fields[fieldId], ...patch } } });
  const fields = items.map((item) => item.field);
  const definition = { fields, texts, ...settings };
  const version = savedVersion ?? form.version;
  const textLanguage = { lang: tag, dir: "ltr" as const };
  const fieldError = (index: number, key: string) => errors?.[`definition.fields.${index}.${key}`];
  const wordError = (fieldId: string, key: string) => errors?.[`definition.texts.${tag}.fields.${fieldId}.${key}`];

  // A new field of the type chosen above the list, with the next free id.
  const createItem = (): Item => {
    const taken = new Set(fields.map((field) => field.id));
    let number = fields.length + 1;
    while (taken.has(`field_${number}`)) number += 1;
    lastKey.current += 1;
    return { id: `item-${lastKey.current}`, field: newField(newType, `field_${number}`) };
  };

  return (
    <Form method="post" className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Edit Form</h1>
          <p className="text-muted-foreground">Fields, limits and conditions are the same in every language; labels and messages are per language.</p>
        </div>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Saving..." : "Save Form"}
        </Button>
      </header>
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="definition" value={JSON.stringify(definition)} />
      {errors && Object.keys(errors).length > 0 ? (
        <ul role="alert" className="list-disc space-y-1 rounded-md border border-destructive/40 bg-destructive/10 p-3 ps-8 text-sm text-destructive">
          {Object.entries(errors).map(([path, message]) => (
            <li key={path}>
              {describePath(path, fields)}: {message}
            </li>
          ))}
        </ul>
      ) : null}

      <Card>
        <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
          <div className="space-y-4">
            <TextField label="Form name" value={name} onChange={setName} error={errors?.name} disabled={false} />
            <input type="hidden" name="name" value={name} />
          </div>
          <div className="min-w-0 space-y-2">
            <p className="text-sm font-medium">Language of the words below</p>
            <Tabs value={tag} onValueChange={setTag}>
              {/* Wraps on a phone: three language names do not fit one row at 390 px. */}
              <TabsList className="h-auto flex-wrap justify-start">
                {languages.map((language) => (
                  <TabsTrigger key={language.tag} value={language.tag}>
                    {language.nativeName}
                    {texts[language.tag] ? "" : " (not translated)"}
                  </TabsTrigger>
                ))}
              </TabsList>
            </Tabs>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Fields</CardTitle>
          <CardDescription>Visitors see them in this order. A hidden field records the page, its language or a campaign tag.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="max-w-xs">
            <TypeSelect label="Type of the next field added" value={newType} onChange={setNewType} />
          </div>
          <ItemListField
            items={items}
            onChange={setItems}
            create={createItem}
            itemName="Field"
            errorKey="fields"
            addLabel={`Add ${FIELD_TYPE_LABELS[newType]} Field`}
            emptyText="No fields added yet"
            disabled={false}
          >
            {(item, { index, update }) => {
              const field = item.field;
              const setField = (next: FormField) => update({ field: next });
              const fieldWords = { ...EMPTY_WORDS, ...words.fields[field.id] };
              return (
                <div className="space-y-4">
                  <div className="grid gap-3 sm:grid-cols-3">
                    <TypeSelect label="Type" value={field.type} onChange={(type) => setField({ ...newField(type, field.id), required: field.required, showIf: field.showIf })} />
                    <TextField label="Field ID" value={field.id} error={fieldError(index, "id")} disabled={false} onChange={(id) => setField({ ...field, id: id.trim() })} />
                    {field.type === "hidden" ? null : (
                      <div className="flex items-end pb-2">
                        <SwitchField label="Required" checked={field.required} disabled={false} onChange={(required) => setField({ ...field, required })} />
                      </div>
                    )}
                  </div>
                  {field.type === "hidden" ? null : (
                    <div className="grid gap-3 sm:grid-cols-2">
                      <TextField label="Label" value={fieldWords.label} error={wordError(field.id, "label")} textLanguage={textLanguage} disabled={false} onChange={(label) => setFieldWords(field.id, { label })} />
                      <TextField label="Help text" value={fieldWords.help} textLanguage={textLanguage} disabled={false} onChange={(help) => setFieldWords(field.id, { help })} />
                      {field.type === "consent" ? (
                        <TextField label="Privacy policy link text" value={fieldWords.linkText} textLanguage={textLanguage} disabled={false} onChange={(linkText) => setFieldWords(field.id, { linkText })} />
                      ) : field.type === "radio" || field.type === "checkboxes" || field.type === "file" ? null : (
                        <TextField label="Placeholder" value={fieldWords.placeholder} textLanguage={textLanguage} disabled={false} onChange={(placeholder) => setFieldWords(field.id, { placeholder })} />
                      )}
                    </div>
                  )}
                  {"options" in field ? (
                    <FieldOptions
                      options={field.options}
                      labels={fieldWords.options}
                      error={fieldError(index, "options")}
                      onChange={(options, labels) => {
                        setField({ ...field, options });
                        setFieldWords(field.id, { options: labels });
                      }}
                    />
                  ) : null}
                  {field.type === "file" ? (
                    <p className="text-sm text-muted-foreground">
                      Visitors may attach PDF files, images, Office documents or CSV files, checked by their content; anything else is refused. Files are
                      kept privately with the message and downloaded from Contact Submissions.
                    </p>
                  ) : null}
                  <FieldLimits field={field} onChange={setField} error={(key) => fieldError(index, key)} />
                  <FieldCondition field={field} earlier={fields.slice(0, index)} labels={words.fields} error={fieldError(index, "showIf.field")} onChange={(showIf) => setField({ ...field, showIf })} />
                </div>
              );
            }}
          </ItemListField>
        </CardContent>
      </Card>

      <FormSettings
        fields={fields.map((field) => ({ id: field.id, label: words.fields[field.id]?.label || field.id }))}
        languages={languages}
        routing={settings.routing}
        proofOfWork={settings.proofOfWork}
        onChange={(patch) => setSettings((current) => ({ ...current, ...patch }))}
        errors={Object.fromEntries(Object.entries(errors ?? {}).flatMap(([key, message]) => (key.startsWith("definition.") ? [[key.slice("definition.".length), message]] : [])))}
      />

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">After Sending</CardTitle>
          <CardDescription>The button's label, and what visitors see once their answers are stored.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField label="Submit button label" value={words.submitLabel} error={errors?.[`definition.texts.${tag}.submitLabel`]} textLanguage={textLanguage} disabled={false} onChange={(submitLabel) => setWords({ submitLabel })} />
          <TextField
            label="Thank-you page (optional)"
            placeholder="/thank-you"
            value={words.thankYouPath}
            error={errors?.[`definition.texts.${tag}.thankYouPath`]}
            inputMode="url"
            disabled={false}
            onChange={(thankYouPath) => setWords({ thankYouPath })}
          />
          <div className="sm:col-span-2">
            <TextField
              label="Success message (shown when there is no thank-you page)"
              rows={3}
              value={words.successMessage}
              error={errors?.[`definition.texts.${tag}.successMessage`]}
              textLanguage={textLanguage}
              disabled={false}
              onChange={(successMessage) => setWords({ successMessage })}
            />
          </div>
        </CardContent>
      </Card>
    </Form>
  );
}

function TypeSelect({ label, value, onChange }: { label: string; value: FormFieldType; onChange: (type: FormFieldType) => void }) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value as FormFieldType)}>
          {FORM_FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {FIELD_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      )}
    </Labelled>
  );
}

/** A schema path as staff read it: "Field 3 (company)" rather than definition.fields.2.id. */
function describePath(path: string, fields: readonly FormField[]): string {
  const field = /^definition\.fields\.(\d+)/.exec(path);
  if (field) {
    const index = Number(field[1]);
    return `Field ${index + 1} (${fields[index]?.id ?? "?"})`;
  }
  const words = /^definition\.texts\.([^.]+)(?:\.fields\.([^.]+))?/.exec(path);
  if (words) return words[2] ? `${words[2]} in ${words[1]}` : `Words in ${words[1]}`;
  if (path.startsWith("definition.routing.")) return "Notifications";
  return path === "name" ? "Form name" : "Form";
}
