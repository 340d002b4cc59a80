import { describe, it, expect } from "vitest";
import { imageFileProblem, isAllowedImageType, isJsonFileType } from "./image-files";

const MB = 1024 * 1024;

describe("imageFileProblem", () => {
  it.each([
    [{ name: "a.jpg", type: "image/jpeg", size: 5 * MB }, "single", null],
    [{ name: "a.webp", type: "image/webp", size: 10 }, "multiple", null],
    [{ name: "a.GIF", type: "IMAGE/GIF", size: 10 }, "single", null],
    [
      { name: "a.pdf", type: "application/pdf", size: 10 },
      "single",
      "Please select a valid image file",
    ],
    [
      { name: "a.svg", type: "image/svg+xml", size: 10 },
      "single",
      "Please select a valid image file",
    ],
    [
      { name: "big.png", type: "image/png", size: 5 * MB + 1 },
      "single",
      "Image size should be less than 5MB",
    ],
    [
      { name: "a.pdf", type: "application/pdf", size: 10 },
      "multiple",
      "File a.pdf is not a valid image",
    ],
    [
      { name: "big.png", type: "image/png", size: 6 * MB },
      "multiple",
      "File big.png is too large (max 5MB)",
    ],
  ] as const)("%j (%s) → %j", (file, mode, problem) => {
    expect(imageFileProblem(file, mode)).toBe(problem);
  });

  it("defaults to the single-slot messages", () => {
    expect(imageFileProblem({ name: "x", type: "text/plain", size: 1 })).toBe(
      "Please select a valid image file",
    );
  });
});

describe("type checks", () => {
  it("image and JSON types", () => {
    expect(isAllowedImageType("image/png")).toBe(true);
    expect(isAllowedImageType("image/bmp")).toBe(false);
    expect(isJsonFileType("application/json")).toBe(true);
    expect(isJsonFileType("text/plain")).toBe(false);
  });
});
