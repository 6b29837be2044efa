import { createContext, use, type ReactNode } from "react";
import type { FormRouting } from "#app/lib/form-routing-schema.ts";

export interface FormRoutingFieldProps {
  /** The form's fields a rule can test. */
  fields: readonly { id: string; label: string }[];
  value: FormRouting;
  onChange: (next: FormRouting) => void;
  disabled: boolean;
  /** Messages keyed by the path below the routing ("rules.0.notify.1"). */
  errors: Record<string, string>;
}

/**
 * The notification rules and auto-reply editor (features/forms/routing), for a section's editor. A
 * section does not import a feature (docs/conventions.md, "Layers"), so the admin layout puts the
 * editor here, as it does the media picker; outside it (a unit test) nothing shows.
 */
export const FormRoutingSlot = createContext<((props: FormRoutingFieldProps) => ReactNode) | null>(null);

export function FormRoutingField(props: FormRoutingFieldProps) {
  const renderEditor = use(FormRoutingSlot);
  return renderEditor ? renderEditor(props) : null;
}
