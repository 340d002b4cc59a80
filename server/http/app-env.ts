import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Platform } from "../platform/platform";
import type { StaffRole } from "@domain/staff-roles";

/** Everything a request handler may use; built once at start (or per test). */
export interface AppDeps {
  db: Database;
  env: Env;
  /** Where uploaded and generated product images live (DATA_DIR/media). */
  mediaDir: string;
  /** Generated site images: banners, brand wordmarks, category tiles (DATA_DIR/images). */
  imagesDir: string;
  /** Shared state between instances: bus, and more (server/platform). */
  platform: Platform;
}

export interface AuthUser {
  id: string;
  name: string;
  email: string;
}

export interface AuthSeller {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    secureHeadersNonce?: string;
    user: AuthUser;
    seller: AuthSeller;
    /** The raw token that authenticated this request (to revoke it on logout). */
    sessionToken: string;
  };
};
