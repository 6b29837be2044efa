import type { FormRoutingFieldProps } from "#app/components/admin/fields/form-routing-slot.tsx";
import { FormRoutingEditor } from "./form-routing-editor.tsx";
import { useEditorLanguages } from "./use-editor-languages.ts";

/** What the admin layout puts in FormRoutingSlot: the editor, with the site's languages the screen loaded. */
export function renderFormRouting(props: FormRoutingFieldProps) {
  return <FormRoutingSlotEditor {...props} />;
}

function FormRoutingSlotEditor(props: FormRoutingFieldProps) {
  return <FormRoutingEditor {...props} languages={useEditorLanguages()} />;
}
