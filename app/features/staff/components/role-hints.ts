import type { StaffRole } from "@domain/staff-roles";

/** What each role may do, in the owner's words (domain/staff-roles.ts grants them). */
export const ROLE_HINTS: Record<StaffRole, string> = {
  owner: "Everything: products, orders, reports, exports, staff and settings.",
  staff:
    "Orders and products (add, edit, stock, photos, imports). No deleting, exports or reports.",
  rider: "Only the deliveries given to them, on their phone.",
};
