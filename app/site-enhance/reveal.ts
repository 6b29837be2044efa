/**
 * Headings revealed word by word (components/site/animated-heading.tsx renders the words): when 10%
 * of a heading is visible its words rise in, 50 ms apart, over 800 ms; once, unless the heading asks
 * to repeat. The words are hidden only under `html.site-enhanced` and never with reduced motion (app.css).
 */
const VISIBLE_THRESHOLD = 0.1;

export function enhanceHeadings(): void {
  const headings = document.querySelectorAll<HTMLElement>("[data-reveal]");
  if (headings.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const repeat = target.getAttribute("data-reveal") === "repeat";
        if (isIntersecting) {
          target.classList.add("reveal-visible");
          if (!repeat) observer.unobserve(target);
        } else if (repeat) {
          target.classList.remove("reveal-visible");
        }
      }
    },
    { threshold: VISIBLE_THRESHOLD },
  );
  for (const heading of headings) observer.observe(heading);
}
