import type { ReactNode } from "react";
import { Label } from "./label.tsx";

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  /** Renders the control, given the attributes that tie it to its label and error. */
  children: (control: { id: string; "aria-invalid": boolean | undefined; "aria-describedby": string | undefined }) => ReactNode;
}

/** A label, a control and the server's message for it, wired together for screen readers. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
