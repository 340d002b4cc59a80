import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "@domain/image-files";
import { fileNotValidImage, fileTooLarge } from "@domain/messages";
import { formatBytes, mergeImages, totalBytes } from "./import-files";

const img = (name: string, size = 1000, type = "image/jpeg") => ({ name, size, type });

describe("mergeImages", () => {
  it("keeps valid images, names each refused file and replaces a same-named one", () => {
    const first = mergeImages(
      [],
      [
        img("a.jpg"),
        img("notes.txt", 10, "text/plain"),
        img("big.png", MAX_IMAGE_BYTES + 1, "image/png"),
      ],
    );
    expect(first.images.map((f) => f.name)).toEqual(["a.jpg"]);
    expect(first.problems).toEqual([fileNotValidImage("notes.txt"), fileTooLarge("big.png")]);
    const second = mergeImages(first.images, [img("a.jpg", 2000), img("b.webp", 5, "image/webp")]);
    expect(second.images).toEqual([img("a.jpg", 2000), img("b.webp", 5, "image/webp")]);
  });
});

describe("sizes", () => {
  it("formats sizes", () => {
    expect(formatBytes(1536 * 1024)).toBe("1.5 MB");
    expect(formatBytes(10)).toBe("1 KB");
  });

  it("adds up the files' sizes", () => {
    expect(totalBytes([])).toBe(0);
    expect(totalBytes([{ size: 1024 }, { size: 2048 }])).toBe(3072);
  });
});
