import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { SwitchField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { newId } from "#app/components/admin/fields/section-fields.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { CONDITION_OPERATORS, OPERATOR_LABELS, type AutoReplyText, type ConditionOperator, type FormRouting, type NotificationRule, type RuleCondition } from "#app/lib/form-routing-schema.ts";
import { AddressesField } from "./addresses-field.tsx";

interface RoutingFieldChoice {
  id: string;
  label: string;
}
export interface RoutingLanguageChoice {
  tag: string;
  name: string;
}

interface FormRoutingEditorProps {
  /** The form's fields a rule can test (id and label). */
  fields: readonly RoutingFieldChoice[];
  /** The site's languages: a rule can test the sender's, and the auto-reply has a text per language. */
  languages: readonly RoutingLanguageChoice[];
  value: FormRouting;
  onChange: (next: FormRouting) => void;
  disabled?: boolean;
  /** Validation messages keyed by the path below the routing ("rules.0.notify.1"). */
  errors?: Record<string, string>;
}

/**
 * Notification rules ("when Market is Asia-Pacific, or the language is Chinese, notify hk@…;
 * otherwise sales@…") and the auto-reply, for any form: the Contact Form section embeds it today and
 * issue S's form builder embeds it too (docs/decisions/047-lead-routing.md).
 */
export function FormRoutingEditor({ fields, languages, value, onChange, disabled = false, errors = {} }: FormRoutingEditorProps) {
  const setRule = (index: number, rule: NotificationRule | null) =>
    onChange({ ...value, rules: rule ? value.rules.map((r, i) => (i === index ? rule : r)) : value.rules.filter((_, i) => i !== index) });
  const firstCondition = (): RuleCondition =>
    fields[0] ? { kind: "field", fieldId: fields[0].id, operator: "is", value: "" } : { kind: "language", tag: languages[0]?.tag ?? "en" };
  return (
    <div className="space-y-4">
      <fieldset className="space-y-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Notification rules</legend>
        <p className="text-sm text-muted-foreground">
          Each message goes to the addresses of every rule it matches; a rule matches when any of its conditions does.
        </p>
        {value.rules.map((rule, index) => (
          <RuleEditor
            key={rule.id}
            rule={rule}
            number={index + 1}
            fields={fields}
            languages={languages}
            disabled={disabled}
            errors={subErrors(errors, `rules.${index}.`)}
            onChange={(next) => setRule(index, next)}
          />
        ))}
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onChange({ ...value, rules: [...value.rules, { id: newId(), when: [firstCondition()], notify: [] }] })}>
          <Plus aria-hidden /> Add Rule
        </Button>
        <AddressesField
          label="Otherwise notify"
          value={value.fallback}
          disabled={disabled}
          error={firstError(errors, "fallback")}
          placeholder="Leave empty for the site's notification address"
          onChange={(fallback) => onChange({ ...value, fallback })}
        />
      </fieldset>
      <AutoReplyEditor value={value.autoReply} languages={languages} disabled={disabled} errors={subErrors(errors, "autoReply.")} onChange={(autoReply) => onChange({ ...value, autoReply })} />
    </div>
  );
}

function RuleEditor(props: {
  rule: NotificationRule;
  number: number;
  fields: readonly RoutingFieldChoice[];
  languages: readonly RoutingLanguageChoice[];
  disabled: boolean;
  errors: Record<string, string>;
  onChange: (rule: NotificationRule | null) => void;
}) {
  const { rule, number, fields, languages, disabled, errors, onChange } = props;
  const setCondition = (index: number, condition: RuleCondition | null) =>
    onChange({ ...rule, when: condition ? rule.when.map((c, i) => (i === index ? condition : c)) : rule.when.filter((_, i) => i !== index) });
  return (
    <div className="space-y-2 rounded-md bg-muted/40 p-3" role="group" aria-label={`Rule ${number}`}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium">Rule {number}</p>
        <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
          <Trash2 aria-hidden /> Remove<span className="sr-only"> rule {number}</span>
        </Button>
      </div>
      {rule.when.map((condition, index) => (
        <ConditionRow
          key={index}
          condition={condition}
          prefix={index === 0 ? "When" : "or"}
          fields={fields}
          languages={languages}
          disabled={disabled}
          removable={rule.when.length > 1}
          onChange={(next) => setCondition(index, next)}
        />
      ))}
      {firstError(errors, "when") ? <p className="text-sm text-destructive">{firstError(errors, "when")}</p> : null}
      <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onChange({ ...rule, when: [...rule.when, { kind: "language", tag: languages[0]?.tag ?? "en" }] })}>
        <Plus aria-hidden /> Add “or” condition
      </Button>
      <AddressesField label="Notify" value={rule.notify} disabled={disabled} error={firstError(errors, "notify")} placeholder="hk@example.com, sales@example.com" onChange={(notify) => onChange({ ...rule, notify })} />
    </div>
  );
}

