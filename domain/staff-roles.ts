/**
 * The shop's people and what each may do. The server enforces these on every seller call
 * (server/http/auth.ts, requirePermission); the back-office reads the same table to show only
 * what a person can use. One table, so the two never disagree.
 */

export const STAFF_ROLES = ["owner", "staff", "rider"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  staff: "Staff",
  rider: "Rider",
};

export const PERMISSIONS = [
  /** The order desk: see orders, move them, acknowledge, print slips. */
  "orders.manage",
  /** Products: list, add, edit, change stock, upload photos, bulk and spreadsheet import. */
  "products.edit",
  /** Delete a product (one or many). */
  "products.delete",
  /** Download the catalogue or orders as a spreadsheet. */
  "catalog.export",
  /** The day's reports and the sales dashboard. */
  "reports.view",
  /** The staff screen: add people, change roles, disable, reset passwords. */
  "staff.manage",
  /** The activity trail of everyone's changes. */
  "activity.view",
  /** Store settings. */
  "settings.manage",
  /** A rider's own deliveries: see them, mark them delivered with the cash collected. */
  "deliveries.own",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS.filter((p) => p !== "deliveries.own"),
  staff: ["orders.manage", "products.edit"],
  rider: ["deliveries.own"],
};

export function roleCan(role: StaffRole, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The answer (403) to a person whose role does not allow the call. */
export const ROLE_MESSAGES = {
  FORBIDDEN: "Access denied: your role does not allow this. Ask the store owner.",
  ACCOUNT_DISABLED: "This account has been disabled. Ask the store owner.",
  UNKNOWN_ROLE: "Unknown role. Choose owner, staff or rider.",
  LAST_OWNER: "The store needs at least one active owner: this would leave none.",
} as const;

/** A back-office password's least length (as for SELLER_PASSWORD and `npm run seller:add`). */
export const STAFF_PASSWORD_MIN_LENGTH = 8;
