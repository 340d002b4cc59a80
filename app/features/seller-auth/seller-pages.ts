import type { Permission, StaffRole } from "@domain/staff-roles";
import { roleCan } from "@domain/staff-roles";

/**
 * What each back-office page needs. A page not listed here is open to anyone signed in (the
 * server still refuses each call the role may not make). Most specific first.
 */
const PAGE_PERMISSIONS: readonly { path: string; exact?: true; permission: Permission | null }[] = [
  { path: "/seller/account", permission: null },
  { path: "/seller/staff", permission: "staff.manage" },
  { path: "/seller/reports", permission: "reports.view" },
  { path: "/seller/dashboard", permission: "reports.view" },
  { path: "/seller/activity", permission: "activity.view" },
  { path: "/seller/orders", permission: "orders.manage" },
  { path: "/seller/products-list", permission: "products.edit" },
  { path: "/seller", exact: true, permission: "products.edit" },
];

export function pagePermission(pathname: string): Permission | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  const page = PAGE_PERMISSIONS.find((p) =>
    p.exact ? path === p.path : path === p.path || path.startsWith(`${p.path}/`),
  );
  return page?.permission ?? null;
}

/** Whether the role may open the page; while the role is not known, the page waits. */
export function mayOpen(role: StaffRole | null, pathname: string): boolean | "unknown" {
  const permission = pagePermission(pathname);
  if (permission === null) return true;
  if (role === null) return "unknown";
  return roleCan(role, permission);
}

/** Where a person lands: a rider on their deliveries, everyone else at the back-office. */
export const homeFor = (role: StaffRole | null) => (role === "rider" ? "/rider" : "/seller");
