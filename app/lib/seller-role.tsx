import { createContext, useContext, type ReactNode } from "react";
import { type Permission, roleCan, type StaffRole } from "@domain/staff-roles";

/**
 * The signed-in back-office person's role, for every seller screen: each shows only what the
 * role can use (the server refuses the rest anyway). Null while not known: nothing extra shows.
 */
const SellerRoleContext = createContext<StaffRole | null>(null);

export function SellerRoleProvider({
  role,
  children,
}: {
  role: StaffRole | null;
  children: ReactNode;
}) {
  return <SellerRoleContext.Provider value={role}>{children}</SellerRoleContext.Provider>;
}

export const useSellerRole = () => useContext(SellerRoleContext);

/** Whether the signed-in person's role grants the permission (false while the role is unknown). */
export function useSellerCan(permission: Permission): boolean {
  const role = useContext(SellerRoleContext);
  return role !== null && roleCan(role, permission);
}
