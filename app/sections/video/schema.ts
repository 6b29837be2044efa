import { z } from "#app/lib/zod.ts";
import { imageUrl, newId, optionalText, requiredText, SECTION_LIMITS, sectionBase, sectionStyle } from "#app/components/admin/fields/section-fields.ts";
import { readVideoAddress, VIDEO_ADDRESS_HINT } from "#app/lib/video-address.ts";
import { DEFAULT_SECTION_STYLE } from "../section-style.ts";

/**
 * A hosted video's address: read to its host and id (lib/video-address.ts) and stored as the
 * host's own watch address, so whatever was pasted (a share link, an embed code's src) is kept in
 * one form, and an address on any other host or scheme is refused before it is stored.
 */
const videoAddress = z
  .string()
  .trim()
  .max(SECTION_LIMITS.url, `Video address can be at most ${SECTION_LIMITS.url} characters.`)
  .transform((typed, context) => {
    if (typed === "") {
      context.addIssue({ code: "custom", message: `Video address is required. ${VIDEO_ADDRESS_HINT}` });
      return z.NEVER;
    }
    const video = readVideoAddress(typed);
    if (video) return video.watchUrl;
    context.addIssue({ code: "custom", message: `This is not a YouTube or Vimeo video address. ${VIDEO_ADDRESS_HINT}` });
    return z.NEVER;
  });

export const VideoSection = z.object({
  ...sectionBase,
  type: z.literal("video"),
  eyebrow: optionalText("Eyebrow", 100),
  heading: optionalText("Heading"),
  intro: optionalText("Introduction", 1000),
  videoUrl: videoAddress,
  /** The video's own title: the player frame's name and the words on the play link. */
  title: requiredText("Video title", 150),
  /** A still of the video, from the media library: shown until the visitor plays it. Without one, a plain drawn frame. */
  poster: imageUrl("Poster image"),
  caption: optionalText("Caption", 300),
  style: sectionStyle,
});
export type VideoSection = z.infer<typeof VideoSection>;

export function videoDefaults(order: number): VideoSection {
  return {
    id: newId(),
    type: "video",
    order,
    eyebrow: "",
    heading: "See How We Work",
    intro: "",
    videoUrl: "",
    title: "",
    poster: "",
    caption: "",
    style: DEFAULT_SECTION_STYLE,
  };
}
