/** Names set as text wordmarks: we show where clients sell, without borrowing anyone's logo artwork. */
export function TrustStrip({ id, heading, names }: { id: string; heading: string; names: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="border-y bg-muted/60 py-10">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={id} className="text-center text-sm font-semibold uppercase tracking-wider text-muted-foreground">
          {heading}
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4 sm:gap-x-14">
          {names.map((name, index) => (
            <li key={index} className="text-xl font-extrabold tracking-tight text-muted-foreground sm:text-2xl">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
