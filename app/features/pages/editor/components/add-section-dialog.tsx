import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { SECTION_REGISTRY, SECTION_TYPES, type SectionType } from "#app/sections/registry.ts";

/** The Add Section dialog: the section types this page may hold, each with its icon and what it is for. */
export function AddSectionDialog({ types = SECTION_TYPES, onAdd }: { types?: readonly SectionType[]; onAdd: (type: SectionType) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="w-full border-dashed">
          <Plus aria-hidden />
          Add Section
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Section</DialogTitle>
          <DialogDescription>Choose a section to add at the end of the page.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3 sm:grid-cols-2">
          {types.map((type) => {
            const { label, description, icon: Icon } = SECTION_REGISTRY[type];
            return (
              <li key={type}>
                <button
                  type="button"
                  // Named by the label alone; the description is read after it.
                  aria-label={label}
                  aria-describedby={`add-section-${type}-description`}
                  className="flex h-full w-full items-start gap-3 rounded-lg border p-4 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
                  onClick={() => {
                    onAdd(type);
                    setOpen(false);
                  }}
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                  <span className="space-y-1">
                    <span className="block font-medium">{label}</span>
                    <span id={`add-section-${type}-description`} className="block text-sm text-muted-foreground">
                      {description}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