const LANGUAGE = "__language__";

function ConditionRow(props: {
  condition: RuleCondition;
  prefix: string;
  fields: readonly RoutingFieldChoice[];
  languages: readonly RoutingLanguageChoice[];
  disabled: boolean;
  removable: boolean;
  onChange: (condition: RuleCondition | null) => void;
}) {
  const { condition, prefix, fields, languages, disabled, removable, onChange } = props;
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="w-10 text-muted-foreground">{prefix}</span>
      <Label htmlFor={`${id}-subject`} className="sr-only">
        Field to test
      </Label>
      <Select
        id={`${id}-subject`}
        className="h-9 w-44"
        disabled={disabled}
        value={condition.kind === "language" ? LANGUAGE : condition.fieldId}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(chosen === LANGUAGE ? { kind: "language", tag: languages[0]?.tag ?? "en" } : { kind: "field", fieldId: chosen, operator: "is", value: condition.kind === "field" ? condition.value : "" });
        }}
      >
        {fields.map((field) => (
          <option key={field.id} value={field.id}>
            {field.label}
          </option>
        ))}
        <option value={LANGUAGE}>The language</option>
      </Select>
      {condition.kind === "field" ? (
        <>
          <Label htmlFor={`${id}-operator`} className="sr-only">
            Comparison
          </Label>
          <Select id={`${id}-operator`} className="h-9 w-28" disabled={disabled} value={condition.operator} onChange={(event) => onChange({ ...condition, operator: event.target.value as ConditionOperator })}>
            {CONDITION_OPERATORS.map((operator) => (
              <option key={operator} value={operator}>
                {OPERATOR_LABELS[operator]}
              </option>
            ))}
          </Select>
          <Label htmlFor={`${id}-value`} className="sr-only">
            Value
          </Label>
          <Input id={`${id}-value`} className="h-9 w-44" disabled={disabled} value={condition.value} onChange={(event) => onChange({ ...condition, value: event.target.value })} />
        </>
      ) : (
        <>
          <span>is</span>
          <Label htmlFor={`${id}-language`} className="sr-only">
            Language
          </Label>
          <Select id={`${id}-language`} className="h-9 w-44" disabled={disabled} value={condition.tag} onChange={(event) => onChange({ kind: "language", tag: event.target.value })}>
            {languages.map((language) => (
              <option key={language.tag} value={language.tag}>
                {language.name}
              </option>
            ))}
          </Select>
        </>
      )}
      {removable ? (
        <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
          <Trash2 aria-hidden />
          <span className="sr-only">Remove this condition</span>
        </Button>
      ) : null}
    </div>
  );
}

function AutoReplyEditor(props: {
  value: FormRouting["autoReply"];
  languages: readonly RoutingLanguageChoice[];
  disabled: boolean;
  errors: Record<string, string>;
  onChange: (next: FormRouting["autoReply"]) => void;
}) {
  const { value, languages, disabled, errors, onChange } = props;
  const textFor = (tag: string): AutoReplyText => value.texts.find((text) => text.language === tag) ?? { language: tag, subject: "", body: "" };
  const setText = (next: AutoReplyText) => {
    const others = value.texts.filter((text) => text.language !== next.language);
    // A language left empty sends the default language's text, so it is not kept half-written.
    onChange({ ...value, texts: next.subject === "" && next.body === "" ? others : [...others, next] });
  };
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Auto-reply</legend>
      <SwitchField label="Reply to the sender" checked={value.enabled} disabled={disabled} onChange={(enabled) => onChange({ ...value, enabled })} />
      <p className="text-sm text-muted-foreground">
        Sent in the sender's language (or the site's default language) to the address they gave, once a day at most per address. It holds only the text below, never what the sender typed.
      </p>
      {value.enabled
        ? languages.map((language) => {
            const text = textFor(language.tag);
            const index = value.texts.findIndex((t) => t.language === language.tag);
            return (
              <div key={language.tag} className="space-y-2" role="group" aria-label={`Auto-reply in ${language.name}`}>
                <p className="text-sm font-medium">{language.name}</p>
                <TextField label="Subject" value={text.subject} disabled={disabled} error={errors[`texts.${index}.subject`]} onChange={(subject) => setText({ ...text, subject })} />
                <TextField label="Text" rows={4} value={text.body} disabled={disabled} error={errors[`texts.${index}.body`]} onChange={(body) => setText({ ...text, body })} />
              </div>
            );
          })
        : null}
    </fieldset>
  );
}

/** The messages below `prefix`, with the prefix taken off. */
function subErrors(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [])));
}

/** The first message at `key` or below it ("notify.2"). */
function firstError(errors: Record<string, string>, key: string): string | undefined {
  return Object.entries(errors).find(([path]) => path === key || path.startsWith(`${key}.`))?.[1];
}
