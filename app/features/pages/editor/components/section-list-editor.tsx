import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useEffect, useRef, type Dispatch } from "react";
import type { PageFieldErrors } from "#app/features/pages/editor/page-input-errors.ts";
import type { SectionType } from "#app/sections/registry.ts";
import type { Section } from "#app/sections/section-list.ts";
import { AddSectionDialog } from "./add-section-dialog.tsx";
import type { PageDraftAction } from "./page-draft.ts";
import { SectionPanel, sectionLabel } from "./section-panel.tsx";

interface SectionListEditorProps {
  sections: readonly Section[];
  errors: PageFieldErrors;
  readOnly: boolean;
  dispatch: Dispatch<PageDraftAction>;
  /** What Add Section offers; every type by default. */
  addableTypes?: readonly SectionType[];
}

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    "To move this section, press Space or Enter to pick it up. Use the up and down arrow keys to move it, Space or Enter to drop it, or Escape to cancel.",
};

/**
 * The visual editor: the page's sections in order, each in its panel, reordered by dragging the
 * handle with a pointer or with the keyboard (Space, arrows, Space), and the Add Section dialog.
 */
export function SectionListEditor({ sections, errors, readOnly, dispatch, addableTypes }: SectionListEditorProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = sections.map((section) => section.id);
  const announcements = useAnnouncements(sections);
  const listRef = useScrollToAddedSection(sections);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) dispatch({ type: "move-section", id: String(active.id), overId: String(over.id) });
  }

  return (
    <div className="space-y-4">
      {sections.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          {readOnly ? "No sections yet." : "No sections yet. Add a section to start building this page."}
        </p>
      ) : (
        // A fixed id keeps dnd-kit's generated ids the same on the server and in the browser.
        <DndContext
          id="page-sections"
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={readOnly}>
            <ol ref={listRef} className="space-y-4" aria-label="Page sections">
              {sections.map((section, index) => (
                <SectionPanel
                  key={section.id}
                  section={section}
                  index={index}
                  readOnly={readOnly}
                  errors={errors.sections?.[section.id]}
                  onChange={(next) => dispatch({ type: "update-section", section: next })}
                  onRemove={() => dispatch({ type: "remove-section", id: section.id })}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {readOnly ? null : <AddSectionDialog types={addableTypes} onAdd={(sectionType) => dispatch({ type: "add-section", sectionType })} />}
    </div>
  );
}

/** What a screen reader hears while a section is moved: which section, and where it is now. */
function useAnnouncements(sections: readonly Section[]): Announcements {
  const describe = (id: UniqueIdentifier) => {
    const index = sections.findIndex((section) => section.id === id);
    const section = sections[index];
    return { name: section ? `${sectionLabel(section)} section` : "Section", position: `position ${index + 1} of ${sections.length}` };
  };
  return {
    onDragStart: ({ active }) => `Picked up the ${describe(active.id).name} at ${describe(active.id).position}.`,
    onDragOver: ({ active, over }) =>
      over ? `The ${describe(active.id).name} is now at ${describe(over.id).position}.` : `The ${describe(active.id).name} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `Dropped the ${describe(active.id).name} at ${describe(over.id).position}.` : `Dropped the ${describe(active.id).name}; nothing moved.`,
    onDragCancel: ({ active }) => `Moving cancelled. The ${describe(active.id).name} is back at ${describe(active.id).position}.`,
  };
}

/** Brings a newly added section into view: it is appended below everything else. */
function useScrollToAddedSection(sections: readonly Section[]) {
  const listRef = useRef<HTMLOListElement>(null);
  const count = useRef(sections.length);
  useEffect(() => {
    const added = sections.length > count.current;
    count.current = sections.length;
    if (!added) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    listRef.current?.lastElementChild?.scrollIntoView({ block: "start", behavior: reduceMotion ? "auto" : "smooth" });
  }, [sections.length]);
  return listRef;
}
