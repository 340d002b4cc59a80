import { CANCEL_REASON_VALUES, MAX_CANCEL_DETAILS } from "@domain/order-cancel";
import type { ApiRouteKey } from "./api-routes";
import { jsonFieldCases, jsonStructuralCases } from "./hostile-cases";
import { noBodyCases } from "./hostile-url-cases";
import { always, integerRule, seen, type MustRefuse } from "./hostile-inputs";
import { isPlainEmptyObject, type CaseBuilder } from "./route-cases-kit";

/** Optional words: absent or null is fine; text must be at most `max` long, without controls. */
const optionalWords =
  (max: number): MustRefuse =>
  (raw) => {
    const v = seen(raw);
    if (v === null || v === undefined) return false;
    if (typeof v !== "string") return true;
    // eslint-disable-next-line no-control-regex
    return v.trim().length > max || /[\u0000-\u001f\u007f-\u009f]/.test(v);
  };

/** The shopper's habits: buying an order again, the products they buy most, cancelling. */
export const HABIT_CASES = {
  "POST /api/order/buy-again": (fx, random) => {
    const template = () => ({ orderId: fx.historyOrderId });
    const withCart = () => ({ orderId: fx.historyOrderId, cartItems: { [fx.product.id]: 1 } });
    return [
      ...jsonStructuralCases(template),
      ...jsonFieldCases(template, [{ path: ["orderId"], mustRefuse: always }], random),
      ...jsonFieldCases(
        withCart,
        [
          { path: ["cartItems"], mustRefuse: (v) => !isPlainEmptyObject(seen(v)) },
          { path: ["cartItems", fx.product.id], mustRefuse: integerRule(0, 99) },
        ],
        random,
      ),
    ];
  },
  "GET /api/order/buy-again": () => noBodyCases(true),
  "POST /api/order/cancel": (fx, random) => {
    const template = () => ({
      orderId: fx.cancelOrderId,
      reason: CANCEL_REASON_VALUES[0],
      details: "Ordered twice",
    });
    return [
      ...jsonStructuralCases(template),
      ...jsonFieldCases(
        template,
        [
          { path: ["orderId"], mustRefuse: always },
          { path: ["reason"], mustRefuse: always },
          { path: ["details"], mustRefuse: optionalWords(MAX_CANCEL_DETAILS) },
        ],
        random,
      ),
    ];
  },
} satisfies Partial<Record<ApiRouteKey, CaseBuilder>>;
