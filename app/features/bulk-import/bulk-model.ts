// The pure steps of the bulk import screen (SPEC §2.15, §5): how the JSON
// file is read, what the preview shows, how errors are listed. The pictures' checks and sizes
// are both import screens' (app/lib/import-files.ts).
import { BULK_PREVIEW_COUNT } from "@domain/catalog-query";
import type { BulkImportError } from "@domain/bulk-import";
import { isJsonFileType } from "@domain/image-files";
import { MESSAGES } from "@domain/messages";
import { formatPeso } from "@domain/money";

/**
 * SPEC §5: the file's type must be application/json. Some Android pickers report no type at
 * all for a .json file; the name then decides, as the content is checked next anyway.
 */
export function isJsonFile(file: { name: string; type: string }): boolean {
  return isJsonFileType(file.type) || (file.type === "" && /\.json$/i.test(file.name));
}

export type BulkJsonResult =
  { ok: true; json: { products: unknown[] } } | { ok: false; message: string };

/** Parses the file's text and checks the products array, with the spec's messages. */
export function readBulkJson(text: string): BulkJsonResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: MESSAGES.INVALID_JSON_FORMAT };
  }
  const products =
    json && typeof json === "object" && !Array.isArray(json)
      ? (json as { products?: unknown }).products
      : undefined;
  if (!Array.isArray(products)) return { ok: false, message: MESSAGES.JSON_NEEDS_PRODUCTS_ARRAY };
  if (products.length === 0) return { ok: false, message: MESSAGES.PRODUCTS_ARRAY_EMPTY };
  return { ok: true, json: json as { products: unknown[] } };
}

export interface BulkPreview {
  count: number;
  first: { name: string; price: string }[];
  more: number;
}

/** The first three products (name, price) and how many more (SPEC §2.15). */
export function bulkPreview(products: readonly unknown[]): BulkPreview {
  const first = products.slice(0, BULK_PREVIEW_COUNT).map((raw, index) => {
    const p = (raw && typeof raw === "object" ? raw : {}) as { name?: unknown; price?: unknown };
    return {
      name: typeof p.name === "string" && p.name.trim() ? p.name : `Product ${index + 1}`,
      price: typeof p.price === "number" && Number.isFinite(p.price) ? formatPeso(p.price) : "—",
    };
  });
  return { count: products.length, first, more: Math.max(0, products.length - first.length) };
}

/** The "Image filename validation failed..." error stays 10 seconds (SPEC §8). */
export function isImageMismatch(message: string): boolean {
  return message.startsWith(MESSAGES.IMAGE_FILENAME_VALIDATION_FAILED);
}

/** The server's errors list, tolerating anything else it may send. */
export function bulkErrorsOf(body: Record<string, unknown> | null | undefined): BulkImportError[] {
  const list = body?.errors;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== "object") return [];
    const e = item as Record<string, unknown>;
    return [
      {
        index: typeof e.index === "number" ? e.index : -1,
        name: typeof e.name === "string" ? e.name : "",
        field: typeof e.field === "string" ? e.field : "",
        message: typeof e.message === "string" ? e.message : String(e.message ?? ""),
      },
    ];
  });
}

/** The downloadable example: the shape SPEC §3 describes, naming two pictures. */
export const SAMPLE_BULK_JSON = {
  products: [
    {
      name: "Skyflakes Crackers 250g",
      description: ["Light and crunchy crackers", "Pack of 10 sachets"],
      price: 58.5,
      category: ["biscuits-cookies"],
      image: ["skyflakes-250g.jpg"],
      brand: "M.Y. San",
      bestseller: true,
    },
    {
      name: "Lucky Me! Pancit Canton 60g",
      description: ["Original flavour", "Ready in 3 minutes"],
      price: 16,
      category: ["Instant"],
      image: ["pancit-canton.jpg", "pancit-canton-back.jpg"],
    },
  ],
};
