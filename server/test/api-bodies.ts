import type { AddressSnapshot, CartItems } from "../db/schema";
import type { PublicUser } from "../modules/accounts/accounts.service";
import type { ApiProduct } from "../modules/catalog/catalog.service";
import type { ApiOrder, ApiStatusHistoryEntry } from "../modules/orders/orders.mapper";
import type { toCalculation } from "../modules/orders/orders.pricing";

/**
 * Response bodies of the shopper's calls, typed from the server's own types so a renamed
 * field breaks the tests' build. A refusal is `{success:false, message}` (plus extras).
 */
export interface ApiBody {
  success: boolean;
  message: string;
  [extra: string]: unknown;
}
export type UserBody = ApiBody & { user: PublicUser; token: string };
export type ProductsBody = ApiBody & {
  products: ApiProduct[];
  total?: number;
  page?: number;
  pageSize?: number;
  pageCount?: number;
};
export type CartBody = ApiBody & { cartItems: CartItems; unknownProductIds?: string[] };
export type AddressBody = ApiBody & { address: AddressSnapshot };
export type AddressesBody = ApiBody & { addresses: AddressSnapshot[] };
export type CalculationBody = ApiBody & ReturnType<typeof toCalculation>;
export type OrderBody = ApiBody & { order: ApiOrder };
export type OrdersBody = ApiBody & { orders: ApiOrder[] };
export type HistoryBody = ApiBody & {
  orderId: string;
  status: string;
  history: ApiStatusHistoryEntry[];
};
