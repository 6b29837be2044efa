import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A data table. From tablet width (md) up it is a table that scrolls sideways instead of squeezing
 * its columns; with `scrollLabel` the scrolling area is a named, focusable region, so keyboard users
 * can scroll it even when the table holds no buttons or links. With `stickyActions` the last column
 * (the row's actions) stays pinned to the right edge while the rest scrolls.
 *
 * On a phone each row is a card (the `data-table` rules in app/app.css): the primary cell first and
 * larger, beside the row's checkbox, every other value under it with its column's label (a cell's
 * `label`), the actions at the bottom. Nothing scrolls sideways and nothing is pinned over the
 * values. A browser forgets a table's semantics once its display changes, so every element states
 * its role; the column headers stay for screen readers, and the labels drawn beside the values are
 * hidden from them (they would hear each label twice). `cards={false}` keeps a short table of
 * figures a table on a phone too, where its columns fit.
 */
export function Table({
  className,
  scrollLabel,
  stickyActions = false,
  cards = true,
  ...props
}: ComponentProps<"table"> & { scrollLabel?: string; stickyActions?: boolean; cards?: boolean }) {
  return (
    <div
      className="relative w-full overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      {...(scrollLabel ? { role: "region", "aria-label": scrollLabel, tabIndex: 0 } : {})}
    >
      <table
        role="table"
        className={cn(
          cards && "data-table",
          "w-full caption-bottom text-sm",
          stickyActions &&
            "md:[&_tr>:last-child]:sticky md:[&_tr>:last-child]:right-0 md:[&_tr>:last-child]:z-10 md:[&_tr>:last-child]:bg-card md:[&_tr>:last-child]:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)] lg:[&_tr>:last-child]:shadow-none",
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead role="rowgroup" className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody role="rowgroup" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr role="row" className={cn("border-b transition-colors hover:bg-muted/50", className)} {...props} />;
}

/**
 * What a cell is in a row's card on a phone: the row's name (its title, sender, address: first and
 * larger), its checkbox (beside the name), or its actions (at the bottom). Other cells are values.
 */
type CellKind = "primary" | "select" | "actions";

export function TableHead({ className, scope = "col", kind, ...props }: ComponentProps<"th"> & { kind?: Extract<CellKind, "select"> }) {
  return (
    <th
      role="columnheader"
      scope={scope}
      data-cell={kind}
      className={cn("h-11 px-4 text-left align-middle font-medium whitespace-nowrap text-muted-foreground", className)}
      {...props}
    />
  );
}

/** `label`: the column's heading, written beside the value in a phone's card; `kind`: see CellKind. */
export function TableCell({ className, label, kind, ...props }: ComponentProps<"td"> & { label?: string; kind?: CellKind }) {
  return <td role="cell" data-label={label} data-cell={kind} className={cn("px-4 py-3 align-middle", className)} {...props} />;
}

/** The row's actions: at the right of a table's row, at the bottom of a phone's card. */
export function TableActionsCell({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <TableCell kind="actions">
      <div className={cn("flex items-center justify-end gap-1 max-md:flex-wrap max-md:justify-start", className)}>{children}</div>
    </TableCell>
  );
}
