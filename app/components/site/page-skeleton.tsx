import { m } from "#app/paraglide/messages.js";
import { usePageCatalog } from "./page-catalog.ts";

/**
 * Grey blocks in the shape of a page (heading, intro, paragraphs) while a CMS page loads after a
 * click on a link to it: in every public page, hidden until the public script shows it
 * (app/site-enhance/navigation.ts). The pulse stops for visitors who prefer reduced motion.
 */
export function PageSkeleton() {
  const catalog = usePageCatalog();
  return (
    <div role="status" aria-live="polite" hidden data-page-skeleton="" className="px-4 pb-20 pt-28 sm:px-6 lg:px-8">
      <span className="sr-only">{m.a11y_loading_page({}, { locale: catalog })}</span>
      <div aria-hidden="true" className="mx-auto max-w-3xl space-y-6 motion-safe:animate-pulse">
        <div className="mx-auto h-10 w-2/3 rounded-md bg-muted" />
        <div className="mx-auto h-5 w-1/2 rounded-md bg-muted" />
        <div className="space-y-3 pt-6">
          {["w-full", "w-11/12", "w-full", "w-4/5", "w-full", "w-3/5"].map((width, index) => (
            <div key={index} className={`h-4 rounded bg-muted ${width}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
