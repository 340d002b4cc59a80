import { http } from "~/lib/http";

export type AccountRole = "user" | "seller";
type Reply = { success: boolean; message?: string };

/** PUT /api/{user|seller}/password: the current password is required; other sessions end. */
export const changePassword = (
  role: AccountRole,
  input: { currentPassword: string; newPassword: string },
) => http.put<Reply>(`/api/${role}/password`, input);

/** POST /api/{user|seller}/logout-all: every session of the account ends, this one too. */
export const logoutEverywhere = (role: AccountRole) =>
  http.post<Reply & { ended?: number }>(`/api/${role}/logout-all`);
