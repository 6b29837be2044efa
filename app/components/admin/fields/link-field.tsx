import { FileSearch, FileText, TriangleAlert, X } from "lucide-react";
import { use, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { pageLinkHref, readPageLink, type PageLink } from "#app/lib/page-link.ts";
import { cn } from "#app/lib/utils.ts";
import { LINK_TARGET_WARNINGS, LINK_TARGETS_PARAMS, LINK_TARGETS_PATH, LinkLanguageContext, type LinkTarget, type LinkTargetsAnswer } from "./link-targets.ts";

interface LinkFieldProps {
  label: ReactNode;
  value: string;
  onChange: (href: string) => void;
  error?: string;
  disabled: boolean;
  placeholder?: string;
}

// Typed text that is an address, not words to find a page by: the list stays shut.
const TYPED_ADDRESS = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

function targetsUrl(language: string | null, name: string, value: string): string {
  const search = new URLSearchParams({ [name]: value });
  if (language) search.set(LINK_TARGETS_PARAMS.language, language);
  return `${LINK_TARGETS_PATH}?${search}`;
}

/**
 * Every link field of the admin (header and footer links, section buttons and cards): choose a page
 * from the list, stored as a reference that follows the page when its address changes
 * (docs/decisions/041-links-to-pages.md), or type an address (https://…, /path, #anchor, mailto:,
 * tel:). The pages offered are in the language of the content being edited (LinkLanguageContext).
 */
export function LinkField({ label, value, onChange, error, disabled, placeholder = "/contact" }: LinkFieldProps) {
  const id = useId();
  const language = use(LinkLanguageContext);
  const chosen = readPageLink(value);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(" ");
  return (
    // min-w-0: in a grid cell, a long address is cut short instead of widening the cell.
    <div className="min-w-0 space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {chosen ? (
        <ChosenPage id={id} link={chosen} language={language} disabled={disabled} describedBy={describedBy} onClear={() => onChange("")} />
      ) : (
        <PageSearch id={id} value={value} language={language} disabled={disabled} placeholder={placeholder} invalid={Boolean(error)} describedBy={describedBy} onChange={onChange} />
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="sr-only">
        Choose a page from the list, or type an address.
      </p>
    </div>
  );
}

/** A page chosen: its title, kind and address now, a warning when visitors cannot follow the link, and a way back to typing. */
function ChosenPage({ id, link, language, disabled, describedBy, onClear }: { id: string; link: PageLink; language: string | null; disabled: boolean; describedBy: string; onClear: () => void }) {
  const fetcher = useFetcher<LinkTargetsAnswer>();
  const url = targetsUrl(language, LINK_TARGETS_PARAMS.key, link.key);
  // fetcher.load is a new function each render; the address alone says when to ask again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void fetcher.load(url), [url]);
  const target = fetcher.data?.described.find((described) => described.key === link.key);
  const warning = target && target.state !== "published" ? LINK_TARGET_WARNINGS[target.state] : null;
  return (
    <div className="space-y-2">
      <div className={cn("flex min-h-10 items-center gap-3 rounded-md border bg-background px-3 py-2", warning && "border-amber-500")}>
        <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <div id={id} role="group" aria-describedby={describedBy} aria-label={target ? `Page: ${target.title || "deleted page"}` : "Page"} className="min-w-0 flex-1 text-sm">
          {target ? (
            <>
              <span className="font-medium">{target.title || "Deleted page"}</span> <Badge variant="secondary">{target.kind}</Badge>
              <span className="block truncate text-muted-foreground">
                {target.path}
                {link.anchor ? `#${link.anchor}` : ""}
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">Loading page...</span>
          )}
        </div>
        {disabled ? null : (
          <Button type="button" variant="ghost" size="icon" onClick={onClear} aria-label="Remove the page and type an address instead">
            <X aria-hidden />
          </Button>
        )}
      </div>
      {warning ? (
        <p role="status" className="flex gap-2 text-sm text-amber-800 dark:text-amber-300">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {warning}
        </p>
      ) : null}
    </div>
  );
}

interface PageSearchProps {
  id: string;
  value: string;
  language: string | null;
  disabled: boolean;
  placeholder: string;
  invalid: boolean;
  describedBy: string;
  onChange: (href: string) => void;
}

/** The address as typed, and below it the pages whose title or address contains it (a combobox). */
function PageSearch({ id, value, language, disabled, placeholder, invalid, describedBy, onChange }: PageSearchProps) {
  const fetcher = useFetcher<LinkTargetsAnswer>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // "Choose a page" lists every page, whatever is typed; typing searches by it again.
  const [browsing, setBrowsing] = useState(false);
  const query = browsing ? "" : TYPED_ADDRESS.test(value.trim()) ? null : value.trim().replace(/^\//, "");
  const url = query === null ? null : targetsUrl(language, LINK_TARGETS_PARAMS.query, query);
  useEffect(() => {
    if (!open || url === null) return;
    // A short pause, so a word typed quickly asks once.
    const timer = setTimeout(() => void fetcher.load(url), 150);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetcher.load is a new function each render
  }, [open, url]);
  const targets = open && url !== null ? (fetcher.data?.targets ?? []) : [];
  const listId = `${id}-pages`;
  const optionId = (index: number) => `${id}-page-${index}`;
  const pick = (target: LinkTarget) => {
    onChange(pageLinkHref({ key: target.key, anchor: "" }));
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (targets.length > 0) setActive((current) => (current + (event.key === "ArrowDown" ? 1 : targets.length - 1)) % targets.length);
    } else if (event.key === "Enter" && targets[active]) {
      event.preventDefault();
      pick(targets[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  return (
    <div className="relative">
      <Input
        className="pe-10"
        id={id}
        role="combobox"
        aria-expanded={targets.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={targets[active] ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        inputMode="url"
        placeholder={`Search pages or type an address, e.g. ${placeholder}`}
        value={value}
        disabled={disabled}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setBrowsing(false);
        }}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          onChange(event.target.value);
          setActive(0);
          setBrowsing(false);
          setOpen(true);
        }}
      />
      {disabled ? null : (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute inset-e-0 top-0"
          aria-label="Choose a page"
          title="Choose a page"
          // Keeps the focus in the field, whose list this opens.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            document.getElementById(id)?.focus();
            setActive(0);
            setBrowsing(true);
            setOpen(true);
          }}
        >
          <FileSearch aria-hidden />
        </Button>
      )}
      <ul id={listId} role="listbox" aria-label="Pages" hidden={targets.length === 0} className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border bg-background p-1 shadow-lg">
        {targets.map((target, index) => (
          <li
            key={target.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={cn("flex cursor-pointer flex-wrap items-baseline gap-x-2 rounded-sm px-2 py-1.5 text-sm", index === active && "bg-accent text-accent-foreground")}
            // Chosen before the input's blur shuts the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(target);
            }}
            onMouseEnter={() => setActive(index)}
          >
            <span className="font-medium">{target.title}</span>
            <span className="text-xs text-muted-foreground">
              {target.kind} · {target.path}
              {target.state === "draft" ? " · Draft" : ""}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
