import type { SsrServices } from "../server/ssr-services";

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
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StoreLoadContext {}
}
