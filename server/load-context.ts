import type { StaffRole } from "@domain/staff-roles";
import type { Language } from "@domain/language";
import type { MapImagery } from "@domain/map-types";
import type { SsrServices } from "./ssr-services";

export interface Viewer {
  user: { id: string; name: string; email: string } | null;
  isSeller: boolean;
  /** The signed-in back-office person's role (owner, staff, rider), or null. */
  sellerRole?: StaffRole | null;
}

/**
 * What the Hono server hands every loader and action (server/app.ts). Defined on the server's
 * side, which builds it; the app reads it by type alone (app/load-context.ts).
 */
export type StoreLoadContext = {
  services: SsrServices;
  viewer: Viewer;
  /** The storefront language: the cookie's, else the signed-in shopper's, else English. */
  language: Language;
  cspNonce: string;
  /** PUBLIC_URL when set: the origin for share links (else the request's). */
  publicUrl?: string;
  /** MAP_IMAGERY_TILE_URL (and its attribution) when set: the store finder adds Satellite and Hybrid. */
  mapImagery?: MapImagery;
  /** The server's logger for a page's faults (app/entry.server.tsx's handleError). */
  reportError?: (error: unknown) => void;
};
