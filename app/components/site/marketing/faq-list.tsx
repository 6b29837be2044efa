import { ChevronDown, CircleHelp } from "lucide-react";

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * Each question is a native disclosure (<details>), open at first so every answer reads without
 * JavaScript or clicks, and a visitor can fold away what they have read.
 */
export function FaqList({ items }: { items: readonly FaqEntry[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.question} className="rounded-2xl border bg-card shadow-sm">
          <details open className="group p-6 sm:p-8">
            <summary className="flex cursor-pointer list-none items-start gap-3 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              <CircleHelp className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
              <h3 className="flex-1 text-lg font-semibold">{item.question}</h3>
              <ChevronDown className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <p className="mt-3 ps-8 leading-relaxed text-muted-foreground">{item.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** schema.org FAQPage data for the same questions, so search engines can show them. */
export function faqPageJsonLd(items: readonly FaqEntry[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
  };
}
