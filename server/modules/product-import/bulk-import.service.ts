import { createHash } from "node:crypto";
import {
  validateBulkImportText,
  type BulkImportError,
  type BulkProduct,
} from "@domain/bulk-import";
import { isJsonFileType } from "@domain/image-files";
import { MESSAGES } from "@domain/messages";
import { echoInput, HttpError } from "../../http/errors";
import { renditionsUrl, storeRenditions } from "../media/media.service";
import { knownSourceUrls } from "../media/media-sources";
import { bulkWrite, matchBulkProducts } from "./bulk-import.match";
import type { ActivityActor } from "../activity/activity.record";
import { writeBulkProducts, type BulkImportCounts } from "./bulk-import.write";
import { mapWithConcurrency } from "../../lib/concurrency";
import { pinMedia, removeUnusedMedia, unpinMedia, withMediaLock } from "../products/media-gc";
import {
  bulkProductProblems,
  IMAGE_CONCURRENCY,
  PRODUCT_LIMITS,
  tooManyProductsMessage,
} from "../products/products.schemas";
import type { MediaDeps } from "../products/products.service";
import { SpooledFile } from "../../http/upload-spool";
import {
  decodeImage,
  imageProblemMessage,
  quickImageProblem,
  type ImageProblem,
} from "../products/uploaded-images";

/**
 * POST /api/product/bulk-import (SPEC §5): everything is checked first — the JSON, every
 * product, every referenced image's bytes — and then all products go in one transaction,
 * or none do.
 */
export interface BulkImportRequest {
  /** The productData field: JSON text, or the .json file itself. */
  productData: string | File | undefined;
  images: File[];
  /** BULK_IMPORT_MAX_PRODUCTS. */
  maxProducts?: number;
  /**
   * Told how many of the referenced images are processed (decoded, re-encoded and stored):
   * (0, N) once every check before the decoding has passed, then after each one.
   */
  onProgress?: (done: number, total: number) => void;
  /** Who imports: the trail names them on each product added or updated. */
  actor?: ActivityActor;
}

export interface ImageFileProblem {
  file: string;
  message: string;
  reason: string;
}

export interface BulkImportOutcome extends BulkImportCounts {
  imported: number;
  /** Uploaded files no product named: not stored. */
  unusedImages: string[];
}

const ERRORS_IN_SUMMARY = 3;

function failure(
  message: string,
  errors: BulkImportError[] = [],
  extra: Record<string, unknown> = {},
) {
  return new HttpError(400, message, { errors, ...extra });
}

function summarise(messages: readonly string[], prefix = ""): string {
  const shown = messages.slice(0, ERRORS_IN_SUMMARY).join("; ");
  const more = messages.length - ERRORS_IN_SUMMARY;
  return `${prefix}${shown}${more > 0 ? `; and ${more} more` : ""}`;
}

export function duplicateImageMessage(fileName: string): string {
  return `File ${fileName} was uploaded more than once with different content`;
}

async function productDataText(value: string | File | undefined): Promise<string> {
  if (value === undefined || value === "") throw failure(MESSAGES.SELECT_JSON_FIRST);
  if (typeof value === "string") return value;
  // A file must say it is JSON (SPEC §5); an undeclared type is judged by its content.
  const type = (value.type.split(";")[0] ?? "").trim().toLowerCase();
  const undeclared = type === "" || type === "application/octet-stream";
  if (!undeclared && !isJsonFileType(type)) throw failure(MESSAGES.INVALID_JSON_FILE);
  return value.text();
}

/** The SHA-256 of a file's bytes: computed as a spooled upload arrived, else read now. */
export const sha256 = async (file: Blob) =>
  file instanceof SpooledFile
    ? file.sha256
    : createHash("sha256")
        .update(Buffer.from(await file.arrayBuffer()))
        .digest("hex");

/** What sharp decodes: a spooled upload from its path, anything else from its bytes. */
const decodeInput = async (file: Blob) =>
  file instanceof SpooledFile ? file.path : Buffer.from(await file.arrayBuffer());

