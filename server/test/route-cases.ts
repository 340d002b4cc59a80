/**
 * The hostile requests of server/robustness.test.ts, route by route: a valid body for each
 * route and, for each of its fields, when a hostile value must be refused. The routes' cases
 * are grouped in route-cases-*.ts next to this file.
 */
import type { ApiRouteKey } from "./api-routes";
import { jsonFieldCases, jsonStructuralCases, type HostileCase } from "./hostile-cases";
import { noBodyCases } from "./hostile-url-cases";
import { always, seen, textRule } from "./hostile-inputs";
import { isSubstitutionChoice as isChoice } from "@domain/delivery-notes";
import { isLanguage } from "@domain/language";
import type { CaseBuilder } from "./route-cases-kit";

export type { Fixture } from "./route-cases-kit";
import { PRODUCT_CASES } from "./route-cases-products";
import { SHEET_CASES } from "./route-cases-sheets";
import { ORDER_CASES } from "./route-cases-orders";
import { HABIT_CASES } from "./route-cases-habits";
import { ACTIVITY_CASES } from "./route-cases-activity";
import { STAFF_CASES } from "./route-cases-staff";
import { DASHBOARD_CASES } from "./route-cases-dashboard";
import { RIDER_CASES } from "./route-cases-riders";

/** Every route's hostile requests; the Record type makes the compiler demand one per route. */
export const ROUTE_CASES: Record<ApiRouteKey, CaseBuilder> = {
  "GET /api/health": () => noBodyCases(false),
  "POST /api/user/register": (fx, random) => {
    const template = () => ({ name: "Rosa Reyes", email: fx.freshEmail(), password: "secret123" });
    return [
      ...jsonStructuralCases(template),
      ...jsonFieldCases(
        template,
        [
          { path: ["name"], mustRefuse: textRule(100) },
          { path: ["email"], mustRefuse: always },
          { path: ["password"], mustRefuse: textRule(256, { trim: false, min: 6 }) },
        ],
        random,
      ),
    ];
  },
  "POST /api/user/login": (fx, random) => {
    const template = () => ({ email: fx.customer.email, password: fx.customer.password });
    const fields = [
      { path: ["email"], mustRefuse: always },
      { path: ["password"], mustRefuse: always },
    ];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)];
  },
  "GET /api/user/is-auth": () => noBodyCases(true),
  "GET /api/user/logout": () => noBodyCases(false),
  "PUT /api/user/update": (_fx, random) => {
    const template = () => ({ name: "Rosa M. Reyes" });
    return [
      ...jsonStructuralCases(template),
      ...jsonFieldCases(template, [{ path: ["name"], mustRefuse: textRule(100) }], random),
    ];
  },
  "GET /api/user/preferences": () => noBodyCases(true),
  "PUT /api/user/preferences": (_fx, random) => {
    const template = () => ({ substitution: "call" });
    const fields = [{ path: ["substitution"], mustRefuse: (v: unknown) => !isChoice(seen(v)) }];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)];
  },
  "PUT /api/language": (_fx, random) => {
    const template = () => ({ language: "fil" });
    const fields = [{ path: ["language"], mustRefuse: (v: unknown) => !isLanguage(seen(v)) }];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)];
  },
  "POST /api/seller/login": (fx, random) => {
    const template = () => ({ email: fx.seller.email, password: fx.seller.password });
    const fields = [
      { path: ["email"], mustRefuse: always },
      { path: ["password"], mustRefuse: always },
    ];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)];
  },
  "GET /api/seller/is-auth": () => noBodyCases(true),
  "GET /api/seller/logout": () => noBodyCases(false),
  ...PRODUCT_CASES,
  ...SHEET_CASES,
  ...ORDER_CASES,
  ...ACTIVITY_CASES,
  ...RIDER_CASES,
  ...HABIT_CASES,
  ...STAFF_CASES,
  ...DASHBOARD_CASES,
  "PUT /api/user/password": (fx, random) => passwordCases(fx.customer.password, random),
  "POST /api/user/logout-all": async (fx) =>
    // An account of its own: an accepted call ends every session of the account.
    withToken(noBodyCases(true), await fx.addressOwner()),
  "PUT /api/seller/password": (fx, random) => passwordCases(fx.seller.password, random),
  "POST /api/seller/logout-all": async (fx) =>
    withToken(noBodyCases(true), await fx.sellerSession()),
  "GET /api/openapi.json": () => noBodyCases(false),
};

/**
 * A password change keeping the same password (so the control call can be repeated); a
 * hostile new password that happens to be valid changes it, and later calls are then refused
 * for the wrong current password, which the "either" verdict allows.
 */
function passwordCases(current: string, random: () => number): HostileCase[] {
  const template = () => ({ currentPassword: current, newPassword: current });
  return [
    ...jsonStructuralCases(template),
    ...jsonFieldCases(
      template,
      [
        { path: ["currentPassword"], mustRefuse: always },
        { path: ["newPassword"], mustRefuse: textRule(256, { trim: false, min: 6 }) },
      ],
      random,
    ),
  ];
}

/** The cases sent with this Bearer token instead of the fixture's (when they authenticate). */
function withToken(cases: HostileCase[], token: string): HostileCase[] {
  return cases.map((c) =>
    c.noAuth ? c : { ...c, headers: { authorization: `Bearer ${token}`, ...c.headers } },
  );
}
