import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A data table that scrolls sideways on narrow screens instead of squeezing its columns. With
 * `scrollLabel` the scrolling area is a named, focusable region, so keyboard users can scroll it
 * even when the table holds no buttons or links. With `stickyActions` the last column (the row's
 * actions) stays pinned to the right edge while the rest scrolls, so a phone reaches every row's
 * actions without scrolling sideways.
 */
export function Table({ className, scrollLabel, stickyActions = false, ...props }: ComponentProps<"table"> & { scrollLabel?: string; stickyActions?: boolean }) {
  return (
    <div
      className="relative w-full overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      {...(scrollLabel ? { role: "region", "aria-label": scrollLabel, tabIndex: 0 } : {})}
    >
      <table
        className={cn(
          "w-full caption-bottom text-sm",
          stickyActions &&
            "[&_tr>:last-child]:sticky [&_tr>:last-child]:right-0 [&_tr>:last-child]:z-10 [&_tr>:last-child]:bg-card [&_tr>:last-child]:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)] lg:[&_tr>:last-child]:shadow-none",
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("border-b transition-colors hover:bg-muted/50", className)} {...props} />;
}

export function TableHead({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return (
    <th
      scope={scope}
      className={cn("h-11 px-4 text-left align-middle font-medium whitespace-nowrap text-muted-foreground", className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 align-middle", className)} {...props} />;
}