/**
 * The early refusal of a productData holding more products than allowed, as soon as the field
 * has arrived (before the images are read): the same message bulkImportProducts would give.
 * Anything else about the text is left to bulkImportProducts.
 */
export function refuseTooManyProducts(text: string, maxProducts: number): void {
  let count: number | undefined;
  try {
    const data = JSON.parse(text) as unknown;
    if (
      data &&
      typeof data === "object" &&
      Array.isArray((data as { products?: unknown }).products)
    )
      count = (data as { products: unknown[] }).products.length;
  } catch {
    return;
  }
  if (count !== undefined && count > maxProducts)
    throw failure(tooManyProductsMessage(count, maxProducts));
}

/** The problem of each referenced file name, checked quickly (type from bytes, size, duplicates). */
async function quickFileProblems(names: readonly string[], filesByName: Map<string, File[]>) {
  const problems = new Map<string, ImageFileProblem>();
  await mapWithConcurrency(names, IMAGE_CONCURRENCY, async (name) => {
    const files = filesByName.get(name) ?? [];
    for (const file of files) {
      const problem = await quickImageProblem(file);
      if (problem) {
        problems.set(name, {
          file: name,
          message: imageProblemMessage(problem.kind, "multiple", name),
          reason: problem.reason,
        });
        return;
      }
    }
    if (files.length > 1 && new Set(await Promise.all(files.map(sha256))).size > 1) {
      problems.set(name, {
        file: name,
        message: duplicateImageMessage(name),
        reason: "Two different files have this name",
      });
    }
  });
  return problems;
}

function imageFailure(
  list: readonly BulkProduct[],
  problems: Map<string, ImageFileProblem>,
  names: readonly string[],
) {
  const errors: BulkImportError[] = [];
  list.forEach((product, index) => {
    for (const name of new Set(product.image)) {
      const problem = problems.get(name);
      if (problem)
        errors.push({ index, name: product.name, field: "image", message: problem.message });
    }
  });
  const ordered = names
    .filter((n) => problems.has(n))
    .map((n) => problems.get(n) as ImageFileProblem);
  return failure(summarise(ordered.map((p) => p.message)), errors, { imageProblems: ordered });
}

