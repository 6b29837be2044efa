import { RETAILERS } from "#app/content/site.ts";

/** Retailer names set as text wordmarks: we show where clients sell, without borrowing anyone's logo artwork. */
export function TrustStrip() {
  return (
    <section aria-labelledby="trust-title" className="border-y bg-muted/60 py-10">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="trust-title" className="text-center text-sm font-semibold uppercase tracking-wider text-muted-foreground">
          Trusted by teams selling through
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4 sm:gap-x-14">
          {RETAILERS.map((retailer) => (
            <li key={retailer} className="text-xl font-extrabold tracking-tight text-slate-600 sm:text-2xl">
              {retailer}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
