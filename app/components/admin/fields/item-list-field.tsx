import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";

interface ItemContext<T> {
  index: number;
  update: (patch: Partial<T>) => void;
  /** This item's validation message for `field`, if any. */
  error: (field: string) => string | undefined;
}

interface ItemListFieldProps<T extends { id: string }> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  create: () => T;
  /** Names an item in its title and its remove button: "Field" gives "Field 1" and "Remove Field 1". */
  itemName: string;
  /** The section's key for this list ("items", "fields"), to find its errors ("items.0.title"). */
  errorKey: string;
  errors?: Record<string, string>;
  addLabel: string;
  /** The add button's label while the list is empty; `addLabel` if not given. */
  addFirstLabel?: string;
  emptyText: string;
  disabled: boolean;
  children: (item: T, context: ItemContext<T>) => ReactNode;
}

const ADD_BUTTON = Symbol("add button");

const MOVES = { up: { step: -1, Icon: ArrowUp }, down: { step: 1, Icon: ArrowDown } } as const;
type Direction = keyof typeof MOVES;
const DIRECTIONS: readonly Direction[] = ["up", "down"];

export function updateItem<T extends { id: string }>(items: readonly T[], id: string, patch: Partial<T>): T[] {
  return items.map((item) => (item.id === id ? { ...item, ...patch } : item));
}

export function removeItem<T extends { id: string }>(items: readonly T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}

/** The list with the item `id` moved one place up (-1) or down (+1); unchanged when it cannot move that way. */
export function moveItem<T extends { id: string }>(items: readonly T[], id: string, step: number): T[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

/**
 * An ordered list of items (features, images, testimonials, form fields), each titled
 * "<itemName> n" with Move up, Move down and Remove buttons, and an Add button below: new items are appended.
 */
export function ItemListField<T extends { id: string }>(props: ItemListFieldProps<T>) {
  const { items, onChange, create, itemName, errorKey, errors, addLabel, addFirstLabel, emptyText, disabled, children } = props;
  const baseId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where keyboard focus goes once the list has re-rendered: the new item's first control after an
  // add, the add button after a remove (the pressed button is gone, and focus must not fall to <body>).
  // After a move, the moved item's button for the same direction, or (now at the end) the other one.
  const pendingFocus = useRef<string | { id: string; direction: Direction } | typeof ADD_BUTTON | null>(null);
  // Said by screen readers after a move: the titles renumber, so the new place is worth hearing.
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const itemElement = (id: string) => listRef.current?.querySelector(`[data-item-id="${CSS.escape(id)}"]`);
    if (target === ADD_BUTTON) {
      addRef.current?.focus();
    } else if (typeof target === "string") {
      itemElement(target)?.querySelector<HTMLElement>(":is(input, textarea, select)")?.focus();
    } else {
      const item = itemElement(target.id);
      (item?.querySelector<HTMLElement>(`[data-move="${target.direction}"]:enabled`) ?? item?.querySelector<HTMLElement>("[data-move]:enabled"))?.focus();
    }
  }, [items]);

  function add() {
    const item = create();
    pendingFocus.current = item.id;
    onChange([...items, item]);
  }

  function remove(id: string) {
    pendingFocus.current = ADD_BUTTON;
    onChange(removeItem(items, id));
  }

  function move(id: string, direction: Direction) {
    const moved = moveItem(items, id, MOVES[direction].step);
    pendingFocus.current = { id, direction };
    setAnnouncement(`${itemName} moved to position ${moved.findIndex((item) => item.id === id) + 1} of ${moved.length}.`);
    onChange(moved);
  }

  const listError = errors?.[errorKey];
  return (
    <div className="space-y-3">
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ol ref={listRef} className="space-y-3">
          {items.map((item, index) => {
            const title = `${itemName} ${index + 1}`;
            const titleId = `${baseId}-${index}`;
            return (
              <li key={item.id} data-item-id={item.id} className="rounded-lg border bg-muted/40 p-4">
                <div role="group" aria-labelledby={titleId}>
                  <div className="mb-3 flex items-center justify-between gap-2">
                    <p id={titleId} className="text-sm font-semibold">
                      {title}
                    </p>
                    <div className="flex shrink-0 items-center gap-1">
                      {DIRECTIONS.map((direction) => {
                        const { Icon, step } = MOVES[direction];
                        const target = index + step;
                        return (
                          <Button
                            key={direction}
                            type="button"
                            variant="ghost"
                            size="icon"
                            className="size-9"
                            data-move={direction}
                            aria-label={`Move ${title} ${direction}`}
                            disabled={disabled || target < 0 || target >= items.length}
                            onClick={() => move(item.id, direction)}
                          >
                            <Icon aria-hidden="true" />
                          </Button>
                        );
                      })}
                      <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={disabled} onClick={() => remove(item.id)}>
                        <Trash2 aria-hidden="true" />
                        {/* On a phone the three buttons share a line with the title: Remove shows as its icon there. */}
                        <span className="max-sm:sr-only">Remove</span>
                        <span className="sr-only"> {title}</span>
                      </Button>
                    </div>
                  </div>
                  <div className="space-y-3">
                    {children(item, {
                      index,
                      update: (patch) => onChange(updateItem(items, item.id, patch)),
                      error: (field) => errors?.[`${errorKey}.${index}.${field}`],
                    })}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {listError ? <p className="text-sm font-medium text-destructive">{listError}</p> : null}
      <Button ref={addRef} type="button" variant="outline" size="sm" disabled={disabled} onClick={add}>
        <Plus aria-hidden="true" />
        {items.length === 0 ? (addFirstLabel ?? addLabel) : addLabel}
      </Button>
    </div>
  );
}
