import type { StaffRole } from "@domain/staff-roles";
import { http } from "~/lib/http";

export interface SellerLoginReply {
  success: boolean;
  token?: string;
  /** The person's role: owner, staff or rider. */
  role?: StaffRole;
  message?: string;
}

export const sellerLogin = (input: { email: string; password: string }) =>
  http.post<SellerLoginReply>("/api/seller/login", input);

export const sellerLogout = () =>
  http.get<{ success: boolean; message?: string }>("/api/seller/logout", { quiet: true });

/** GET /api/seller/is-auth: true when the stored seller session is alive. */
export async function sellerIsAuthenticated(): Promise<boolean> {
  const reply = await http.get<{ success: boolean }>("/api/seller/is-auth", { quiet: true });
  return reply.success === true;
}

/** GET /api/seller/me: who is signed in, with the role the back-office shows itself for. */
export async function sellerMe(): Promise<{ id: string; name: string; role: StaffRole }> {
  const reply = await http.get<{ seller: { id: string; name: string; role: StaffRole } }>(
    "/api/seller/me",
    { quiet: true },
  );
  return reply.seller;
}
