import type { SheetRow } from "@domain/spreadsheet-columns";
import { products } from "../../db/schema";
import { conflict, HttpError } from "../../http/errors";
import { renditionsUrl, storeRenditions } from "../media/media.service";
import { knownSourceUrls, rememberSources } from "../media/media-sources";
import { duplicateImageMessage, sha256 } from "./bulk-import.service";
import { mapWithConcurrency } from "../../lib/concurrency";
import { isUniqueViolation, SKU_CONSTRAINT } from "../../db/db-errors";
import { removeUnusedMedia, withMediaLock } from "../products/media-gc";
import { IMAGE_CONCURRENCY } from "../products/products.schemas";
import type { MediaDeps } from "../products/products.service";
import {
  decodeImage,
  imageProblemMessage,
  quickImageProblem,
  type PreparedImage,
} from "../products/uploaded-images";
import { counts, rowsHaveErrorsMessage } from "./spreadsheet.answers";
import { planSheetImport, type ImageRef, type SheetPlan } from "./spreadsheet.plan";
import { byRowThenColumn } from "./spreadsheet.rows";
import { UPDATE_CHUNK, updateStatement } from "./product-updates";
import { recordActivities, type ActivityActor } from "../activity/activity.record";
import { STORE_ACTOR } from "../activity/product-activity";
import { importActivities } from "./import-activity";
import { storedColumns, type Stored } from "./stored-matches";

/** The spreadsheet import's writing half: the rows a plan accepted, and their pictures. */

const INSERT_CHUNK = 100;

/**
 * The uploaded pictures the rows to write use: the quick checks, then one decode per distinct
 * content (as bulk import does). A bad picture makes an error of each row that uses it.
 */
async function preparePictures(plan: SheetPlan, images: readonly File[]) {
  const filesByName = new Map<string, File[]>();
  for (const file of images)
    filesByName.set(file.name, [...(filesByName.get(file.name) ?? []), file]);
  const used = [
    ...new Set(
      plan.writes.flatMap((w) =>
        (w.images ?? []).flatMap((i) => ("upload" in i ? [i.upload] : [])),
      ),
    ),
  ];
  const problemOf = new Map<string, string>();
  const hashOf = new Map<string, string>();
  const decoded = new Map<string, Promise<PreparedImage>>();
  await mapWithConcurrency(used, IMAGE_CONCURRENCY, async (name) => {
    const files = filesByName.get(name) ?? [];
    for (const file of files) {
      const problem = await quickImageProblem(file);
      if (problem) {
        problemOf.set(name, imageProblemMessage(problem.kind, "multiple", name));
        return;
      }
    }
    const hashes = await Promise.all(files.map(sha256));
    if (new Set(hashes).size > 1) {
      problemOf.set(name, duplicateImageMessage(name));
      return;
    }
    const hash = hashes[0] as string;
    hashOf.set(name, hash);
    if (!decoded.has(hash))
      decoded.set(
        hash,
        (async () => decodeImage(Buffer.from(await (files[0] as File).arrayBuffer())))(),
      );
    const result = await decoded.get(hash);
    if (result && !result.ok)
      problemOf.set(name, imageProblemMessage(result.problem.kind, "multiple", name));
  });
  return { problemOf, hashOf, decoded };
}

/**
 * The media URL each uploaded photo was stored as before, by file name: only
 * names sent once, or always with the same bytes.
 */
async function knownUploads(deps: MediaDeps, images: readonly File[]) {
  const hashesOf = new Map<string, Set<string>>();
  for (const file of images)
    hashesOf.set(file.name, (hashesOf.get(file.name) ?? new Set()).add(await sha256(file)));
  const single = [...hashesOf].flatMap(([name, hashes]) =>
    hashes.size === 1 ? [[name, [...hashes][0] as string] as const] : [],
  );
  const known = await knownSourceUrls(
    deps.db,
    single.map(([, hash]) => hash),
  );
  return new Map(
    single.flatMap(([name, hash]) => (known.has(hash) ? [[name, known.get(hash) as string]] : [])),
  );
}

/**
 * An update whose values are the stored ones and whose uploaded photos turn out to be the very
 * pictures the product shows (made again, byte for byte) is unchanged after all.
 */
async function sameUploadsUnchanged(
  plan: SheetPlan,
  pictures: Awaited<ReturnType<typeof preparePictures>>,
) {
  const urlOf = async (ref: ImageRef) => {
    if ("url" in ref) return ref.url;
    const prepared = await pictures.decoded.get(pictures.hashOf.get(ref.upload) ?? "");
    return prepared?.ok ? renditionsUrl(prepared.renditions) : null;
  };
  for (const w of plan.writes) {
    if (w.action !== "update" || !w.valuesSame || !w.images || !w.current) continue;
    const urls = await Promise.all(w.images.map(urlOf));
    const unique = [...new Set(urls)];
    const stored = w.current.image;
    if (unique.length === stored.length && unique.every((url, i) => url === stored[i]))
      w.action = "unchanged";
  }
}

