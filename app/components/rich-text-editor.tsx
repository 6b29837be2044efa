import { createDocument, type Editor } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TextSelection } from "@tiptap/pm/state";
import TextAlign from "@tiptap/extension-text-align";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Images,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { MediaPicker } from "#app/components/admin/fields/media-picker-slot.tsx";
import { isSafeLinkUrl } from "#app/lib/safe-url.ts";
import { cn } from "#app/lib/utils.ts";
import { ImageDialog, LinkDialog } from "./rich-text-dialogs.tsx";

export interface RichTextEditorProps {
  /** The HTML being edited; a new value from outside (a restored revision) replaces the content. */
  value: string;
  /** Called with the new HTML after every change ("" when the editor is empty). */
  onChange: (html: string) => void;
  readOnly?: boolean;
  /** The id of the editable element. */
  id?: string;
  /** The accessible name of the editable element; give this or `ariaLabelledBy`. */
  ariaLabel?: string;
  /** The id of a visible label that names the editable element. */
  ariaLabelledBy?: string;
  /** The id of the validation message shown for the content; its presence marks the content invalid. */
  errorMessageId?: string;
}

/**
 * Created once: the editor compares its extensions by identity on every render. Only what the
 * sanitiser keeps can be produced here (headings, lists, quotes, code, links, images, alignment).
 */
const EXTENSIONS = [
  StarterKit.configure({
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      // Links stay in this tab unless the HTML says otherwise; the sanitiser adds rel for new tabs.
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => typeof url === "string" && isSafeLinkUrl(url),
    },
  }),
  // Images align too: their style="text-align: …" is kept by the sanitiser and drawn by app.css.
  TextAlign.configure({ types: ["heading", "paragraph", "image"], alignments: ["left", "center", "right", "justify"] }),
  // Base64 raster images are allowed by the sanitiser, so pasted ones are kept too.
  Image.configure({ allowBase64: true }),
];

type Alignment = "left" | "center" | "right";

/**
 * TipTap rich-text editor with the spec's toolbar. It renders on the client only (the editor is
 * created after mount), so the server's HTML shows an empty frame of the same size.
 */
