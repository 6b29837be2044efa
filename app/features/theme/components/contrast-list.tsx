import { Check, X } from "lucide-react";
import { formatRatio } from "../colour.ts";
import { AA_RATIO, textPairs, type Theme } from "../theme-values.ts";

/**
 * Every colour pair that carries text, with its contrast ratio as the colours are chosen: the same
 * pairs and arithmetic the server checks a save with, so a pair marked here is the pair it refuses.
 */
export function ContrastList({ theme }: { theme: Theme }) {
  const pairs = textPairs(theme);
  const failing = pairs.filter((pair) => pair.ratio < AA_RATIO).length;
  return (
    <section aria-labelledby="theme-contrast" className="space-y-3">
      <div>
        <h2 id="theme-contrast" className="text-base font-semibold">
          Text contrast
        </h2>
        <p role="status" className={failing ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}>
          {failing
            ? `${failing} ${failing === 1 ? "pair fails" : "pairs fail"} WCAG AA (${AA_RATIO}:1). The theme cannot be saved until every pair passes.`
            : `Every pair passes WCAG AA (at least ${AA_RATIO}:1).`}
        </p>
      </div>
      <ul className="divide-y rounded-md border text-sm">
        {pairs.map((pair) => {
          const passes = pair.ratio >= AA_RATIO;
          return (
            <li key={pair.label} className="flex items-center gap-3 px-3 py-2" data-contrast-pair={pair.label} data-passes={passes}>
              <span aria-hidden="true" className="flex h-7 w-10 shrink-0 items-center justify-center rounded border text-xs font-bold" style={{ color: pair.text, backgroundColor: pair.background }}>
                Aa
              </span>
              <span className="min-w-0 flex-1">{pair.label}</span>
              <span className="font-mono tabular-nums">{formatRatio(pair.ratio)}</span>
              {passes ? (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
                  <Check aria-hidden="true" className="size-4" /> AA
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-destructive">
                  <X aria-hidden="true" className="size-4" /> Fails
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
