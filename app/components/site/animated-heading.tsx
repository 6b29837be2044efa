import { useEffect, useRef, useState, type ElementType } from "react";
import { cn } from "#app/lib/utils.ts";

const WORD_STAGGER_MS = 50;
const VISIBLE_THRESHOLD = 0.1;

interface AnimatedHeadingProps {
  text: string;
  as?: "h1" | "h2" | "h3";
  className?: string;
  id?: string;
  /** Reveal again each time the heading scrolls back into view. */
  repeat?: boolean;
}

/**
 * A heading whose words rise in one after another when 10% of it is visible. The words are hidden
 * only after hydration (the `js-ready` class on <html>), so the text is there without JavaScript,
 * and the CSS shows it at once when the visitor prefers reduced motion.
 */
export function AnimatedHeading({ text, as = "h2", className, id, repeat = false }: AnimatedHeadingProps) {
  const Tag: ElementType = as;
  const ref = useRef<HTMLHeadingElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setVisible(true);
          if (!repeat) observer.disconnect();
        } else if (repeat) {
          setVisible(false);
        }
      },
      { threshold: VISIBLE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [repeat]);

  const words = text.split(/\s+/).filter(Boolean);
  return (
    <Tag ref={ref} id={id} className={cn(visible && "reveal-visible", className)} aria-label={text}>
      {words.map((word, index) => (
        <span key={index} aria-hidden="true">
          <span className="reveal-word" style={{ transitionDelay: `${index * WORD_STAGGER_MS}ms` }}>
            {word}
          </span>
          {index < words.length - 1 ? " " : null}
        </span>
      ))}
    </Tag>
  );
}
