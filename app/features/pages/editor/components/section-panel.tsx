import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, HelpCircle, Trash2 } from "lucide-react";
import { Suspense } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { sectionDefinition } from "#app/sections/registry.ts";
import { isKnownSection, type Section } from "#app/sections/section-list.ts";
import { cn } from "#app/lib/utils.ts";
import { SourceSectionTexts, useTranslationDirection } from "#app/features/pages/translating/components/translation-source.tsx";
import { SectionStyleFields } from "#app/sections/section-style-fields.tsx";
import { EditorSkeleton } from "./editor-skeleton.tsx";

interface SectionPanelProps {
  section: Section;
  /** 0-based position, for the region's name ("Section 2: Hero"). */
  index: number;
  readOnly: boolean;
  errors?: Record<string, string>;
  onChange: (section: Section) => void;
  onRemove: () => void;
}

const UNKNOWN_SECTION_LABEL = "Unknown Section Type";

/** The title a section's panel shows: its type's label, or the spec's text for a type this app does not know. */
export function sectionLabel(section: Section): string {
  return isKnownSection(section) ? sectionDefinition(section).label : UNKNOWN_SECTION_LABEL;
}

/**
 * One section in the visual editor: a frame with the drag handle, the type's label and Remove
 * Section, around the type's own editor panel (loaded on demand, a skeleton meanwhile).
 */
export function SectionPanel({ section, index, readOnly, errors, onChange, onRemove }: SectionPanelProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.id, disabled: readOnly });
  const label = sectionLabel(section);
  const Icon = isKnownSection(section) ? sectionDefinition(section).icon : HelpCircle;
  const direction = useTranslationDirection();

  return (
    <li
      ref={setNodeRef}
      id={`section-${section.id}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("rounded-lg border bg-card shadow-sm", isDragging && "relative z-10 opacity-80 shadow-lg ring-2 ring-primary")}
    >
      <section aria-label={`Section ${index + 1}: ${label}`}>
        <header className="flex items-center gap-2 border-b px-3 py-2">
          {readOnly ? null : (
            <button
              ref={setActivatorNodeRef}
              type="button"
              className="cursor-grab touch-none rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
              {...attributes}
              {...listeners}
              aria-label={`Reorder ${label} section`}
            >
              <GripVertical className="size-4" aria-hidden />
            </button>
          )}
          <Icon className="size-4 shrink-0 text-primary" aria-hidden />
          <h3 className="flex-1 font-semibold">{label}</h3>
          {readOnly ? null : (
            <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onRemove}>
              <Trash2 aria-hidden />
              Remove Section
            </Button>
          )}
        </header>
        <div className="space-y-4 p-4">
          <SourceSectionTexts section={section} index={index} />
          {/* A right-to-left translation's fields are typed right to left. */}
          <div dir={direction}>
            <SectionBody section={section} readOnly={readOnly} errors={errors} onChange={onChange} />
          </div>
        </div>
      </section>
    </li>
  );
}

function SectionBody({ section, readOnly, errors, onChange }: Pick<SectionPanelProps, "section" | "readOnly" | "errors" | "onChange">) {
  if (!isKnownSection(section)) {
    return (
      <p className="text-sm text-muted-foreground">
        This section of type “{section.type}” was made by another version of the site. It is kept as it is when you save and shows nothing to
        visitors. Remove it if it is no longer needed.
      </p>
    );
  }
  const { Editor, becomes } = sectionDefinition(section);
  // A section with a look (decision 051) gets the same Look fields under its own, whatever its type.
  const styled = "style" in section ? section : null;
  return (
    <div className="space-y-4">
      <Suspense fallback={<EditorSkeleton />}>
        <Editor section={section} readOnly={readOnly} errors={errors} onChange={onChange} />
      </Suspense>
      {styled ? <SectionStyleFields value={styled.style} disabled={readOnly} onChange={(style) => onChange({ ...styled, style })} /> : null}
      {becomes && !readOnly ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-3 text-sm">
          <p className="flex-1 text-muted-foreground">{becomes.hint}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(becomes.convert(section) as Section)}>
            Turn into {becomes.label}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
