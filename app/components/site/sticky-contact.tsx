import { MessageSquare } from "lucide-react";
import type { CatalogLocale } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";

/**
 * On phones, a compact "Get in Touch" at the bottom of the screen once the visitor has scrolled a
 * screen's height down a page (issue U), so a long page never leaves them hunting for the menu.
 * app.css keeps it out of sight and out of the tab order until the header carries
 * data-scrolled-far (app/site-enhance/header.ts), and from 768 px, where the header shows its own
 * button. Without the public script it stays hidden: the header's menu still leads to the contact page.
 */
export function StickyContact({ href, catalog }: { href: string; catalog: CatalogLocale }) {
  return (
    <div data-sticky-contact="" className="sticky-contact fixed end-4 bottom-4 z-30 md:hidden">
      <a href={href} className="inline-flex h-12 items-center gap-2 rounded-full bg-primary px-5 font-semibold text-primary-foreground shadow-lg shadow-primary/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <MessageSquare className="size-5" aria-hidden="true" />
        {m.nav_get_in_touch({}, { locale: catalog })}
      </a>
    </div>
  );
}
