import { http } from "~/lib/http";

/** PUT /api/user/update (SPEC §7): only the name can change. */
export const updateProfileName = (name: string) =>
  http.put<{ success: boolean; message?: string }>("/api/user/update", { name });
