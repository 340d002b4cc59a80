import { fromCentavos } from "@domain/pricing";
import type {
  AddressSnapshot,
  OrderItemSnapshot,
  OrderRow,
  OrderStatusHistoryRow,
} from "../../db/schema";

/** An order as both the shopper's and the seller's screens receive it (SPEC §3 names). */
export interface ApiOrder {
  _id: string;
  userId: string;
  items: OrderItemSnapshot[];
  address: AddressSnapshot;
  paymentType: string;
  amount: number;
  subtotal: number;
  deliveryCharge: number;
  taxAmount: number;
  deliveryZone: number | null;
  isPaid: boolean;
  status: string;
  createdAt: string;
  updatedAt: string;
  estimatedDeliveryTime: string | null;
  actualDeliveryTime: string | null;
  /** Only when the shopper left one, so older orders read as before. */
  riderNote?: string;
}

export function toApiOrder(row: OrderRow): ApiOrder {
  return {
    _id: row.id,
    userId: row.userId,
    // Whether a line's stock was counted is the store's bookkeeping, not part of the answer.
    items: row.items.map(({ stockTracked: _counted, ...item }) => item),
    address: row.address,
    paymentType: row.paymentType,
    amount: fromCentavos(row.amountCentavos),
    subtotal: fromCentavos(row.subtotalCentavos),
    deliveryCharge: fromCentavos(row.deliveryChargeCentavos),
    taxAmount: fromCentavos(row.taxAmountCentavos),
    deliveryZone: row.deliveryZone,
    isPaid: row.isPaid,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    estimatedDeliveryTime: row.estimatedDeliveryTime?.toISOString() ?? null,
    actualDeliveryTime: row.actualDeliveryTime?.toISOString() ?? null,
    ...(row.riderNote ? { riderNote: row.riderNote } : {}),
  };
}

export interface ApiStatusHistoryEntry {
  _id: string;
  /** The event's id in the live streams (increasing). */
  seq: number;
  type: "order.created" | "order.status";
  status: string;
  notes: string;
  actorType: string;
  createdAt: string;
}

export function toApiHistoryEntry(row: OrderStatusHistoryRow): ApiStatusHistoryEntry {
  return {
    _id: row.id,
    seq: Number(row.seq),
    type: row.type,
    status: row.status,
    notes: row.notes,
    actorType: row.actorType,
    createdAt: row.createdAt.toISOString(),
  };
}
