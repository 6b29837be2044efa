import { Picture } from "#app/components/picture.tsx";
import type { CatalogLocale } from "#app/lib/i18n.ts";
import { cn } from "#app/lib/utils.ts";
import { m } from "#app/paraglide/messages.js";
import { usePageCatalog } from "../page-catalog.ts";
import { MarketingIcon } from "./marketing-icon.tsx";
import type { MarketingIconName } from "./marketing-icon-names.ts";

interface Step {
  number: number;
  title: string;
  description: string;
  icon: MarketingIconName;
  /** An illustration's URL, or empty for none. */
  image: string;
}

/** The step's drawing, decorative: the title beside it says what it shows. */
function StepIllustration({ step, className }: { step: Step; className?: string }) {
  if (!step.image) return null;
  return <Picture src={step.image} alt="" sizes="128px" box={{ width: 160, height: 120 }} className={cn("h-24 w-32 object-contain", className)} />;
}

/** The step's label, title and description: the same words in either layout. */
function StepText({ step }: { step: Step }) {
  return (
    <>
      <h3 className="mt-5 text-lg font-semibold">
        <span className="sr-only">{m.a11y_step({ number: String(step.number) }, { locale: usePageCatalog() })} </span>
        {step.title}
      </h3>
      <p className="mt-2 leading-relaxed text-muted-foreground">{step.description}</p>
    </>
  );
}

function StepBadge({ step }: { step: Step }) {
  const catalog = usePageCatalog();
  return (
    <span aria-hidden="true" className="rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">
      {m.process_step_badge({ number: stepNumber(step.number, catalog) }, { locale: catalog })}
    </span>
  );
}

/** "01", "02" … in the page's digits. */
function stepNumber(number: number, catalog: CatalogLocale): string {
  return new Intl.NumberFormat(catalog, { minimumIntegerDigits: 2 }).format(number);
}

/** The numbered engagement process as a grid of cards. */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.number} className="relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
          <StepIllustration step={step} className="mx-auto mb-4" />
          <div className="flex items-center justify-between">
            <MarketingIcon name={step.icon} />
            <StepBadge step={step} />
          </div>
          <StepText step={step} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The process as a timeline: one line with each step's icon on it, the steps beside it (on wide
 * screens alternately left and right, each tucked up beside the one before).
 */
export function ProcessTimeline({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="relative mx-auto max-w-5xl before:absolute before:inset-y-6 before:inset-s-6 before:w-0.5 before:bg-gradient-to-b before:from-primary/40 before:via-primary/25 before:to-highlight/40 md:before:inset-s-1/2 md:before:-translate-x-1/2 md:rtl:before:translate-x-1/2">
      {steps.map((step, index) => (
        <li key={step.number} className={cn("relative pb-8 ps-18 last:pb-0 md:grid md:grid-cols-2 md:gap-20 md:ps-0", index > 0 && "md:-mt-16")}>
          <MarketingIcon
            name={step.icon}
            className="absolute top-0 inset-s-0 rounded-full bg-primary text-primary-foreground shadow-md ring-8 ring-background md:inset-s-1/2 md:-translate-x-1/2 md:rtl:translate-x-1/2"
          />
          <div className={cn("rounded-2xl border bg-card p-6 shadow-sm", index % 2 === 0 ? "md:col-start-1 md:text-end" : "md:col-start-2")}>
            <div className={cn("flex items-center justify-between gap-4", index % 2 === 0 && "md:flex-row-reverse")}>
              <StepBadge step={step} />
              <StepIllustration step={step} className="-my-2" />
            </div>
            <StepText step={step} />
          </div>
        </li>
      ))}
    </ol>
  );
}