export interface SheetImportOutcome {
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

/**
 * The import itself: refused (400, nothing written) when a row has an error and `validOnly`
 * is not set; otherwise the valid rows' adds and updates go in one transaction.
 */
export async function importSheet(
  deps: MediaDeps,
  sheetRows: readonly SheetRow[],
  images: readonly File[],
  validOnly: boolean,
  actor: ActivityActor = STORE_ACTOR,
): Promise<SheetImportOutcome> {
  const plan = await planSheetImport(
    deps.db,
    sheetRows,
    new Set(images.map((f) => f.name)),
    await knownUploads(deps, images),
  );
  const refuseRows = () => {
    const bad = new Set(plan.errors.map((e) => e.row)).size;
    return new HttpError(400, rowsHaveErrorsMessage(bad), { errors: plan.errors });
  };
  if (plan.errors.length > 0 && !validOnly) throw refuseRows();

  const pictures = await preparePictures(plan, images);
  if (pictures.problemOf.size > 0) {
    for (const w of plan.writes) {
      for (const ref of w.images ?? []) {
        const problem = "upload" in ref ? pictures.problemOf.get(ref.upload) : undefined;
        if (problem) plan.errors.push({ row: w.row, column: "Images", message: problem });
      }
    }
    plan.errors.sort(byRowThenColumn);
    const bad = new Set(plan.errors.map((e) => e.row));
    plan.writes = plan.writes.filter((w) => !bad.has(w.row));
    if (!validOnly) throw refuseRows();
  }
  await sameUploadsUnchanged(plan, pictures);
  const { added, updated, unchanged } = counts(plan);
  const skipped = plan.total - plan.writes.length;
  const toWrite = plan.writes.filter((w) => w.action !== "unchanged");
  if (toWrite.length === 0) return { added, updated, unchanged, skipped };

  await withMediaLock(deps, async () => {
    const stored: string[] = [];
    const urlByHash = new Map<string, string>();
    const neededHashes = new Set(
      toWrite.flatMap((w) =>
        (w.images ?? []).flatMap((i) =>
          "upload" in i ? [pictures.hashOf.get(i.upload) as string] : [],
        ),
      ),
    );
    for (const hash of neededHashes) {
      const prepared = await pictures.decoded.get(hash);
      if (prepared?.ok) {
        const url = await storeRenditions(deps.mediaDir, prepared.renditions);
        urlByHash.set(hash, url);
        stored.push(url);
      }
    }
    const urlsOf = (refs: ImageRef[]) => [
      ...new Set(
        refs.map((i) =>
          "url" in i ? i.url : (urlByHash.get(pictures.hashOf.get(i.upload) as string) as string),
        ),
      ),
    ];
    const dropped: string[] = [];
    const base = Date.now();
    const adds = toWrite
      .filter((w) => w.action === "add")
      .map((w, index) => ({
        ...w.values,
        image: urlsOf(w.images ?? []),
        createdAt: new Date(base - index),
        updatedAt: new Date(base),
      }));
    try {
      await deps.db.transaction(async (tx) => {
        const added: Stored[] = [];
        for (let i = 0; i < adds.length; i += INSERT_CHUNK)
          added.push(
            ...(await tx
              .insert(products)
              .values(adds.slice(i, i + INSERT_CHUNK))
              .returning(storedColumns)),
          );
        const updates = toWrite.flatMap((w) => {
          if (w.action !== "update" || !w.current) return [];
          const image = w.images ? urlsOf(w.images) : null;
          if (image) dropped.push(...w.current.image.filter((url) => !image.includes(url)));
          return [{ id: w.current.id, ...w.values, image }];
        });
        for (let i = 0; i < updates.length; i += UPDATE_CHUNK)
          await tx.execute(updateStatement(updates.slice(i, i + UPDATE_CHUNK)));
        await rememberSources(tx, urlByHash);
        const changed = toWrite.flatMap((w) => {
          if (w.action !== "update" || !w.current) return [];
          const image = w.images ? urlsOf(w.images) : w.current.image;
          return [{ before: w.current, after: { ...w.values, image } }];
        });
        const lines = importActivities(actor, "spreadsheet import", added, changed);
        await recordActivities(tx, lines);
      });
    } catch (err) {
      await removeUnusedMedia(deps.db, deps.mediaDir, stored);
      if (isUniqueViolation(err, SKU_CONSTRAINT))
        throw conflict(
          "Another product took one of the file's SKUs while it was being imported. Nothing was imported; please try again.",
        );
      throw err;
    }
    await removeUnusedMedia(deps.db, deps.mediaDir, dropped);
  });
  return { added, updated, unchanged, skipped };
}
