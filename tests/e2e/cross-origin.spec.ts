import { expect, test, type Page, type Response } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { ANY_VIEWPORT } from "./viewport";

// Issue #8 item 7: a partner's page on another origin lists products,
// logs in, syncs the cart and places an order against a store started with ALLOWED_ORIGINS
// naming it. The page (cross-origin-client/index.html) is plain HTML and fetch, as an
// integrator would write it. Each case starts a store of its own, so the suite's store keeps
// its default settings (no CORS, SameSite=Lax).
//
// Ports follow E2E_PORT (the suite's store) so parallel runs on other ports do not collide.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const CLIENT_PORT = BASE_PORT + 3;
const FOREIGN_PORT = BASE_PORT + 4;
const SELLER = { email: "xorigin-seller@example.com", password: "xorigin-seller-password" };
const CLIENT_HTML = readFileSync("tests/e2e/cross-origin-client/index.html", "utf8");

/** A static file server for the partner page, listening on IPv4 and (when present) IPv6 loopback. */
async function servePage(port: number): Promise<Server[]> {
  const handler = (_req: unknown, res: import("node:http").ServerResponse) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(CLIENT_HTML);
  };
  const servers: Server[] = [];
  for (const host of ["127.0.0.1", "::1"]) {
    const server = createServer(handler);
    const ok = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      server.listen(port, host, () => resolve(true));
    });
    if (ok) servers.push(server);
    else if (host === "127.0.0.1") throw new Error(`port ${port} is taken`);
  }
  return servers;
}

interface Store {
  child: ChildProcess;
  dataDir: string;
  exited: Promise<number | null>;
}

