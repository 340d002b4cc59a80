/**
 * What every part of the hostile route cases (route-cases*.ts) shares: the fixture and product
 * forms.
 */
import { imageFile } from "../modules/products/test-images";
import type { ProductRow } from "../db/schema";
import type { loginAsSeller } from "./harness";
import type { FieldSpec, HostileCase } from "./hostile-cases";
import { booleanRule, linesRule, priceRule, textRule } from "./hostile-inputs";
import type { shopperWithAddress } from "./shopper";

export type Shopper = Awaited<ReturnType<typeof shopperWithAddress>>;

/** What the cases need: accounts, products and orders made once per test file. */
export interface Fixture {
  customer: Shopper;
  seller: Awaited<ReturnType<typeof loginAsSeller>>;
  product: ProductRow;
  editable: ProductRow;
  doomed: ProductRow;
  statusOrderId: string;
  historyOrderId: string;
  /** "Order Placed" until the shopper's cancel call's control case cancels it. */
  cancelOrderId: string;
  png: Buffer;
  freshEmail: () => string;
  /** A customer with no addresses yet (each address field gets its own, below the cap of 20). */
  addressOwner: () => Promise<string>;
  /** A session of a seller account of its own (for "log out of all devices"). */
  sellerSession: () => Promise<string>;
  /** A staff member's id, for the owner's staff calls (never the fixture's own seller). */
  staffMemberId: string;
  /** A signed-in rider (the rider's own calls answer only riders). */
  rider: { token: string; id: string };
}

export const isPlainEmptyObject = (v: unknown) =>
  v !== null && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0;

export type CaseBuilder = (
  fx: Fixture,
  random: () => number,
) => Promise<HostileCase[]> | HostileCase[];

export const productFields = (options: { withStock: boolean }): FieldSpec[] => [
  { path: ["name"], mustRefuse: textRule(200) },
  { path: ["description"], mustRefuse: linesRule(500, { maxLines: 50 }) },
  { path: ["category"], mustRefuse: linesRule(100, { atLeastOne: true, maxLines: 10 }) },
  { path: ["price"], mustRefuse: priceRule() },
  { path: ["brand"], mustRefuse: textRule(100, { required: false }) },
  { path: ["bestseller"], mustRefuse: booleanRule },
  ...(options.withStock ? [{ path: ["inStock"], mustRefuse: booleanRule }] : []),
];

export const productData = (extra: Record<string, unknown> = {}) => ({
  name: "Robust Rice 1kg",
  description: ["Well-milled rice"],
  category: ["Rice"],
  price: 55.5,
  brand: "Sorsogon Farms",
  bestseller: false,
  ...extra,
});

export const notAnImage = () => imageFile(Buffer.from("this is not a picture"), "photo.png");
export function withFiles(data: Record<string, unknown> | null, files: [string, File][]): FormData {
  const form = new FormData();
  if (data) form.append("productData", JSON.stringify(data));
  for (const [name, file] of files) form.append(name, file);
  return form;
}
