import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
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

export function updateItem<T extends { id: string }>(items: readonly T[], id: string, patch: Partial<T>): T[] {
  return items.map((item) => (item.id === id ? { ...item, ...patch } : item));
}

export function removeItem<T extends { id: string }>(items: readonly T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}

/**
 * An ordered list of items (features, images, testimonials, form fields), each titled
 * "<itemName> n" with its own Remove button, and an Add button below: new items are appended.
 */
export function ItemListField<T extends { id: string }>(props: ItemListFieldProps<T>) {
  const { items, onChange, create, itemName, errorKey, errors, addLabel, addFirstLabel, emptyText, disabled, children } = props;
  const baseId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where keyboard focus goes once the list has re-rendered: the new item's first control after an
  // add, the add button after a remove (the pressed button is gone, and focus must not fall to <body>).
  const pendingFocus = useRef<string | typeof ADD_BUTTON | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === ADD_BUTTON) addRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(target)}"] :is(input, textarea, select)`)?.focus();
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
                    <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={disabled} onClick={() => remove(item.id)}>
                      <Trash2 aria-hidden="true" />
                      Remove<span className="sr-only"> {title}</span>
                    </Button>
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
      {listError ? <p className="text-sm font-medium text-destructive">{listError}</p> : null}
      <Button ref={addRef} type="button" variant="outline" size="sm" disabled={disabled} onClick={add}>
        <Plus aria-hidden="true" />
        {items.length === 0 ? (addFirstLabel ?? addLabel) : addLabel}
      </Button>
    </div>
  );
}
