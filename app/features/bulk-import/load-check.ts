// The check of a JSON file as it is loaded (issue 10): the products' own fields, before the
// pictures are matched. Image names are matched at import time, against the picked files.
import { validateBulkImport, type BulkImportError } from "@domain/bulk-import";

function namedImages(products: readonly unknown[]): string[] {
  return products.flatMap((raw) => {
    const image = raw && typeof raw === "object" ? (raw as { image?: unknown }).image : undefined;
    return Array.isArray(image) ? image.filter((x): x is string => typeof x === "string") : [];
  });
}

/** Every field problem of the file's products (SPEC §5's checks), none about missing pictures. */
export function jsonFileProblems(json: { products: readonly unknown[] }): BulkImportError[] {
  const check = validateBulkImport(json, namedImages(json.products));
  return check.ok ? [] : check.errors;
}

/** How many distinct products the problems touch. */
export function productsWithProblems(problems: readonly BulkImportError[]): number {
  return new Set(problems.map((p) => p.index)).size;
}

/** The toast for a file that parsed but whose products are not all valid. */
export function loadedWithProblemsMessage(bad: number, total: number): string {
  return `JSON file loaded, but ${bad} of ${total} ${total === 1 ? "product has" : "products have"} problems. Fix them before importing.`;
}
