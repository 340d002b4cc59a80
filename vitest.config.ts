import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/db/seed/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["server/**/*.test.ts"],
          exclude: ["server/db/seed/**"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two workers fit this 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
