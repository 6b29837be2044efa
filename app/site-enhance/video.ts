import { VIDEO_FRAME_ORIGINS } from "#app/lib/video-address.ts";
import { isPlainClick } from "./motion.ts";

/**
 * The Video section's play link (app/sections/video/video.tsx): a click puts the host's player in
 * its place, playing. Until then the page has made no request to the host. A frame address not
 * on the allow-list (a page edited by hand in the database) is left as the plain link it is.
 */
export function enhanceVideos(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-video-embed]") : null;
    if (!link || !isPlainClick(event)) return;
    const src = link.dataset.videoEmbed ?? "";
    if (!VIDEO_FRAME_ORIGINS.some((origin) => src.startsWith(`${origin}/`))) return;
    event.preventDefault();
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = link.dataset.videoTitle ?? "";
    frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
    frame.allowFullscreen = true;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frame.className = "aspect-video w-full rounded-xl border-0 bg-black shadow-lg";
    link.replaceWith(frame);
    frame.focus();
  });
}
