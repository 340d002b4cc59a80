import type { StaffRole } from "@domain/staff-roles";
import { http } from "~/lib/http";

/** One back-office person as the owner's staff screen lists them. */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}

interface MemberReply {
  member: StaffMember;
  message: string;
  /** Made by the server when no password was typed: shown once, never again. */
  generatedPassword?: string;
}

export const fetchStaff = async (signal?: AbortSignal) =>
  (await http.get<{ staff: StaffMember[] }>("/api/seller/staff", { signal })).staff;

export const addPerson = (input: {
  name: string;
  email: string;
  role: StaffRole;
  password?: string;
}) => http.post<MemberReply>("/api/seller/staff", input);

export const changeRole = (id: string, role: StaffRole) =>
  http.post<MemberReply>("/api/seller/staff/role", { id, role });

export const setActive = (id: string, active: boolean) =>
  http.post<MemberReply>("/api/seller/staff/active", { id, active });

export const resetPassword = (id: string, password?: string) =>
  http.post<MemberReply>("/api/seller/staff/password", { id, password });

export const whoAmI = async () =>
  (await http.get<{ seller: { id: string } }>("/api/seller/me", { quiet: true })).seller;
