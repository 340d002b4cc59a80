/** The hostile requests of the owner's staff calls (server/modules/staff). */
import { isStaffRole } from "@domain/staff-roles";
import { jsonFieldCases, jsonStructuralCases } from "./hostile-cases";
import { noBodyCases } from "./hostile-url-cases";
import { always, booleanRule, seen, textRule, type MustRefuse } from "./hostile-inputs";
import type { CaseBuilder } from "./route-cases-kit";

const roleRule: MustRefuse = (raw) => !isStaffRole(seen(raw));
/** Optional: left out, the server makes one; given, at least 8 characters. */
const passwordRule: MustRefuse = (raw) =>
  seen(raw) !== undefined && textRule(256, { trim: false, min: 8 })(raw);

export const STAFF_CASES = {
  "GET /api/seller/me": () => noBodyCases(true),
  "GET /api/seller/staff": () => noBodyCases(true),
  "POST /api/seller/staff": (fx, random) => {
    const template = () => ({ name: "Ana Cruz", email: fx.freshEmail(), role: "staff" });
    const fields = [
      { path: ["name"], mustRefuse: textRule(100) },
      { path: ["email"], mustRefuse: always },
      { path: ["role"], mustRefuse: roleRule },
      { path: ["password"], mustRefuse: passwordRule },
    ];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)];
  },
  "POST /api/seller/staff/role": (fx, random) => {
    const template = () => ({ id: fx.staffMemberId, role: "staff" });
    const fields = [
      { path: ["id"], mustRefuse: always },
      { path: ["role"], mustRefuse: roleRule },
    ];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)];
  },
  "POST /api/seller/staff/active": (fx, random) => {
    const template = () => ({ id: fx.staffMemberId, active: true });
    const fields = [
      { path: ["id"], mustRefuse: always },
      { path: ["active"], mustRefuse: booleanRule },
    ];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)];
  },
  "POST /api/seller/staff/password": (fx, random) => {
    const template = () => ({ id: fx.staffMemberId, password: "a-new-pass-1" });
    const fields = [
      { path: ["id"], mustRefuse: always },
      { path: ["password"], mustRefuse: passwordRule },
    ];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)];
  },
} satisfies Record<string, CaseBuilder>;
