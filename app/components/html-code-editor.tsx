import { autocompletion, completionKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { html } from "@codemirror/lang-html";
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { Annotation, Compartment, EditorState, type Extension } from "@codemirror/state";
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { useEffect, useRef } from "react";
import { cn } from "#app/lib/utils.ts";

export interface HtmlCodeEditorProps {
  /** The HTML being edited; a new value from outside (a restored revision) replaces the text. */
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  /** The id of the editable element. */
  id?: string;
  /** The accessible name of the editable element. */
  ariaLabel: string;
  /** The id of a hint or message that describes the editor. */
  ariaDescribedBy?: string;
}

/**
 * The parts of CodeMirror's basic setup this editor uses. Tab is left to move focus out of the
 * editor (no indent-with-Tab), so keyboard users are never trapped in it. What is typed is what
 * is inserted: no automatic closing tags, quotes or brackets, which surprise people who type or
 * paste whole elements.
 */
const SETUP: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  history(),
  foldGutter(),
  drawSelection(),
  indentOnInput(),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  bracketMatching(),
  autocompletion(),
  highlightActiveLine(),
  keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap, ...completionKeymap]),
  html({ autoCloseTags: false }),
  EditorView.lineWrapping,
  EditorView.theme({
    "&": { minHeight: "300px", fontSize: "0.875rem" },
    "&.cm-focused": { outline: "none" },
    ".cm-scroller": { minHeight: "300px", fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
    ".cm-gutters": { backgroundColor: "var(--color-muted)", color: "var(--color-muted-foreground)", borderRight: "1px solid var(--color-border)" },
  }),
];

/** Marks the replacement of the text by a new `value`, which is not reported back through onChange. */
const fromOutside = Annotation.define<boolean>();
// Filled from the props by the effects below (which also run right after the view is created).
const readOnlySetting = new Compartment();
const labelSetting = new Compartment();

/**
 * CodeMirror 6 with HTML highlighting. The view is created in an effect, so it exists only in the
 * browser; the server's HTML shows an empty frame of the same height.
 */
export function HtmlCodeEditor({ value, onChange, readOnly = false, id, ariaLabel, ariaDescribedBy }: HtmlCodeEditorProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  // The text the view holds, as far as this component knows, to tell our own edits from a new value.
  const valueRef = useRef(value);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const view = new EditorView({
      parent: containerRef.current!,
      state: EditorState.create({
        doc: valueRef.current,
        extensions: [
          SETUP,
          readOnlySetting.of([]),
          labelSetting.of([]),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((transaction) => transaction.annotation(fromOutside))) return;
            const next = update.state.doc.toString();
            valueRef.current = next;
            onChangeRef.current(next);
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: readOnlySetting.reconfigure(readOnlyExtension(readOnly)) });
  }, [readOnly]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: labelSetting.reconfigure(contentAttributes({ id, ariaLabel, ariaDescribedBy })) });
  }, [id, ariaLabel, ariaDescribedBy]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === valueRef.current) return;
    valueRef.current = value;
    // Only a value changed outside lands here (our own edits were recorded above), so the cursor is not reset while typing.
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value }, annotations: fromOutside.of(true) });
  }, [value]);

  return (
    <div
      ref={containerRef}
      className={cn(
        "min-h-[300px] overflow-hidden rounded-md border border-input bg-background focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2",
        readOnly && "bg-muted/40",
      )}
    />
  );
}

function readOnlyExtension(readOnly: boolean): Extension {
  return [EditorState.readOnly.of(readOnly), EditorView.contentAttributes.of({ "aria-readonly": String(readOnly) })];
}

function contentAttributes({ id, ariaLabel, ariaDescribedBy }: Pick<HtmlCodeEditorProps, "id" | "ariaLabel" | "ariaDescribedBy">): Extension {
  return EditorView.contentAttributes.of({
    "aria-label": ariaLabel,
    ...(id ? { id } : {}),
    ...(ariaDescribedBy ? { "aria-describedby": ariaDescribedBy } : {}),
  });
}
