import { CONNECTIVITY_MESSAGES } from "@domain/messages-connectivity";

export type ServerReachability = "unknown" | "reachable" | "unreachable";

export interface ConnectivityState {
  browserOnline: boolean;
  server: ServerReachability;
  /** The first check is taking noticeably long (a fast answer shows no banner at all). */
  firstCheckSlow: boolean;
}

export type BannerTone = "offline" | "warning" | "info";

/** What the top banner says (SPEC §2.1); null hides it. */
export function connectivityBanner(
  state: ConnectivityState,
): { text: string; tone: BannerTone } | null {
  if (!state.browserOnline) return { text: CONNECTIVITY_MESSAGES.OFFLINE, tone: "offline" };
  if (state.server === "unreachable")
    return { text: CONNECTIVITY_MESSAGES.SERVER_UNREACHABLE, tone: "warning" };
  if (state.server === "unknown" && state.firstCheckSlow)
    return { text: CONNECTIVITY_MESSAGES.CONNECTING, tone: "info" };
  return null;
}
