import { describe, expect, test } from "vitest";
import { readVideoAddress, VIDEO_FRAME_ORIGINS } from "./video-address.ts";

describe("readVideoAddress", () => {
  test.each([
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s", "https://www.youtube.com/watch?v=aqz-KE-bpKQ"],
    ["https://youtu.be/aqz-KE-bpKQ?si=tracking", "https://www.youtube.com/watch?v=aqz-KE-bpKQ"],
    ["https://www.youtube.com/embed/aqz-KE-bpKQ", "https://www.youtube.com/watch?v=aqz-KE-bpKQ"],
    ["https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1", "https://www.youtube.com/watch?v=aqz-KE-bpKQ"],
    ["https://m.youtube.com/shorts/aqz-KE-bpKQ", "https://www.youtube.com/watch?v=aqz-KE-bpKQ"],
    ["  https://vimeo.com/76979871  ", "https://vimeo.com/76979871"],
    ["https://player.vimeo.com/video/76979871?h=abc", "https://vimeo.com/76979871"],
  ])("reads %s as the host's own watch address", (typed, watchUrl) => {
    expect(readVideoAddress(typed)?.watchUrl).toBe(watchUrl);
  });

  test("builds the player from the id alone, on the no-cookie or do-not-track host", () => {
    expect(readVideoAddress("https://youtu.be/aqz-KE-bpKQ")?.embedUrl).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0");
    expect(readVideoAddress("https://vimeo.com/76979871")?.embedUrl).toBe("https://player.vimeo.com/video/76979871?autoplay=1&dnt=1");
    for (const typed of ["https://youtu.be/aqz-KE-bpKQ", "https://vimeo.com/76979871"]) {
      const embed = readVideoAddress(typed)?.embedUrl ?? "";
      expect(VIDEO_FRAME_ORIGINS.some((origin) => embed.startsWith(`${origin}/`))).toBe(true);
    }
  });

  test.each([
    "javascript:alert(document.cookie)//https://youtu.be/aqz-KE-bpKQ",
    "data:text/html,<script>alert(1)</script>",
    "https://evil.example/watch?v=aqz-KE-bpKQ",
    "https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ",
    "https://evil.example/?https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    "https://www.youtube.com@evil.example/watch?v=aqz-KE-bpKQ",
    "https://user:pass@www.youtube.com/watch?v=aqz-KE-bpKQ",
    "https://www.youtube.com:8443/watch?v=aqz-KE-bpKQ",
    "ftp://www.youtube.com/watch?v=aqz-KE-bpKQ",
    "https://www.youtube.com/watch?v=aqz-KE-bpKQ%22%3E%3Cscript%3E",
    'https://www.youtube.com/embed/x"onload="alert(1)',
    "https://www.youtube.com/watch?list=PL123",
    "https://vimeo.com/channels/staffpicks",
    "https://player.vimeo.com/76979871",
    "//www.youtube.com/watch?v=aqz-KE-bpKQ",
    "not a url",
    "",
  ])("refuses %s", (typed) => {
    expect(readVideoAddress(typed)).toBeNull();
  });
});
