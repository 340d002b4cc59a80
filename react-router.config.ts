import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    // Smaller route chunks for phones: loaders/actions/components split where possible.
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: v8_middleware changes the load context into a RouterContextProvider, and
    // v8_viteEnvironmentApi changes how the dev server (inside server/main.ts) loads the build.
  },
} satisfies Config;
