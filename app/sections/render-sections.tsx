import { hasRenderer, rendererFor } from "./renderers.ts";
import type { Section } from "./section-list.ts";
import type { SectionRenderContext } from "./section-types.ts";

/**
 * A page's sections as visitors see them, in ascending order; a section of a type this version
 * does not know renders nothing. Used by the public page and the editor's Preview tab.
 */
export function RenderSections({ sections, context }: { sections: readonly Section[]; context: SectionRenderContext }) {
  const ordered = sections.filter(hasRenderer).sort((a, b) => a.order - b.order);
  const seen = new Map<string, number>();
  return (
    <>
      {ordered.map((section) => {
        const Renderer = rendererFor(section);
        const ofType = seen.get(section.type) ?? 0;
        seen.set(section.type, ofType + 1);
        return <Renderer key={section.id} section={section} context={context} ofType={ofType} />;
      })}
    </>
  );
}