export async function bulkImportProducts(
  deps: MediaDeps,
  request: BulkImportRequest,
): Promise<BulkImportOutcome> {
  const text = await productDataText(request.productData);
  if (request.images.length === 0) throw failure(MESSAGES.UPLOAD_IMAGES_FIRST);

  const filesByName = new Map<string, File[]>();
  for (const file of request.images)
    filesByName.set(file.name, [...(filesByName.get(file.name) ?? []), file]);

  // 1. The file and every product (SPEC §5, domain/bulk-import), then the server's bounds.
  const result = validateBulkImportText(text, [...filesByName.keys()]);
  if (!result.ok) throw failure(result.message, result.errors);
  const list = result.products;
  if (request.maxProducts !== undefined && list.length > request.maxProducts)
    throw failure(tooManyProductsMessage(list.length, request.maxProducts));
  // A name over the limit is quoted only in part: a 1 MB name must not become a 1 MB answer.
  const boundErrors = list.flatMap((product, index) =>
    bulkProductProblems(product).map((p) => ({
      index,
      name: echoInput(product.name, PRODUCT_LIMITS.NAME_MAX),
      ...p,
    })),
  );
  if (boundErrors.length > 0) {
    const lines = boundErrors.map((e) => `product ${e.index + 1} ("${e.name}"): ${e.message}`);
    throw failure(summarise(lines, "Product validation failed: "), boundErrors);
  }

  // 2. Every referenced image, quickly (type from its bytes, size, duplicates); then each
  // product's match in the store (SKU, else name and brand).
  const referenced = [...new Set(list.flatMap((p) => p.image))];
  const quick = await quickFileProblems(referenced, filesByName);
  if (quick.size > 0) throw imageFailure(list, quick, referenced);
  const { matches, problems } = await matchBulkProducts(deps.db, list);
  if (problems.length > 0) {
    const errors = problems.map((e) => ({
      ...e,
      name: echoInput((list[e.index] as BulkProduct).name, PRODUCT_LIMITS.NAME_MAX),
    }));
    const lines = errors.map((e) => `product ${e.index + 1} ("${e.name}"): ${e.message}`);
    throw failure(summarise(lines, "Product validation failed: "), errors);
  }

  // 3. Each distinct picture is decoded once and its renditions stored as soon as they are made
  // (pinned, so no concurrent removal takes them before the rows are in); a picture that does
  // not decode stops the storing, and everything stored is removed again. A photo sent before
  // for the very product that shows it is not made again.
  const hashByName = new Map<string, string>();
  for (const name of referenced)
    hashByName.set(name, await sha256((filesByName.get(name) as File[])[0] as File));
  const known = await knownSourceUrls(deps.db, hashByName.values());
  const keptUrl = (index: number, name: string) => {
    const url = known.get(hashByName.get(name) as string);
    return url && matches[index]?.image.includes(url) ? url : undefined;
  };
  const toMake = new Set<string>();
  list.forEach((p, index) => {
    for (const name of p.image) if (!keptUrl(index, name)) toMake.add(name);
  });
  const total = referenced.length;
  let done = 0;
  request.onProgress?.(0, total);
  const problemByHash = new Map<string, ImageProblem>();
  const urlByHash = new Map<string, string>();
  const pinnedUrls: string[] = [];
  const work = new Map<string, Promise<void>>();
  const processPicture = async (hash: string, file: File) => {
    const prepared = await decodeImage(await decodeInput(file));
    if (!prepared.ok) {
      problemByHash.set(hash, prepared.problem);
      return;
    }
    if (problemByHash.size > 0) return; // the import is refused: nothing more is stored
    const url = renditionsUrl(prepared.renditions);
    await withMediaLock(deps, async () => {
      await pinMedia(deps, url);
      pinnedUrls.push(url);
      await storeRenditions(deps.mediaDir, prepared.renditions);
    });
    urlByHash.set(hash, url);
  };
  const releaseStored = () =>
    withMediaLock(deps, async () => {
      await unpinMedia(deps, pinnedUrls);
      await removeUnusedMedia(deps.db, deps.mediaDir, pinnedUrls);
    });
  try {
    await mapWithConcurrency(referenced, IMAGE_CONCURRENCY, async (name) => {
      const hash = hashByName.get(name) as string;
      if (toMake.has(name) && !work.has(hash))
        work.set(hash, processPicture(hash, (filesByName.get(name) as File[])[0] as File));
      await work.get(hash);
      request.onProgress?.(++done, total);
    });
  } catch (err) {
    await releaseStored();
    throw err;
  }
  const decodeProblems = new Map<string, ImageFileProblem>();
  for (const name of referenced) {
    const problem = problemByHash.get(hashByName.get(name) as string);
    if (problem) {
      const message = imageProblemMessage(problem.kind, "multiple", name);
      decodeProblems.set(name, { file: name, message, reason: problem.reason });
    }
  }
  if (decodeProblems.size > 0) {
    await releaseStored();
    throw imageFailure(list, decodeProblems, referenced);
  }

  // 4. Every add and update in one transaction.
  const urlOf = (index: number, name: string) =>
    keptUrl(index, name) ?? (urlByHash.get(hashByName.get(name) as string) as string);
  const writes = list.map((p, index) =>
    bulkWrite(p, matches[index], [...new Set(p.image.map((name) => urlOf(index, name)))]),
  );
  const made = [...urlByHash];
  const counts = await writeBulkProducts(deps, writes, matches, pinnedUrls, made, request.actor);
  const unusedImages = [...filesByName.keys()].filter((name) => !referenced.includes(name));
  return { imported: list.length, unusedImages, ...counts };
}
