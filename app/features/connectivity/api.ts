import { CONNECTIVITY_TIMEOUT_MS } from "@domain/store";
import { apiRequest } from "~/lib/http";

/** GET /api/health with the 5 s limit of SPEC §7/§9; true when the backend answered. */
export async function checkServer(): Promise<boolean> {
  try {
    await apiRequest("/api/health", { timeoutMs: CONNECTIVITY_TIMEOUT_MS, quiet: true });
    return true;
  } catch {
    return false;
  }
}
