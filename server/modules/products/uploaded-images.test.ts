import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MESSAGES, fileNotValidImage, fileTooLarge } from "@domain/messages";
import { MAX_IMAGE_BYTES } from "@domain/image-files";
import { sniffImageType } from "../media/media.service";
import { imageProblemMessage, prepareImage, quickImageProblem } from "./uploaded-images";
import { makeImage, MIME, type ImageFormat } from "./test-images";

const withHead = (head: number[] | string, size: number) => {
  const bytes = Buffer.alloc(size);
  Buffer.from(typeof head === "string" ? Buffer.from(head, "latin1") : head).copy(bytes);
  return new Blob([new Uint8Array(bytes)]);
};

describe("sniffImageType", () => {
  it.each(["jpeg", "png", "gif", "webp"] as ImageFormat[])(
    "recognises a real %s from its bytes",
    async (format) => {
      expect(sniffImageType(await makeImage(format))).toBe(MIME[format]);
    },
  );

  it.each([
    ["GIF87a", [...Buffer.from("GIF87a")], "image/gif"],
    ["RIFF without WEBP", [...Buffer.from("RIFF\0\0\0\0WAVE")], null],
    ["a PNG signature cut short", [0x89, 0x50, 0x4e, 0x47], null],
    ["two JPEG bytes", [0xff, 0xd8], null],
    ["text", [...Buffer.from("hello world!")], null],
    ["nothing", [], null],
  ])("%s", (_label, bytes, type) => {
    expect(sniffImageType(new Uint8Array(bytes as number[]))).toBe(type);
  });
});

describe("quickImageProblem", () => {
  it("allows exactly 5MB and refuses one byte more", async () => {
    expect(await quickImageProblem(withHead([0xff, 0xd8, 0xff], MAX_IMAGE_BYTES))).toBeNull();
    expect(
      await quickImageProblem(withHead([0xff, 0xd8, 0xff], MAX_IMAGE_BYTES + 1)),
    ).toMatchObject({ kind: "too-large" });
  });

  it("judges the type before the size, like the browser's check", async () => {
    expect(await quickImageProblem(withHead("%PDF-1.7", MAX_IMAGE_BYTES + 1))).toMatchObject({
      kind: "not-image",
    });
  });
});

describe("prepareImage", () => {
  it("refuses a picture with too many pixels without decoding it", async () => {
    // A PNG header declaring 20000×20000 pixels: a few bytes that would decode to 1.2 GB.
    const { default: sharp } = await import("sharp");
    const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const bomb = Buffer.from(small);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29); // IHDR's CRC over its type and data
    const result = await prepareImage(new Blob([new Uint8Array(bomb)]));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problem).toEqual({
        kind: "not-image",
        reason: "The image has more than 100 megapixels",
      });
  });
});

describe("imageProblemMessage", () => {
  it("uses the spec's single and multiple upload messages", () => {
    expect(imageProblemMessage("not-image", "single", "a.png")).toBe(
      "Please select a valid image file",
    );
    expect(imageProblemMessage("too-large", "single", "a.png")).toBe(
      "Image size should be less than 5MB",
    );
    expect(imageProblemMessage("not-image", "multiple", "a.png")).toBe(
      "File a.png is not a valid image",
    );
    expect(imageProblemMessage("too-large", "multiple", "a.png")).toBe(
      "File a.png is too large (max 5MB)",
    );
    expect(imageProblemMessage("not-image", "single", "x")).toBe(MESSAGES.INVALID_IMAGE_FILE);
    expect(imageProblemMessage("too-large", "multiple", "x")).toBe(fileTooLarge("x"));
    expect(imageProblemMessage("not-image", "multiple", "x")).toBe(fileNotValidImage("x"));
  });
});
