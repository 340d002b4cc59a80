import { minimumOrderMessage } from "@domain/messages";
import { computeOrderTotals, type OrderTotals } from "@domain/order-totals";
import { fromCentavos, MINIMUM_ORDER_AMOUNT } from "@domain/pricing";
import { checkCodAddress, type CodCheckResult } from "@domain/cod-check";
import { zoneLabel } from "@domain/delivery";
import type { SubstitutionChoice } from "@domain/delivery-notes";
import type { Database, Tx } from "../../db/client";
import type { AddressRow, OrderItemSnapshot, ProductRow } from "../../db/schema";
import { badRequest } from "../../http/errors";
import {
  findProducts,
  LIMIT_MESSAGES,
  MAX_LINE_QUANTITY,
  unknownProductsMessage,
} from "../cart/cart.limits";
import { findShortages, stockShortageMessage, type StockShortage } from "./order-stock";
import type { OrderItemInput } from "./orders.schemas";

/**
 * No single COD order may exceed ₱1,000,000 of goods: far beyond any mini-mart basket, and
 * it keeps the total (with fee and tax) well inside the database's integer columns.
 */
export const MAX_ORDER_SUBTOTAL_CENTAVOS = 100_000_000;
export const ORDER_TOO_LARGE = "This order is too large to place online. Please contact the store.";

export interface PricedLine {
  snapshot: OrderItemSnapshot;
  inStock: boolean;
  /** Units left, or null when the shop does not count this product's stock. */
  stockCount: number | null;
  lineTotalCentavos: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotalCentavos: number;
  outOfStock: { productId: string; name: string }[];
  /** In-stock lines asking for more units than are left. */
  shortages: StockShortage[];
}

/**
 * Duplicate product ids are merged into one line (quantities added), in the order they
 * first appear; a merged line over the per-line maximum is refused. The merged line's
 * "If out of stock" choice is the first one its lines state.
 */
export function mergeItems(items: readonly OrderItemInput[]): OrderItemInput[] {
  const merged = new Map<string, OrderItemInput>();
  for (const { product, quantity, substitution } of items) {
    const line = merged.get(product);
    if (line) {
      line.quantity += quantity;
      line.substitution ??= substitution;
    } else merged.set(product, { product, quantity, substitution });
  }
  for (const { product, quantity } of merged.values()) {
    if (quantity > MAX_LINE_QUANTITY)
      throw badRequest(`${LIMIT_MESSAGES.QUANTITY_TOO_LARGE} (product ${product})`);
  }
  return [...merged.values()];
}

/**
 * Prices the lines from the database, whatever the client sent; unknown ids are refused.
 * With `defaultSubstitution` (placing an order) every line's snapshot keeps its "If out of
 * stock" choice, the shopper's default where the line states none.
 */
export async function priceItems(
  db: Database | Tx,
  items: readonly OrderItemInput[],
  lock = false,
  defaultSubstitution?: SubstitutionChoice,
): Promise<PricedOrder> {
  const merged = mergeItems(items);
  const found = await findProducts(
    db,
    merged.map((item) => item.product),
    lock,
  );
  return priceFound(merged, found, defaultSubstitution);
}

/** Prices merged lines from the products already read (priceItems without the read). */
export function priceFound(
  merged: readonly OrderItemInput[],
  found: ReadonlyMap<string, ProductRow>,
  defaultSubstitution?: SubstitutionChoice,
): PricedOrder {
  const unknown = merged.filter((item) => !found.has(item.product)).map((item) => item.product);
  if (unknown.length > 0)
    throw badRequest(unknownProductsMessage(unknown), { unknownProductIds: unknown });

  let subtotalCentavos = 0;
  const lines: PricedLine[] = merged.map(({ product: productId, quantity, substitution }) => {
    const choice = substitution ?? defaultSubstitution;
    const row = found.get(productId)!;
    const lineTotalCentavos = row.priceCentavos * quantity;
    subtotalCentavos += lineTotalCentavos;
    return {
      inStock: row.inStock,
      stockCount: row.stockCount,
      lineTotalCentavos,
      snapshot: {
        productId,
        product: {
          image: row.image,
          name: row.name,
          category: row.category,
          price: fromCentavos(row.priceCentavos),
        },
        quantity,
        ...(row.stockCount !== null ? { stockTracked: true } : {}),
        ...(choice ? { substitution: choice } : {}),
      },
    };
  });
  if (subtotalCentavos > MAX_ORDER_SUBTOTAL_CENTAVOS) throw badRequest(ORDER_TOO_LARGE);
  const outOfStock = lines
    .filter((line) => !line.inStock)
    .map((line) => ({ productId: line.snapshot.productId, name: line.snapshot.product.name }));
  return { lines, subtotalCentavos, outOfStock, shortages: findShortages(lines) };
}

export interface OrderSummary {
  totals: OrderTotals;
  cod: CodCheckResult;
}

export function summarize(subtotalCentavos: number, address: AddressRow | null): OrderSummary {
  return {
    totals: computeOrderTotals({
      subtotal: fromCentavos(subtotalCentavos),
      barangay: address?.barangay,
    }),
    cod: checkCodAddress(address),
  };
}

/** The body of POST /api/order/calculate: what the cart's Order Summary shows. */
export function toCalculation(priced: PricedOrder, summary: OrderSummary) {
  const { totals, cod } = summary;
  const blockers = [
    priced.outOfStock.length > 0 ? "out-of-stock" : null,
    priced.shortages.length > 0 ? "insufficient-stock" : null,
    totals.minimumMet ? null : "minimum-order",
    cod.ok ? null : "cod-address",
  ].filter((b): b is string => b !== null);
  return {
    items: priced.lines.map((line) => ({
      productId: line.snapshot.productId,
      name: line.snapshot.product.name,
      image: line.snapshot.product.image,
      price: line.snapshot.product.price,
      quantity: line.snapshot.quantity,
      lineTotal: fromCentavos(line.lineTotalCentavos),
      inStock: line.inStock,
    })),
    subtotal: totals.subtotal,
    zone: totals.zone,
    zoneLabel: zoneLabel(totals.zone),
    deliveryFee: totals.deliveryFee,
    freeDelivery: totals.freeDelivery,
    taxAmount: totals.taxAmount,
    total: totals.total,
    minimumOrderAmount: MINIMUM_ORDER_AMOUNT,
    minimumMet: totals.minimumMet,
    shortfall: totals.shortfall,
    minimumOrderMessage: totals.minimumMet ? null : minimumOrderMessage(totals.subtotal),
    codAvailable: cod.ok,
    codMessage: cod.message,
    outOfStock: priced.outOfStock,
    insufficientStock: priced.shortages,
    stockMessage: priced.shortages.length > 0 ? stockShortageMessage(priced.shortages) : null,
    canPlaceOrder: blockers.length === 0,
    blockers,
  };
}
