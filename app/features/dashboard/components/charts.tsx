import { Link } from "react-router";
import { useId } from "react";

/**
 * Hand-made SVG charts (docs/decisions/030-cookie-free-visit-counts.md): rendered on the server like
 * the rest of the screen, so they need no script, no chart library and no inline style. Each is an
 * image with a text summary; the numbers themselves are in the table beside it (InsightPanel).
 */

export type Tone = "primary" | "highlight" | "success" | "destructive";

const FILL: Record<Tone, string> = { primary: "fill-primary", highlight: "fill-highlight", success: "fill-success", destructive: "fill-destructive" };
const STROKE: Record<Tone, string> = { primary: "stroke-primary", highlight: "stroke-highlight", success: "stroke-success", destructive: "stroke-destructive" };
const SWATCH: Record<Tone, string> = { primary: "bg-primary", highlight: "bg-highlight", success: "bg-success", destructive: "bg-destructive" };

export interface Series {
  name: string;
  values: number[];
  tone: Tone;
  /** Bars side by side per day, or a line across them. */
  kind: "bar" | "line";
}

const WIDTH = 600;
const HEIGHT = 160;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const formatNumber = (n: number) => n.toLocaleString("en-US");

/** "Visits: 1,234 in total, at most 120 a day (2030-03-09)." for every series: what a screen reader hears. */
function summary(days: string[], series: Series[]): string {
  return series
    .map((s) => {
      const max = Math.max(0, ...s.values);
      const at = days[s.values.indexOf(max)];
      return `${s.name}: ${formatNumber(sum(s.values))} in total${max > 0 ? `, at most ${formatNumber(max)} a day (${at})` : ""}.`;
    })
    .join(" ");
}

/** Values per day as bars and lines, with the highest value and the first and last day as labels. */
export function DailyChart({ label, days, series }: { label: string; days: string[]; series: Series[] }) {
  const id = useId();
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const step = WIDTH / Math.max(1, days.length);
  const bars = series.filter((s) => s.kind === "bar");
  const barWidth = (step * 0.8) / Math.max(1, bars.length);
  const y = (value: number) => HEIGHT - (value / max) * HEIGHT;

  return (
    <figure className="space-y-2" data-chart={label}>
      <div className="flex gap-2">
        <div className="flex w-10 shrink-0 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums" aria-hidden>
          <span>{formatNumber(max)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full min-w-0 border-b border-l"
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
        >
          <title id={`${id}-title`}>{label}</title>
          <desc id={`${id}-desc`}>{summary(days, series)}</desc>
          {bars.map((s, b) =>
            s.values.map((value, i) =>
              value > 0 ? (
                <rect key={`${s.name}-${days[i]}`} x={i * step + step * 0.1 + b * barWidth} y={y(value)} width={barWidth} height={HEIGHT - y(value)} className={FILL[s.tone]}>
                  <title>{`${days[i]}: ${formatNumber(value)} ${s.name.toLowerCase()}`}</title>
                </rect>
              ) : null,
            ),
          )}
          {series
            .filter((s) => s.kind === "line")
            .map((s) => (
              <polyline
                key={s.name}
                points={s.values.map((value, i) => `${i * step + step / 2},${y(value)}`).join(" ")}
                className={`fill-none ${STROKE[s.tone]}`}
                strokeWidth={2.5}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            ))}
        </svg>
      </div>
      <div className="ml-12 flex justify-between text-xs text-muted-foreground tabular-nums" aria-hidden>
        <span>{days[0]}</span>
        <span>{days.at(-1)}</span>
      </div>
      <figcaption className="ml-12 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {series.map((s) => (
          <span key={s.name} className="inline-flex items-center gap-1.5">
            <span className={`inline-block ${s.kind === "line" ? "h-0.5 w-4" : "size-3 rounded-sm"} ${SWATCH[s.tone]}`} aria-hidden />
            {s.name} <span className="text-muted-foreground tabular-nums">({formatNumber(sum(s.values))})</span>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** A ranked list as horizontal bars: label, bar, value. `lang` marks a label written in another language (a language's own name). */
export function BarList({ label, items, tone = "primary" }: { label: string; items: Array<{ label: string; lang?: string; value: number; detail?: string; href?: string }>; tone?: Tone }) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <figure data-chart={label}>
      <figcaption className="mb-2 text-sm font-medium">{label}</figcaption>
      {items.length === 0 ? <p className="text-sm text-muted-foreground">None in this period.</p> : null}
      <ol className="space-y-2">
        {items.map((item) => (
          <li key={item.label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] items-center gap-3 text-sm">
            {item.href ? (
              <Link to={item.href} className="truncate underline-offset-4 hover:underline" title={item.label}>
                {item.label}
              </Link>
            ) : (
              <span className="truncate" title={item.label} lang={item.lang}>
                {item.label}
              </span>
            )}
            <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="h-2.5 w-full rounded-sm bg-muted" aria-hidden>
              <rect x={0} y={0} width={(item.value / max) * 100} height={8} className={FILL[tone]} />
            </svg>
            <span className="text-right tabular-nums">
              {formatNumber(item.value)}
              {item.detail ? <span className="ml-2 text-muted-foreground">{item.detail}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
