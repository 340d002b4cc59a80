import { fileNotValidImage, fileTooLarge, MESSAGES } from "@domain/messages";
import { MAX_IMAGE_BYTES } from "@domain/image-files";
import {
  IMAGE_SNIFF_BYTES,
  ImageDecodeError,
  renderImageRenditions,
  sniffImageType,
} from "../media/media.service";

/**
 * Checks of an uploaded picture (SPEC §5), on its bytes only: the file name and the type
 * the browser declared are never trusted, and never reach a filesystem path.
 */
export type ImageProblemKind = "not-image" | "too-large";

export interface ImageProblem {
  kind: ImageProblemKind;
  /** What exactly is wrong, for the seller (the message itself is the spec's). */
  reason: string;
}

/** The quick checks: what the first bytes say it is, then its size. */
export async function quickImageProblem(file: Blob): Promise<ImageProblem | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  if (!sniffImageType(head)) {
    return { kind: "not-image", reason: "The file is not a JPG, PNG, GIF or WebP image" };
  }
  if (file.size > MAX_IMAGE_BYTES) {
    const mb = (file.size / (1024 * 1024)).toFixed(1);
    return { kind: "too-large", reason: `The file is ${mb}MB; the limit is 5MB` };
  }
  return null;
}

export type PreparedImage =
  { ok: true; renditions: Map<number, Buffer> } | { ok: false; problem: ImageProblem };

/**
 * The full decode and re-encode of bytes that passed the quick checks (a truncated file fails
 * here): the bytes, or the path of a file holding them (an upload spooled to disk).
 */
export async function decodeImage(input: Buffer | string): Promise<PreparedImage> {
  try {
    return { ok: true, renditions: await renderImageRenditions(input) };
  } catch (err) {
    if (err instanceof ImageDecodeError)
      return { ok: false, problem: { kind: "not-image", reason: err.reason } };
    throw err;
  }
}

/** Quick checks, then the full decode. */
export async function prepareImage(file: Blob): Promise<PreparedImage> {
  const problem = await quickImageProblem(file);
  if (problem) return { ok: false, problem };
  return decodeImage(Buffer.from(await file.arrayBuffer()));
}

/**
 * The spec's words for a problem: a single product's image slots use the short messages,
 * a multiple upload (bulk import) names the file.
 */
export function imageProblemMessage(
  kind: ImageProblemKind,
  mode: "single" | "multiple",
  fileName: string,
): string {
  if (mode === "single")
    return kind === "not-image" ? MESSAGES.INVALID_IMAGE_FILE : MESSAGES.IMAGE_TOO_LARGE;
  return kind === "not-image" ? fileNotValidImage(fileName) : fileTooLarge(fileName);
}
