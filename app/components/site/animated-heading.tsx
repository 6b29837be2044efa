import type { ElementType } from "react";

const WORD_STAGGER_MS = 50;

interface AnimatedHeadingProps {
  text: string;
  as?: "h1" | "h2" | "h3";
  className?: string;
  id?: string;
  /** Reveal again each time the heading scrolls back into view. */
  repeat?: boolean;
}

/**
 * A heading whose words rise in one after another when 10% of it comes into view (the public pages'
 * script, app/site-enhance/reveal.ts). The words are hidden only on a heading that script has marked
 * as waiting below the fold (app.css), so the text is there without JavaScript, in the admin's
 * previews, and at once for visitors who prefer reduced motion.
 */
export function AnimatedHeading({ text, as = "h2", className, id, repeat = false }: AnimatedHeadingProps) {
  const Tag: ElementType = as;
  const words = text.split(/\s+/).filter(Boolean);
  return (
    <Tag id={id} className={className} aria-label={text} data-reveal={repeat ? "repeat" : "once"}>
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
