import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

interface NoticeBoxProps {
  /** The heading's id, which names the region for assistive technology and the tests. */
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  /** The heading's level where it sits in the screen's outline. */
  level?: "h2" | "h3";
  className?: string;
  children: ReactNode;
}

/** A highlighted region of an admin screen that asks for attention: a secret shown once, a setting missing. */
export function NoticeBox({ id, icon: Icon, title, level: Heading = "h2", className, children }: NoticeBoxProps) {
  return (
    <section aria-labelledby={id} className={cn("space-y-3 rounded-md border border-highlight/60 bg-highlight/10 p-4", className)}>
      <Heading id={id} className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden className="size-4" /> {title}
      </Heading>
      {children}
    </section>
  );
}
