import { http } from "~/lib/http";
import type { SessionUser } from "~/lib/types";

/** The user as the accounts API answers it (SPEC §7: email, cartItems, name). */
export interface ApiUser {
  _id: string;
  name: string;
  email: string;
  cartItems?: Record<string, number>;
}

export interface AuthReply {
  success: boolean;
  message?: string;
  token?: string;
  user?: ApiUser;
}

export const toSessionUser = (user: ApiUser): SessionUser => ({
  id: user._id,
  name: user.name,
  email: user.email,
});

/** GET /api/user/is-auth: the logged-in customer with their stored cart, or null. */
export async function fetchCurrentUser(): Promise<ApiUser | null> {
  try {
    const reply = await http.get<AuthReply>("/api/user/is-auth");
    return reply.success && reply.user ? reply.user : null;
  } catch {
    return null;
  }
}

export const loginUser = (input: { email: string; password: string }) =>
  http.post<AuthReply>("/api/user/login", input);

export const registerUser = (input: { name: string; email: string; password: string }) =>
  http.post<AuthReply>("/api/user/register", input);

export const logoutUser = () =>
  http.get<{ success: boolean; message?: string }>("/api/user/logout", { quiet: true });
