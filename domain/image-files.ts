// Checks on seller image uploads (SPEC §5): the browser runs them before uploading and the
// server runs them again on what arrives, with the same messages.
import { MESSAGES, fileNotValidImage, fileTooLarge } from "./messages";

export const MAX_PRODUCT_IMAGES = 4;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

export interface ImageFileInfo {
  name: string;
  type: string;
  size: number;
}

export function isAllowedImageType(type: string): boolean {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}

/**
 * The problem with one file, or null when it may be uploaded. A single-slot pick uses the
 * spec's short messages; a multiple upload names the file, since several are chosen at once.
 */
export function imageFileProblem(
  file: ImageFileInfo,
  mode: "single" | "multiple" = "single",
): string | null {
  if (!isAllowedImageType(file.type)) {
    return mode === "single" ? MESSAGES.INVALID_IMAGE_FILE : fileNotValidImage(file.name);
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return mode === "single" ? MESSAGES.IMAGE_TOO_LARGE : fileTooLarge(file.name);
  }
  return null;
}

/** SPEC §5: the bulk file's type must be application/json. */
export function isJsonFileType(type: string): boolean {
  return type.toLowerCase() === "application/json";
}
