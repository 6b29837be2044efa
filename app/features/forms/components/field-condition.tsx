import { useId } from "react";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { CONDITION_OPERATORS, type ConditionOperator } from "../form-rules.ts";
import type { FieldTexts, FormField } from "../schema.ts";

const OPERATOR_LABELS: Record<ConditionOperator, string> = {
  equals: "is",
  "not-equals": "is not",
  includes: "includes",
  filled: "is answered",
  empty: "is not answered",
};

interface FieldConditionProps {
  field: FormField;
  /** The fields above this one: only they may decide whether it shows. */
  earlier: readonly FormField[];
  labels: Record<string, FieldTexts>;
  error?: string;
  onChange: (showIf: FormField["showIf"]) => void;
}

/** "Show this field only when <field> <is> <answer>"; "Always" when there is no condition. */
export function FieldCondition({ field, earlier, labels, error, onChange }: FieldConditionProps) {
  const id = useId();
  const condition = field.showIf;
  const decider = earlier.find((candidate) => candidate.id === condition?.field);
  const needsValue = condition && condition.op !== "filled" && condition.op !== "empty";
  return (
    <div className="space-y-2 rounded-md bg-muted/50 p-3">
      <Label htmlFor={`${id}-field`}>Show this field</Label>
      <div className="grid gap-2 sm:grid-cols-3">
        <Select
          id={`${id}-field`}
          value={condition?.field ?? ""}
          onChange={(event) => onChange(event.target.value ? { field: event.target.value, op: condition?.op ?? "equals", value: condition?.value ?? "" } : null)}
        >
          <option value="">Always</option>
          {earlier.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              Only when {labels[candidate.id]?.label || candidate.id}
            </option>
          ))}
        </Select>
        {condition ? (
          <Select aria-label="Condition" value={condition.op} onChange={(event) => onChange({ ...condition, op: event.target.value as ConditionOperator })}>
            {CONDITION_OPERATORS.map((op) => (
              <option key={op} value={op}>
                {OPERATOR_LABELS[op]}
              </option>
            ))}
          </Select>
        ) : null}
        {needsValue && decider && "options" in decider ? (
          <Select aria-label="Answer" value={condition.value} onChange={(event) => onChange({ ...condition, value: event.target.value })}>
            <option value="">Choose an answer</option>
            {decider.options.map((option) => (
              <option key={option.value} value={option.value}>
                {labels[decider.id]?.options[option.value] || option.value}
              </option>
            ))}
          </Select>
        ) : needsValue ? (
          <Input aria-label="Answer" value={condition.value} onChange={(event) => onChange({ ...condition, value: event.target.value })} />
        ) : null}
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}
