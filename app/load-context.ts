// The one place app code reaches into server/, and by type only: the shape of what the server
// hands every loader and action, so a renamed field breaks the build, not the shopper.
import type { StoreLoadContext, Viewer } from "../server/load-context";

export type { StoreLoadContext, Viewer };

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StoreLoadContext {}
}
