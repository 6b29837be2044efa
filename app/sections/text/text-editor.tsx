import { useId } from "react";
import { RichTextEditor } from "#app/components/rich-text-editor.tsx";
import { Label } from "#app/components/ui/label.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import type { TextSection } from "./schema.ts";

export function TextEditor({ section, onChange, readOnly, errors }: SectionEditorProps<TextSection>) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const error = errors?.content;
  return (
    <div className="space-y-2">
      {/* A contenteditable element cannot be the target of <label for>, so the label names it by id. */}
      <Label id={labelId}>Content</Label>
      <RichTextEditor
        id={id}
        ariaLabelledBy={labelId}
        errorMessageId={error ? errorId : undefined}
        value={section.content}
        readOnly={readOnly}
        onChange={(content) => onChange({ ...section, content })}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
