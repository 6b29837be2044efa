import { Play } from "lucide-react";
import { useId } from "react";
import { Picture } from "#app/components/picture.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { readVideoAddress } from "#app/lib/video-address.ts";
import { m } from "#app/paraglide/messages.js";
import { FrameHeading, SectionFrame } from "../section-frame.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { VideoSection } from "./schema.ts";

const HOST_NAMES = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * A hosted video that loads only when asked: until the click the page shows our own poster (or a
 * drawn frame) and a play link to the video on its host, and makes no request to the host at all,
 * so nothing is set or sent before the visitor chooses to watch (no consent banner, Lighthouse
 * unchanged). The public script (app/site-enhance/video.ts) turns the click into the host's player
 * in place; without the script the link opens the video on its host.
 */
export function VideoRenderer({ section }: SectionRendererProps<VideoSection>) {
  const headingId = useId();
  const locale = { locale: usePageCatalog() };
  const video = readVideoAddress(section.videoUrl);
  if (!video) return null;
  const host = HOST_NAMES[video.host];
  return (
    <SectionFrame look={section.style} labelledBy={section.heading ? headingId : undefined} label={section.heading ? undefined : section.title}>
      {section.heading ? <FrameHeading headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} /> : null}
      <figure className="mx-auto max-w-4xl">
        <a
          href={video.watchUrl}
          data-video-embed={video.embedUrl}
          data-video-title={section.title}
          className="group relative block aspect-video overflow-hidden rounded-xl bg-[var(--section-dark)] shadow-lg ring-1 ring-border focus-visible:ring-4 focus-visible:ring-ring focus-visible:outline-none"
        >
          {section.poster ? (
            <Picture src={section.poster} alt="" sizes="(min-width: 1024px) 56rem, 100vw" box={{ width: 1280, height: 720 }} yieldsToOpening className="absolute inset-0 size-full object-cover" />
          ) : (
            // A drawn frame in the brand's colours: our own pixels, no request to the video's host.
            <span aria-hidden className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,var(--section-brand),transparent_60%)] opacity-80" />
          )}
          <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/10 to-transparent" />
          {/* The play button: centred on a wide frame; on a phone beside the title, which it would cover in the middle. */}
          <span className="absolute inset-0 hidden items-center justify-center sm:flex">
            <PlayButton className="size-20" />
          </span>
          <span className="absolute inset-x-0 bottom-0 flex items-end gap-3 p-4 text-start text-white sm:p-6">
            <PlayButton className="size-12 shrink-0 sm:hidden" />
            <span className="min-w-0">
              <span className="block text-xs font-semibold tracking-wider uppercase sm:text-sm">{m.video_watch({}, locale)}</span>
              <span className="mt-1 line-clamp-2 block text-base font-semibold text-balance sm:text-2xl">{section.title}</span>
            </span>
          </span>
        </a>
        <figcaption className="mt-3 text-center text-sm text-muted-foreground">
          {section.caption ? <span className="block text-base text-foreground">{section.caption}</span> : null}
          {m.video_plays_from({ host }, locale)}
        </figcaption>
      </figure>
    </SectionFrame>
  );
}

function PlayButton({ className }: { className: string }) {
  return (
    <span aria-hidden className={`flex items-center justify-center rounded-full bg-white text-[var(--section-brand)] shadow-xl motion-safe:transition-transform group-hover:scale-110 ${className}`}>
      <Play className="ms-[8%] size-[42%] fill-current" />
    </span>
  );
}
