/** The hostile requests of the riders' routes (the desk's picker, reassignment, a rider's own). */
import type { ApiRouteKey } from "./api-routes";
import { jsonFieldCases, jsonStructuralCases, type HostileCase } from "./hostile-cases";
import { always } from "./hostile-inputs";
import { encodeAny, noBodyCases } from "./hostile-url-cases";
import type { CaseBuilder, Fixture } from "./route-cases-kit";

/** The rider's own calls answer a rider only: cases carry the fixture's rider session. */
const asRider = (fx: Fixture, c: HostileCase): HostileCase =>
  c.noAuth
    ? c
    : { ...c, noAuth: true, headers: { authorization: `Bearer ${fx.rider.token}`, ...c.headers } };

/**
 * The valid body reaches a refusal the route table cannot stage (an order that is not Out for
 * Delivery, or not this rider's): the control is "either"; every hostile value is still refused.
 */
const noControl = (c: HostileCase): HostileCase =>
  c.expect === "accept" ? { ...c, expect: "either" } : c;

const cashRule = (v: unknown) =>
  typeof v !== "number" ||
  !Number.isFinite(v) ||
  v < 0 ||
  v > 1_000_000 ||
  Math.abs(Math.round(v * 100) - v * 100) >= 1e-6;
const keyRule = (v: unknown) => typeof v !== "string" || !/^[A-Za-z0-9_-]{8,100}$/.test(v);

export const RIDER_CASES = {
  "GET /api/order/riders": () => noBodyCases(true),
  "POST /api/order/assign-rider": (fx, random) => {
    const template = () => ({ orderId: fx.statusOrderId, riderId: fx.rider.id });
    const fields = [
      { path: ["orderId"], mustRefuse: always },
      { path: ["riderId"], mustRefuse: always },
    ];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)].map(
      noControl,
    );
  },
  "GET /api/rider/deliveries": (fx) => noBodyCases(true).map((c) => asRider(fx, c)),
  "GET /api/events/rider": (fx) => {
    const badIds = ["-1", "1.5", "abc", "1e3", "9".repeat(16), "0x10", "1;2", "null"];
    return [
      ...noBodyCases(true).filter((c) => c.expect === "refuse"),
      ...badIds.map((id): HostileCase =>
        asRider(fx, {
          label: `?lastEventId=${id}`,
          path: `/api/events/rider?lastEventId=${encodeAny(id)}`,
          expect: "refuse",
          status: 400,
          sent: [id],
        }),
      ),
    ];
  },
  "POST /api/rider/deliveries/:orderId/delivered": (fx, random) => {
    const path = `/api/rider/deliveries/${fx.statusOrderId}/delivered`;
    const template = () => ({ cashCollected: 229, key: "robust-tap-0001" });
    const fields = [
      { path: ["cashCollected"], mustRefuse: cashRule },
      { path: ["key"], mustRefuse: keyRule },
    ];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)]
      .map((c) => asRider(fx, { ...c, path }))
      .map(noControl);
  },
} satisfies Partial<Record<ApiRouteKey, CaseBuilder>>;
