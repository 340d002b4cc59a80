// The connectivity banner's words (SPEC §2.1), word for word. Apart from the storefront's
// table (messages-storefront.ts, which includes them) because the banner is on every page's
// first load and the rest of that table is not: only the pages that list, show or change
// products use it.

export const CONNECTIVITY_MESSAGES = {
  OFFLINE: "No Internet Connection",
  SERVER_UNREACHABLE: "Server Connection Issues - Some features may not work",
  CONNECTING: "Connecting to server...",
} as const;
