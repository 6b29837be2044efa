import { useEffect, useRef, useState, type CSSProperties } from "react";
import { Logo } from "#app/components/site/logo.tsx";
import { RenderSections } from "#app/features/contact/form/components/render-page-sections.tsx";
import type { Section } from "#app/sections/section-list.ts";
import { themeDeclarations, type Theme } from "../theme-values.ts";

/** The width the preview lays the sections out at on a wide screen, then scales to the panel. */
const PAGE_WIDTH = 1280;

/**
 * The live preview: the home page's hero, cards, figures band and call to action, drawn by the
 * public renderers under the theme's custom properties (the same declarations the page head gets),
 * between a header and a footer that show the logos. On a wide screen it is laid out as a desktop
 * page and scaled down to fit; on a phone it is the phone's layout.
 */
export function ThemePreview({ theme, sections, logoLight, logoDark, companyName }: { theme: Theme; sections: readonly Section[]; logoLight?: string; logoDark?: string; companyName: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const zoom = usePageZoom(frame);
  const style = {
    ...themeDeclarations(theme),
    colorScheme: theme.scheme,
    backgroundColor: "var(--color-background)",
    color: "var(--color-foreground)",
    fontFamily: "var(--font-sans)",
  } as CSSProperties;
  return (
    <div ref={frame} className="overflow-hidden rounded-lg border shadow-sm">
      <div inert aria-label="Preview of the home page in this theme" role="img" style={{ ...style, ...(zoom ? { width: PAGE_WIDTH, zoom } : {}) }} data-theme-preview="">
        <div className="flex items-center justify-between border-b px-6 py-4">
          {logoLight ? <img src={logoLight} alt="" className="h-8 w-auto" /> : <Logo name={companyName} />}
          <span className="hidden gap-6 text-sm font-medium sm:flex">
            <span className="text-primary">Home</span>
            <span>Services</span>
            <span>Case Studies</span>
            <span>Contact</span>
          </span>
        </div>
        <RenderSections sections={sections} context={{ path: "/", formStamp: "", preview: true }} />
        <div className="bg-surface-deep px-6 py-8 text-sm text-slate-300">
          {logoDark ? <img src={logoDark} alt="" className="h-8 w-auto" /> : <Logo inverted name={companyName} />}
          <p className="mt-3">The footer, with the logo for dark backgrounds.</p>
        </div>
      </div>
    </div>
  );
}

/** The zoom that fits a desktop-wide page into the panel on a wide screen; null on narrower ones (the sections lay out for the screen they are on). */
function usePageZoom(frame: React.RefObject<HTMLDivElement | null>): number | null {
  const [zoom, setZoom] = useState<number | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const wide = window.matchMedia("(min-width: 80rem)");
    const measure = () => setZoom(wide.matches ? element.clientWidth / PAGE_WIDTH : null);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    wide.addEventListener("change", measure);
    return () => {
      observer.disconnect();
      wide.removeEventListener("change", measure);
    };
  }, [frame]);
  return zoom;
}
