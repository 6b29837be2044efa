import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "#app/components/ui/popover.tsx";
import { BAR_BUTTON } from "#app/features/pages/editor/components/bar-button.ts";

interface PublishingPopoverProps {
  /** The bar button's word ("Schedule", "Share"); words only a wide screen shows may be sr-only on a phone ("Submit for Review"). */
  label: ReactNode;
  icon: LucideIcon;
  /** The panel's heading and what it does. */
  title: string;
  description: string;
  /** Something waits (a scheduled publish, a working preview link): a dot on the button, said to screen readers. */
  pending?: string | null;
  children: ReactNode;
}

/**
 * One of the publishing bar's panels (docs/decisions/043-publishing-bar.md): a button in the bar that
 * opens the panel over the page, wherever the editor is scrolled. It stays open while its own
 * questions are asked (the placeholder check) and after its action, so the result shows in it.
 */
export function PublishingPopover({ label, icon: Icon, title, description, pending, children }: PublishingPopoverProps) {
  const id = useId();
  return (
    <>
      <Popover>
        <PopoverTrigger asChild>
          <Button type="button" variant="outline" className={BAR_BUTTON} aria-describedby={pending ? `${id}-pending` : undefined}>
            <span className="relative">
              <Icon className="size-4" aria-hidden />
              {pending ? <span className="absolute -top-1 -end-1 size-2 rounded-full bg-primary ring-2 ring-background" aria-hidden /> : null}
            </span>
            {label}
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-labelledby={`${id}-title`} className="space-y-4">
          <div className="space-y-1">
            <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
              <Icon className="size-5" aria-hidden />
              {title}
            </h2>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
          {children}
        </PopoverContent>
      </Popover>
      {/* Beside the button, not in it: the button's name stays its word. */}
      {pending ? (
        <span id={`${id}-pending`} className="sr-only">
          {pending}
        </span>
      ) : null}
    </>
  );
}
