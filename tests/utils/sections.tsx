import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { SECTION_FORMS } from "#app/features/contact/form/components/render-page-sections.tsx";
import type { SectionRenderContext } from "#app/sections/section-types.ts";
import type { z } from "#app/lib/zod.ts";

/** What the public page route passes to section renderers, for a page at /about-us (with the contact feature's forms). */
export const PAGE_CONTEXT: SectionRenderContext = { path: "/about-us", formStamp: "1700000000000.signed-by-the-loader", forms: SECTION_FORMS };

/** Server-renders an element inside a router (links and forms need one), as the page route does. */
export function renderHtml(element: ReactElement, path = PAGE_CONTEXT.path): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&nbsp;": " " };

/** The text of rendered HTML: tags removed, entities decoded, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** Every opening tag of this element name in the HTML, in order ("img", "input"). */
export function tagsOf(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];
}

/** The messages of a failed parse, by path ("items.0.title"); empty when the value is valid. */
export function issuesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}
