import { describe, expect, it } from "vitest";
import { mediaHash, mediaSrcSet, mediaUrl } from "./media";

const HASH = "0123456789abcdef0123";

describe("media URLs", () => {
  it("names the large image without a width and smaller ones with it", () => {
    expect(mediaUrl(HASH)).toBe(`/media/${HASH}.webp`);
    expect(mediaUrl(HASH, 320)).toBe(`/media/${HASH}-320.webp`);
  });

  it("reads the hash back only from stored media URLs", () => {
    expect(mediaHash(`/media/${HASH}.webp`)).toBe(HASH);
    expect(mediaHash(`/media/${HASH}-320.webp`)).toBeNull();
    expect(mediaHash("https://example.com/a.webp")).toBeNull();
    expect(mediaHash("/media/../etc/passwd")).toBeNull();
  });

  it("builds a srcset for stored images and none for others", () => {
    expect(mediaSrcSet(`/media/${HASH}.webp`)).toBe(
      `/media/${HASH}-320.webp 320w, /media/${HASH}.webp 640w`,
    );
    expect(mediaSrcSet("/images/x.webp")).toBeUndefined();
  });
});
