import { MarketingIcon } from "./marketing-icon.tsx";
import type { MarketingIconName } from "./marketing-icon-names.ts";

/** The numbered engagement process: a timeline on small screens, a grid of cards on wide ones. */
export function ProcessSteps({ steps }: { steps: ReadonlyArray<{ number: number; title: string; description: string; icon: MarketingIconName }> }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.number} className="relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
          <div className="flex items-center justify-between">
            <MarketingIcon name={step.icon} />
            <span aria-hidden="true" className="rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">
              Step {String(step.number).padStart(2, "0")}
            </span>
          </div>
          <h3 className="mt-5 text-lg font-semibold">
            <span className="sr-only">Step {step.number}: </span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
