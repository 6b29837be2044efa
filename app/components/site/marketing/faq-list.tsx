import { CircleHelp } from "lucide-react";
import type { FaqItem } from "#app/content/process.ts";

/** FAQ as open cards rather than an accordion: every answer is readable without JavaScript or clicks. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.question} className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h3 className="flex gap-3 text-lg font-semibold">
            <CircleHelp className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            {item.question}
          </h3>
          <p className="mt-3 leading-relaxed text-muted-foreground">{item.answer}</p>
        </li>
      ))}
    </ul>
  );
}