async function startStore(port: number, allowedOrigins: string): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-xorigin-"));
  let output = "";
  const child = spawn(process.execPath, ["build/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "false",
      SELLER_EMAIL: SELLER.email,
      SELLER_PASSWORD: SELLER.password,
      ALLOWED_ORIGINS: allowedOrigins,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.on("close", (code) => resolve(code)),
  );
  const store = { child, dataDir, exited };
  const deadline = Date.now() + 120_000;
  while (!output.includes("Store ready at")) {
    const failure =
      child.exitCode !== null ? "exited early" : Date.now() > deadline ? "did not start" : "";
    if (failure) {
      await stopStore(store);
      throw new Error(`store ${failure}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return store;
}

async function stopStore(store: Store | undefined) {
  if (!store) return;
  if (store.child.exitCode === null) store.child.kill("SIGTERM");
  await store.exited;
  rmSync(store.dataDir, { recursive: true, force: true });
}

/** The seller puts one pictured product on the shelf (setup, through the store's own API). */
async function stockShelf(storeUrl: string): Promise<string> {
  const login = await fetch(`${storeUrl}/api/seller/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(SELLER),
  });
  const { token } = (await login.json()) as { token: string };
  const size = 240;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set([40, 150 + ((i / 3) % 60), 70], i);
  const png = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(
    "productData",
    JSON.stringify({
      name: "Partner Sinandomeng Rice 2kg",
      description: ["2kg bag"],
      category: ["Grains"],
      price: 180,
    }),
  );
  form.append("images", new Blob([new Uint8Array(png)], { type: "image/png" }), "rice.png");
  const added = await fetch(`${storeUrl}/api/product/add`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(added.status, await added.clone().text()).toBeLessThan(300);
  const { product } = (await added.json()) as { product: { _id: string } };
  return product._id;
}

/** Drives the partner page from listing to order and checks every step's answer. */
async function orderFromPartnerPage(
  page: Page,
  opts: { clientUrl: string; storeUrl: string; auth: "cookie" | "bearer"; screenshot: string },
) {
  const { storeUrl } = opts;
  const media: Response[] = [];
  page.on("response", (r) => {
    if (r.url().startsWith(`${storeUrl}/media/`)) media.push(r);
  });
  await page.goto(`${opts.clientUrl}/?store=${encodeURIComponent(storeUrl)}&auth=${opts.auth}`);

  // Products, with pictures whose absolute URLs load from the store.
  await expect(page.locator("#products-status")).toHaveText("Products: 1");
  const item = page.locator("#products li").filter({ hasText: "Partner Sinandomeng Rice 2kg" });
  const img = item.getByRole("img");
  await expect(img).toHaveAttribute("src", new RegExp(`^${storeUrl}/media/[0-9a-f]+\\.webp$`));
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  expect(media.length).toBeGreaterThan(0);
  for (const r of media) {
    expect(r.status()).toBe(200);
    expect(await r.headerValue("cross-origin-resource-policy")).toBe("cross-origin");
  }

  // Register a fresh shopper and log in; is-auth then knows the shopper.
  const login = page.waitForResponse(
    (r) => r.url() === `${storeUrl}/api/user/login` && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Register and log in" }).click();
  await expect(page.locator("#login-status")).toHaveText(/^Logged in as partner-.*@example\.com$/);
  const setCookie = (await (await login).headerValue("set-cookie")) ?? "";
  if (opts.auth === "cookie") {
    // Same site: the session is the store's cookie, still SameSite=Lax.
    expect(setCookie).toMatch(/minimart_token=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookies = await page.context().cookies(storeUrl);
    const session = cookies.find((c) => c.name === "minimart_token");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
  } else {
    // Another site: the store offers SameSite=None; Secure cookies, which a
    // browser blocking third-party cookies drops; the page carries the login's token instead.
    expect(setCookie).toMatch(/minimart_token=[^;]+;.*Secure/i);
    expect(setCookie).toMatch(/SameSite=None/i);
  }

  // Sync the cart (a cookie-authenticated write: the XSRF header from the answer passes).
  await item.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.locator("#cart")).toHaveText(/ × 1$/);
  await page.getByRole("button", { name: "Sync cart" }).click();
  await expect(page.locator("#cart-status")).toHaveText("200 Cart Updated");

  await page.getByRole("button", { name: "Save delivery address" }).click();
  await expect(page.locator("#address-status")).toHaveText("Address saved: 12 Rizal Street");

  // The order is placed (201) and listed among the shopper's orders.
  await page.getByRole("button", { name: "Place order (cash on delivery)" }).click();
  const status = page.locator("#order-status");
  await expect(status).toHaveText(/^201 Order placed successfully! Order \S+$/);
  const orderId = await status.getAttribute("data-order-id");
  expect(orderId).toBeTruthy();
  await page.getByRole("button", { name: "My orders" }).click();
  // 180 + zone-1 delivery 20 + 2% tax (3) = 203.
  await expect(page.locator(`#orders li[data-id="${orderId}"]`)).toHaveText(
    `Order ${orderId} — ₱203 — Order Placed`,
  );
  await page.screenshot({ path: `test-results/screens/${opts.screenshot}.png`, fullPage: true });
}

/** A page on an origin the store does not list: the browser keeps every answer from it. */
async function refusedFromForeignPage(page: Page, foreignUrl: string, storeUrl: string) {
  const failed: string[] = [];
  page.on("requestfailed", (r) => failed.push(`${r.method()} ${r.url()}`));
  await page.goto(`${foreignUrl}/?store=${encodeURIComponent(storeUrl)}`);
  // The store's answer to the simple GET carries no CORS headers: fetch rejects.
  await expect(page.locator("#products-status")).toHaveText("Network error: Failed to fetch");
  await expect(page.locator("#products li")).toHaveCount(0);
  expect(failed).toContain(`GET ${storeUrl}/api/product/list`);
  // A JSON POST needs a preflight, which the store refuses: the POST is never sent.
  await page.getByRole("button", { name: "Register and log in" }).click();
  await expect(page.locator("#login-status")).toHaveText("Network error: Failed to fetch");
  expect(failed).toContain(`POST ${storeUrl}/api/user/register`);
  // The same calls from outside a browser show why: no Allow-Origin for that origin, and a
  // refused preflight.
  const list = await fetch(`${storeUrl}/api/product/list`, { headers: { origin: foreignUrl } });
  expect(list.headers.get("access-control-allow-origin")).toBeNull();
  const preflight = await fetch(`${storeUrl}/api/user/register`, {
    method: "OPTIONS",
    headers: {
      origin: foreignUrl,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type",
    },
  });
  expect(preflight.status).toBe(403);
}

let pages: Server[] = [];
test.beforeAll(async () => {
  pages = [...(await servePage(CLIENT_PORT)), ...(await servePage(FOREIGN_PORT))];
});
test.afterAll(async () => {
  await Promise.all(pages.map((s) => new Promise((r) => s.close(r))));
});

test.describe("a partner page on another site (localhost → 127.0.0.1)", ANY_VIEWPORT, () => {
  // "localhost" and "127.0.0.1" are different sites: the store answers with SameSite=None;
  // Secure cookies, but Chromium blocks them as third-party cookies, so a partner on another
  // site authenticates with the token of the login answer (Authorization: Bearer, which needs
  // no XSRF header); CORS, the preflights and the media's CORP are the same.
  const storePort = BASE_PORT + 1;
  const storeUrl = `http://127.0.0.1:${storePort}`;
  const clientUrl = `http://localhost:${CLIENT_PORT}`;
  let store: Store | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000); // a cold start on a busy machine
    store = await startStore(storePort, clientUrl);
    await stockShelf(storeUrl);
  });
  test.afterAll(async () => stopStore(store));

  test("lists products, logs in, syncs the cart and places an order", async ({
    page,
  }, testInfo) => {
    await orderFromPartnerPage(page, {
      clientUrl,
      storeUrl,
      auth: "bearer",
      screenshot: `cross-origin-partner-${testInfo.project.name}`,
    });
  });

  test("a page from an origin not listed is refused", async ({ page }) => {
    await refusedFromForeignPage(page, `http://127.0.0.1:${FOREIGN_PORT}`, storeUrl);
  });
});

test.describe(
  "a partner page on the same site, another port (127.0.0.1 → 127.0.0.1)",
  ANY_VIEWPORT,
  () => {
    // Same site, other origin: CORS still decides, and the cookies stay SameSite=Lax.
    const storePort = BASE_PORT + 2;
    const storeUrl = `http://127.0.0.1:${storePort}`;
    const clientUrl = `http://127.0.0.1:${CLIENT_PORT}`;
    let store: Store | undefined;
    test.beforeAll(async () => {
      test.setTimeout(180_000); // a cold start on a busy machine
      store = await startStore(storePort, clientUrl);
      await stockShelf(storeUrl);
    });
    test.afterAll(async () => stopStore(store));

    test("lists products, logs in, syncs the cart and places an order", async ({ page }) => {
      await orderFromPartnerPage(page, {
        clientUrl,
        storeUrl,
        auth: "cookie",
        screenshot: `cross-origin-same-site-${test.info().project.name}`,
      });
    });

    test("a page from an origin not listed is refused", async ({ page }) => {
      await refusedFromForeignPage(page, `http://localhost:${FOREIGN_PORT}`, storeUrl);
    });
  },
);
