import { MAX_PRODUCT_IMAGES } from "@domain/image-files";
import { SHEET_COLUMNS, type SheetColumn, type SheetError } from "@domain/spreadsheet-columns";
import type { SheetProduct } from "@domain/spreadsheet-rows";
import {
  AddProductSchema,
  sku as skuSchema,
  stockCount as stockCountSchema,
} from "../products/products.schemas";

/** A sheet row's own checks, before it is matched to the store, and the order errors are listed in. */

const columnOrder = (column: string) => {
  const i = SHEET_COLUMNS.indexOf(column as SheetColumn);
  return i === -1 ? -1 : i;
};
export const byRowThenColumn = (a: SheetError, b: SheetError) =>
  a.row - b.row || columnOrder(a.column) - columnOrder(b.column);

/** The bounds of a single product add (products.schemas), each as the sheet's column. */
export function boundProblems(p: SheetProduct): SheetError[] {
  const shape = AddProductSchema.shape;
  const checks: [
    SheetColumn,
    { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
    unknown,
  ][] = [
    ["SKU", skuSchema, p.sku],
    ["Name", shape.name, p.name],
    ["Brand", shape.brand, p.brand],
    ["Price", shape.price, p.price],
    ["Category", shape.category, p.category],
    ["Description", shape.description, p.description],
    ["Stock count", stockCountSchema, p.stockCount],
  ];
  const errors: SheetError[] = [];
  for (const [column, schema, value] of checks) {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      errors.push({
        row: p.row,
        column,
        message: parsed.error?.issues[0]?.message ?? `${column} is not valid`,
      });
  }
  if (p.images.length > MAX_PRODUCT_IMAGES)
    errors.push({
      row: p.row,
      column: "Images",
      message: `A product can have at most ${MAX_PRODUCT_IMAGES} images`,
    });
  if (p.images.some((name) => name.includes("\u0000") || name.length > 300))
    errors.push({ row: p.row, column: "Images", message: "An image name is not valid" });
  return errors;
}
