import { useId } from "react";
import { Picture } from "#app/components/picture.tsx";
import { cn } from "#app/lib/utils.ts";
import { FrameHeading, SectionFrame } from "../section-frame.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { LogoWallItem, LogoWallSection } from "./schema.ts";

/**
 * Client or retailer logos in one centred, wrapping row, each in the same box so tall and wide marks
 * weigh alike. A company without a logo yet is set as a wordmark, as the Trust Strip sets names.
 */
export function LogoWallRenderer({ section }: SectionRendererProps<LogoWallSection>) {
  const headingId = useId();
  if (section.logos.length === 0) return null;
  // On a dark or brand band each logo sits on its own white tile: a dark mark would vanish into the
  // band, and a logo file with a white background would show as a white box; on a tile both read.
  const tiled = section.style.background === "dark" || section.style.background === "brand";
  return (
    <SectionFrame look={section.style} labelledBy={headingId}>
      {section.eyebrow || section.intro ? (
        <FrameHeading headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      ) : (
        <h2 id={headingId} className="mb-8 text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase">
          {section.heading}
        </h2>
      )}
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6 sm:gap-x-14">
        {section.logos.map((logo) => (
          <li key={logo.id} className="flex min-h-14 items-center">
            {logo.link ? (
              <a href={logo.link} className="rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                <Logo logo={logo} greyscale={section.greyscale} tiled={tiled} />
              </a>
            ) : (
              <Logo logo={logo} greyscale={section.greyscale} tiled={tiled} />
            )}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function Logo({ logo, greyscale, tiled }: { logo: LogoWallItem; greyscale: boolean; tiled: boolean }) {
  if (!logo.image) return <span className="text-xl font-extrabold tracking-tight text-foreground/75 sm:text-2xl">{logo.name}</span>;
  const picture = (
    <Picture
      src={logo.image}
      alt={logo.name}
      sizes="160px"
      box={{ width: 160, height: 56 }}
      yieldsToOpening
      className={cn(
        "h-10 w-auto max-w-40 object-contain sm:h-12",
        greyscale && "opacity-70 grayscale motion-safe:transition hover:opacity-100 hover:grayscale-0 pointer-coarse:opacity-100 pointer-coarse:grayscale-0",
      )}
    />
  );
  return tiled ? <span className="flex h-16 items-center rounded-lg bg-white px-5 shadow-sm">{picture}</span> : picture;
}