export function RichTextEditor({ value, onChange, readOnly = false, id, ariaLabel, ariaLabelledBy, errorMessageId }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  // The HTML this editor last reported, to tell our own echo from a value changed outside.
  const reportedRef = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editorProps = useMemo(
    () => ({
      attributes: {
        ...(id ? { id } : {}),
        ...(ariaLabel ? { "aria-label": ariaLabel } : {}),
        ...(ariaLabelledBy ? { "aria-labelledby": ariaLabelledBy } : {}),
        ...(errorMessageId ? { "aria-describedby": errorMessageId, "aria-invalid": "true" } : {}),
        "aria-multiline": "true",
        "aria-readonly": String(readOnly),
        class: "prose-content min-h-[300px] px-4 py-3 focus-visible:outline-none",
      },
    }),
    [id, ariaLabel, ariaLabelledBy, errorMessageId, readOnly],
  );

  const editor = useEditor({
    // The server cannot create the editor; creating it after hydration keeps SSR and hydration in step.
    immediatelyRender: false,
    extensions: EXTENSIONS,
    content: value,
    editable: !readOnly,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? "" : current.getHTML();
      reportedRef.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  useEffect(() => {
    if (!editor || value === reportedRef.current) return;
    reportedRef.current = value;
    // The same content in another spelling (the server's normalised HTML after a save) must not
    // reset the document, which would move the cursor.
    if (createDocument(value, editor.schema).eq(editor.state.doc)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={cn(
        "rounded-md border border-input bg-background focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2",
        readOnly && "bg-muted/40",
      )}
    >
      <Toolbar editor={editor} disabled={readOnly || !editor} controls={id} />
      {/* min-h on the wrapper too: the server's HTML has no editable element yet, and the layout must not jump. */}
      <div className="min-h-[300px]">
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

interface ToolbarProps {
  editor: Editor | null;
  disabled: boolean;
  controls?: string;
}

function Toolbar({ editor, disabled, controls }: ToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      underline: current?.isActive("underline") ?? false,
      left: current?.isActive({ textAlign: "left" }) ?? false,
      center: current?.isActive({ textAlign: "center" }) ?? false,
      right: current?.isActive({ textAlign: "right" }) ?? false,
      bulletList: current?.isActive("bulletList") ?? false,
      orderedList: current?.isActive("orderedList") ?? false,
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      h3: current?.isActive("heading", { level: 3 }) ?? false,
      blockquote: current?.isActive("blockquote") ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  const [picking, setPicking] = useState(false);
  const [asking, setAsking] = useState<"link" | "image" | null>(null);
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => {
    if (editor) command(editor.chain().focus()).run();
  };
  const align = (alignment: Alignment) => run((chain) => chain.setTextAlign(alignment));

  const insertLink = (url: string) => {
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange("link");
    // With nothing selected the URL itself becomes the link text.
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] }).run();
    } else {
      chain.setLink({ href: url }).run();
    }
  };

  const insertImageAt = (src: string, alt: string) =>
    run((chain) =>
      chain
        .setImage({ src, alt })
        // The new image is left selected, so the next key typed would replace it: move to a line after it.
        .command(({ tr }) => {
          const after = tr.selection.to;
          if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
          tr.setSelection(TextSelection.create(tr.doc, after + 1));
          return true;
        }),
    );

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={moveFocusWithArrows}
      className="flex flex-wrap items-center gap-1 border-b border-input p-1"
    >
      <ToolbarButton icon={Bold} label="Bold" pressed={active?.bold} disabled={disabled} onClick={() => run((chain) => chain.toggleBold())} />
      <ToolbarButton icon={Italic} label="Italic" pressed={active?.italic} disabled={disabled} onClick={() => run((chain) => chain.toggleItalic())} />
      <ToolbarButton
        icon={Underline}
        label="Underline"
        pressed={active?.underline}
        disabled={disabled}
        onClick={() => run((chain) => chain.toggleUnderline())}
      />
      <Divider />
      {/* Beyond the spec's buttons (issue M): sub-headings (the page title is the h1) and quotes. */}
      <ToolbarButton icon={Heading2} label="Heading 2" pressed={active?.h2} disabled={disabled} onClick={() => run((chain) => chain.toggleHeading({ level: 2 }))} />
      <ToolbarButton icon={Heading3} label="Heading 3" pressed={active?.h3} disabled={disabled} onClick={() => run((chain) => chain.toggleHeading({ level: 3 }))} />
      <ToolbarButton icon={Quote} label="Quote" pressed={active?.blockquote} disabled={disabled} onClick={() => run((chain) => chain.toggleBlockquote())} />
      <Divider />
      <ToolbarButton icon={AlignLeft} label="Align Left" pressed={active?.left} disabled={disabled} onClick={() => align("left")} />
      <ToolbarButton icon={AlignCenter} label="Align Center" pressed={active?.center} disabled={disabled} onClick={() => align("center")} />
      <ToolbarButton icon={AlignRight} label="Align Right" pressed={active?.right} disabled={disabled} onClick={() => align("right")} />
      <Divider />
      <ToolbarButton
        icon={List}
        label="Bullet List"
        pressed={active?.bulletList}
        disabled={disabled}
        onClick={() => run((chain) => chain.toggleBulletList())}
      />
      <ToolbarButton
        icon={ListOrdered}
        label="Numbered List"
        pressed={active?.orderedList}
        disabled={disabled}
        onClick={() => run((chain) => chain.toggleOrderedList())}
      />
      <Divider />
      <ToolbarButton icon={Link2} label="Insert Link" disabled={disabled} onClick={() => setAsking("link")} />
      <ToolbarButton icon={ImagePlus} label="Insert Image" disabled={disabled} onClick={() => setAsking("image")} />
      <ToolbarButton icon={Images} label="Insert Image from Library" disabled={disabled} onClick={() => setPicking(true)} />
      <Divider />
      <ToolbarButton icon={Undo2} label="Undo" disabled={disabled || !active?.canUndo} onClick={() => run((chain) => chain.undo())} />
      <ToolbarButton icon={Redo2} label="Redo" disabled={disabled || !active?.canRedo} onClick={() => run((chain) => chain.redo())} />
      {asking === "link" ? (
        <LinkDialog initialUrl={(editor?.getAttributes("link").href as string | undefined) ?? ""} onClose={() => setAsking(null)} onInsert={insertLink} />
      ) : null}
      {asking === "image" ? <ImageDialog onClose={() => setAsking(null)} onInsert={({ src, alt }) => insertImageAt(src, alt)} /> : null}
      {picking ? (
        <Suspense fallback={null}>
          {/* A library image keeps the alt text it has there (the picker asks for one first). */}
          <MediaPicker open={picking} onOpenChange={setPicking} onChoose={(media) => insertImageAt(media.reference, media.decorative ? "" : media.alt)} />
        </Suspense>
      ) : null}
    </div>
  );
}

interface ToolbarButtonProps {
  icon: LucideIcon;
  label: string;
  /** Only for buttons that switch a format on and off. */
  pressed?: boolean;
  disabled: boolean;
  onClick: () => void;
}

function ToolbarButton({ icon: Icon, label, pressed, disabled, onClick }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the editor's selection: the command then applies to the text the user selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-md text-foreground transition-colors hover:bg-accent",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50",
        pressed && "bg-accent text-primary",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

function Divider() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />;
}

/** Arrow keys, Home and End move between the toolbar's buttons, as in any toolbar. */
function moveFocusWithArrows(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
  const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (current === -1) return;
  const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[(next + buttons.length) % buttons.length]?.focus();
}
