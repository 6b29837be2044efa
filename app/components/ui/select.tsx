import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A styled native <select>: it submits with a plain form, works without JavaScript, and gets the
 * platform's own keyboard and screen-reader behaviour for free.
 */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          "flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pe-9 ps-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 inset-e-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
    </div>
  );
}
