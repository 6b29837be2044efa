/**
 * Headings revealed word by word (components/site/animated-heading.tsx renders the words): when 10%
 * of a heading comes into view its words rise in, 50 ms apart, over 800 ms; once, unless the heading
 * asks to repeat. A heading already in view when this script runs was painted with the page, so it
 * stays as the visitor saw it: hiding words already read only to bring them back is a flicker, and it
 * was style, layout and compositing work right after the first paint. Headings further down wait
 * hidden (`reveal-pending`, app.css; never with reduced motion) until they are reached.
 */
const VISIBLE_THRESHOLD = 0.1;

export function enhanceHeadings(): void {
  const headings = document.querySelectorAll<HTMLElement>("[data-reveal]");
  if (headings.length === 0) return;
  const observed = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const repeat = target.getAttribute("data-reveal") === "repeat";
        const firstLook = !observed.has(target);
        observed.add(target);
        if (firstLook && isIntersecting) {
          // In view at load: shown as painted; a repeating heading reveals again once it has left.
          if (!repeat) observer.unobserve(target);
        } else if (isIntersecting) {
          target.classList.add("reveal-visible");
          if (!repeat) observer.unobserve(target);
        } else {
          target.classList.add("reveal-pending");
          target.classList.remove("reveal-visible");
        }
      }
    },
    { threshold: VISIBLE_THRESHOLD },
  );
  for (const heading of headings) observer.observe(heading);
}
