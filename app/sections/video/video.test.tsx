import { describe, expect, test } from "vitest";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { videoDefaults, VideoSection } from "./schema.ts";
import { VideoRenderer } from "./video.tsx";
import { VideoEditor } from "./video-editor.tsx";

const video = (patch: Partial<VideoSection> = {}): VideoSection => ({ ...videoDefaults(0), videoUrl: "https://youtu.be/aqz-KE-bpKQ", title: "A test purchase", ...patch });

describe("video", () => {
  test("a pasted share link is stored as the host's watch address", () => {
    expect(VideoSection.parse(video()).videoUrl).toBe("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
    expect(VideoSection.parse(video({ videoUrl: "https://player.vimeo.com/video/76979871" })).videoUrl).toBe("https://vimeo.com/76979871");
  });

  test("a new section asks for its address and title before it can be saved", () => {
    expect(issuesOf(VideoSection, videoDefaults(0))).toEqual({
      videoUrl: expect.stringContaining("Video address is required.") as string,
      title: "Video title is required.",
    });
  });

  test.each(["javascript:alert(1)", "https://evil.example/watch?v=aqz-KE-bpKQ", "https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ", "data:text/html,hi"])(
    "refuses %s with the hosts it takes named",
    (videoUrl) => {
      expect(issuesOf(VideoSection, video({ videoUrl })).videoUrl).toMatch(/^This is not a YouTube or Vimeo video address\. Paste a YouTube or Vimeo address/);
    },
  );

  test("renders a play link to the host and the player's address for the click, and nothing that loads from the host", () => {
    const html = renderHtml(<VideoRenderer section={VideoSection.parse(video({ heading: "See How We Work" }))} context={PAGE_CONTEXT} />);
    const [link] = tagsOf(html, "a");
    expect(link).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"');
    expect(link).toContain('data-video-embed="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&amp;rel=0"');
    expect(tagsOf(html, "iframe")).toEqual([]);
    // No image, script or frame from the host before the click: only the link names it.
    expect(html.replace(link ?? "", "")).not.toMatch(/youtube|ytimg/);
    expect(visibleText(html)).toContain("Watch the video A test purchase");
    expect(visibleText(html)).toContain("The video loads from YouTube only when you play it.");
  });

  test("a poster from the library is drawn from this site; without one, a drawn frame", () => {
    const withPoster = renderHtml(<VideoRenderer section={video({ poster: "/images/office.svg" })} context={PAGE_CONTEXT} />);
    expect(tagsOf(withPoster, "img")[0]).toContain('src="/images/office.svg"');
    expect(tagsOf(renderHtml(<VideoRenderer section={video()} context={PAGE_CONTEXT} />), "img")).toEqual([]);
  });

  test("a stored address that is not a video renders nothing", () => {
    expect(renderHtml(<VideoRenderer section={video({ videoUrl: "https://evil.example/x" })} context={PAGE_CONTEXT} />)).toBe("");
  });

  test("the editor's fields are disabled when read-only", () => {
    const html = renderHtml(<VideoEditor section={video()} onChange={() => {}} readOnly />);
    expect(visibleText(html)).toContain("Video Address (YouTube or Vimeo)");
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea")]) expect(control).toContain('disabled=""');
  });
});
