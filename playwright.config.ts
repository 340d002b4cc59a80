import { defineConfig, devices } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The end-to-end suite runs against the production build on a throwaway embedded database. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = join(tmpdir(), `minimart-e2e-${PORT}`);
export const E2E_SELLER = { email: "e2e-seller@example.com", password: "e2e-seller-password" };

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous: CI shares two cores with a production server, PostgreSQL and Chromium.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "reports/e2e.json" }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Journeys run at phone and desktop size; the operator's view of the server, and tests
    // tagged @any-viewport (tests/e2e/viewport.ts), run once.
    {
      name: "phone",
      testIgnore: /server-lifecycle/,
      grepInvert: /@any-viewport/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
    },
    {
      name: "desktop",
      testIgnore: /server-lifecycle/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
    },
    { name: "server", testMatch: /server-lifecycle/ },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node build/main.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      DATABASE_URL: "",
      SELLER_EMAIL: E2E_SELLER.email,
      SELLER_PASSWORD: E2E_SELLER.password,
      LOG_LEVEL: "error",
      // Every journey registers its own shoppers, all from 127.0.0.1.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
      // The /orders "Load more" journey places 75 orders for one shopper.
      MAX_OPEN_ORDERS_PER_CUSTOMER: "1000",
      MAX_ORDERS_PER_HOUR: "10000",
    },
  },
});
