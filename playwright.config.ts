import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { availableParallelism } from "node:os";

/**
 * The end-to-end suite runs against the production build, one store per project, each on its
 * own throwaway embedded database. A project runs one test file at a time, so within a store the
 * journeys run one after another as they always did (a desk test waiting for "the" new order
 * never sees another project's, an export is never re-imported after another journey's sale),
 * while the projects run side by side.
 * E2E_PORT is the first store's port; cross-origin.spec.ts starts its own stores on the next
 * four ports, so the projects' stores sit ten apart (and the set-up's own two ports come after).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const STORE_PORTS = { phone: PORT, desktop: PORT + 10, once: PORT + 20 } as const;
type Store = keyof typeof STORE_PORTS;
const storeUrl = (name: Store) => `http://127.0.0.1:${STORE_PORTS[name]}`;
/**
 * A worker drives a Chromium against a production store: about two cores' worth. On two cores a
 * second worker only halves each test's speed (measured: 1.64 tests at a time, each twice as
 * slow), so one per two cores; E2E_WORKERS overrides.
 */
const WORKERS = Number(
  process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)),
);

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

const DESKTOP = { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } };

/**
 * One web server starts the three stores (tests/e2e/stores.mjs): it seeds the demo catalogue
 * once, copies that data directory to each store's own, starts them side by side and answers on
 * READY_PORT once all three answer /api/health.
 */
const READY_PORT = PORT + 30;
const TEMPLATE_PORT = PORT + 31;
const stores: NonNullable<PlaywrightTestConfig["webServer"]> = {
  name: "stores",
  command: [
    "node tests/e2e/stores.mjs",
    READY_PORT,
    TEMPLATE_PORT,
    ...(Object.keys(STORE_PORTS) as Store[]).map((name) => `${name}=${STORE_PORTS[name]}`),
  ].join(" "),
  url: `http://127.0.0.1:${READY_PORT}/`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "pipe",
  env: {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
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
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // Generous: CI shares two cores with production servers, PostgreSQL and Chromium.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "reports/e2e.json" }],
  ],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Journeys run at phone and desktop size; tests tagged @any-viewport (tests/e2e/viewport.ts)
    // run once, at desktop size; the operator's view of the server runs once, on its own stores.
    {
      name: "phone",
      testIgnore: /server-lifecycle/,
      grepInvert: /@any-viewport/,
      workers: 1,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        baseURL: storeUrl("phone"),
      },
    },
    {
      name: "desktop",
      testIgnore: /server-lifecycle/,
      grepInvert: /@any-viewport/,
      workers: 1,
      use: { ...DESKTOP, baseURL: storeUrl("desktop") },
    },
    {
      name: "once",
      testIgnore: /server-lifecycle/,
      grep: /@any-viewport/,
      workers: 1,
      use: { ...DESKTOP, baseURL: storeUrl("once") },
    },
    { name: "server", testMatch: /server-lifecycle/, workers: 1 },
  ],
  webServer: stores,
});
