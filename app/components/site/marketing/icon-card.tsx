import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";
import { MarketingIcon } from "./marketing-icon.tsx";
import type { MarketingIconName } from "./marketing-icon-names.ts";

interface IconCardProps {
  icon: MarketingIconName;
  title: string;
  description: string;
  /** A link or note under the description. */
  footer?: ReactNode;
  className?: string;
}

/** A card with an icon, an h3 title and a short description: benefits, service teasers. */
export function IconCard({ icon, title, description, footer, className }: IconCardProps) {
  return (
    <div className={cn("flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8", className)}>
      <MarketingIcon name={icon} />
      <h3 className="mt-5 text-xl font-semibold">{title}</h3>
      <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{description}</p>
      {footer ? <div className="mt-6">{footer}</div> : null}
    </div>
  );
}
