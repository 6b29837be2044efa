import { useId, useRef, useState } from "react";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { mentionQuery } from "../mentions.ts";
import { NOTE_MAX_LENGTH, type MentionableStaff } from "../notes-schema.ts";

/**
 * A note's text box with an @mention picker: typing "@" and part of a name lists the staff who
 * match; choosing one (click, or Enter / Tab on the highlighted one) writes "@Their Name ", which the
 * server reads back as a mention.
 */
export function MentionTextarea({ staff, name, label, placeholder, value, onChange }: { staff: readonly MentionableStaff[]; name: string; label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const query = mentionQuery(value, caret);
  const matches = query ? staff.filter((person) => person.name.toLowerCase().includes(query.query.toLowerCase())).slice(0, 6) : [];
  const open = matches.length > 0;

  function choose(person: MentionableStaff) {
    if (!query) return;
    const next = `${value.slice(0, query.start)}@${person.name} ${value.slice(caret)}`;
    const at = query.start + person.name.length + 2;
    onChange(next);
    setCaret(at);
    requestAnimationFrame(() => ref.current?.setSelectionRange(at, at));
  }

  return (
    <div className="relative">
      <Textarea
        ref={ref}
        name={name}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={(event) => {
          if (!open) return;
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setActive((index) => (index + (event.key === "ArrowDown" ? 1 : matches.length - 1)) % matches.length);
          } else if (event.key === "Enter" || event.key === "Tab") {
            event.preventDefault();
            choose(matches[active] ?? matches[0]!);
          } else if (event.key === "Escape") {
            setCaret(-1);
          }
        }}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label="Mention someone" className="absolute inset-x-0 top-full z-20 mt-1 max-h-48 overflow-y-auto rounded-md border bg-popover p-1 text-sm shadow-md">
          {matches.map((person, index) => (
            <li key={person.id} role="option" aria-selected={index === active}>
              <button
                type="button"
                tabIndex={-1}
                className={`w-full rounded px-2 py-1.5 text-start ${index === active ? "bg-muted" : "hover:bg-muted"}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(person)}
              >
                {person.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
