/**
 * A page's sections below the first are rendered only near the window (content-visibility, app.css),
 * so that the first paint is not followed by one long task of style and layout for the whole page.
 * Until rendered, each holds an estimated height; a jump to the end of the page (the End key, a
 * footer link) then moved the footer under the pointer a frame later, as estimates became real
 * heights. Once the page has loaded, this renders the sections one at a time, each in an idle moment
 * of its own (a short task), so within a moment of loading the page has its real height.
 */
export function renderSectionsWhenIdle(): void {
  const content = document.querySelector<HTMLElement>("[data-page-content]");
  if (!content) return;
  const pending = Array.from(content.querySelectorAll<HTMLElement>(":scope > section ~ section, :scope > article > section ~ section"));
  const renderNext = () => {
    const section = pending.shift();
    if (section) {
      section.setAttribute("data-rendered", "");
      whenIdle(renderNext);
    } else {
      renderEverySection(content);
    }
  };
  if (document.readyState === "complete") whenIdle(renderNext);
  else addEventListener("load", () => whenIdle(renderNext), { once: true });
}

/**
 * Renders every section of the page at once, and keeps them rendered: the idle rendering above when
 * it has gone through them, or a link to a section of the page before it scrolls (anchor-links.ts),
 * as a smooth scroll aimed past estimated heights would land wherever their real heights move the
 * target on the way.
 */
export function renderEverySection(content: Element): void {
  content.setAttribute("data-sections-rendered", "");
}

/** After the next frame, when the browser has nothing more urgent (Safari has no requestIdleCallback). */
function whenIdle(work: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 50);
}
