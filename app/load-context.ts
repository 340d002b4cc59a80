import type { SsrServices } from "../server/ssr-services";
import type { MapImagery } from "./features/store-finder/map-types";

export interface Viewer {
  user: { id: string; name: string; email: string } | null;
  isSeller: boolean;
}

/** What the Hono server hands every loader and action (see server/app.ts). */
export type StoreLoadContext = {
  services: SsrServices;
  viewer: Viewer;
  cspNonce: string;
  /** PUBLIC_URL when set: the origin for share links (else the request's). */
  publicUrl?: string;
  /** MAP_IMAGERY_TILE_URL (and its attribution) when set: the store finder adds Satellite and Hybrid. */
  mapImagery?: MapImagery;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StoreLoadContext {}
}
