// The pictures and sizes of both import screens, JSON and spreadsheet (SPEC §2.15, §5): which
// picked files are kept, how many bytes they make, and the upload's limit.
import { imageFileProblem, type ImageFileInfo } from "@domain/image-files";

/** The server refuses bigger imports; checked before minutes of upload. */
export const BULK_UPLOAD_MAX_BYTES = 150 * 1024 * 1024;
// ours: the spec has no message for this limit
export const BULK_TOO_LARGE_MESSAGE =
  "These images add up to more than 150MB. Please import the products in smaller batches.";

/**
 * Adds newly picked images to the uploaded set. Each is checked with the spec's per-file
 * messages; a file with the name of one already there replaces it (the JSON names files).
 */
export function mergeImages<F extends ImageFileInfo>(
  existing: readonly F[],
  picked: readonly F[],
): { images: F[]; problems: string[] } {
  const images = [...existing];
  const problems: string[] = [];
  for (const file of picked) {
    const problem = imageFileProblem(file, "multiple");
    if (problem) {
      problems.push(problem);
      continue;
    }
    const at = images.findIndex((image) => image.name === file.name);
    if (at >= 0) images[at] = file;
    else images.push(file);
  }
  return { images, problems };
}

export function totalBytes(files: readonly { size: number }[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}

/** "12.3 MB", "840 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
