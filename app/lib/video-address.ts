/**
 * Hosted videos a Video section may show (docs/decisions/051-section-styles-and-new-sections.md):
 * YouTube, played from its no-cookie host, and Vimeo, told not to track. Pasted addresses in any of
 * the forms people copy ("youtu.be/…", "youtube.com/watch?v=…", "vimeo.com/…") are read to the
 * video's host and id; the player's address is built from those alone, never from what was typed,
 * so no other host, scheme or parameter can reach the page. No Zod: the public script reads the
 * frame origins too.
 */
type VideoHost = "youtube" | "vimeo";

export interface VideoAddress {
  host: VideoHost;
  id: string;
  /** Where the video plays on its host: the link a visitor without JavaScript follows. */
  watchUrl: string;
  /** The player the click loads (autoplay: the visitor has just asked to play it). */
  embedUrl: string;
}

/** The origins a player frame may come from: the Content-Security-Policy's frame-src and the public script's check. */
export const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

export const VIDEO_ADDRESS_HINT = "Paste a YouTube or Vimeo address, for example https://www.youtube.com/watch?v=… or https://vimeo.com/….";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

/** The video an address names, or null for anything else (another host, another scheme, no id). */
export function readVideoAddress(typed: string): VideoAddress | null {
  let url: URL;
  try {
    url = new URL(typed.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return youtube(parts[0]);
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === "watch") return youtube(url.searchParams.get("v") ?? undefined);
    if (parts[0] === "embed" || parts[0] === "shorts" || parts[0] === "live") return youtube(parts[1]);
    return null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/76979871, player.vimeo.com/video/76979871
    const id = host === "player.vimeo.com" ? (parts[0] === "video" ? parts[1] : undefined) : parts[0];
    return id !== undefined && VIMEO_ID.test(id) ? vimeo(id) : null;
  }
  return null;
}

function youtube(id: string | undefined): VideoAddress | null {
  if (id === undefined || !YOUTUBE_ID.test(id)) return null;
  return { host: "youtube", id, watchUrl: `https://www.youtube.com/watch?v=${id}`, embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` };
}

function vimeo(id: string): VideoAddress {
  return { host: "vimeo", id, watchUrl: `https://vimeo.com/${id}`, embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` };
}
