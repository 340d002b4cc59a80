// Shared steps of the order desk journeys (issue 9): shoppers and orders made through the API,
// the seller's login, and what the page's sound and notifications did (init scripts).
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { E2E_SELLER } from "../../playwright.config";

/** The double-submit header of a context's requests (its XSRF cookie, issued by any /api answer). */
export async function xsrf(context: BrowserContext): Promise<Record<string, string>> {
  const find = async () => (await context.cookies()).find((c) => c.name === "XSRF-TOKEN");
  let cookie = await find();
  if (!cookie) {
    await context.request.get("/api/health");
    cookie = await find();
  }
  return cookie ? { "X-XSRF-TOKEN": decodeURIComponent(cookie.value) } : {};
}

export interface PlacedOrder {
  /** When the order was committed (the server's answer arrived), ms. */
  placedAt: number;
  orderId: string;
  customer: string;
  total: number;
}

/** Registers a shopper in `context` (its cookies), adds a Zone 1 address and places a COD order. */
export async function registerShopper(context: BrowserContext, stamp: string): Promise<string> {
  const api = context.request;
  const lastName = `Desk${stamp}`;
  const email = `e2e-desk-${stamp}@example.com`;
  const register = await api.post("/api/user/register", {
    data: { name: `E2E ${lastName}`, email, password: "secret123" },
    headers: await xsrf(context),
  });
  expect(register.ok(), await register.text()).toBe(true);
  const address = await api.post("/api/address/add", {
    data: {
      address: {
        firstName: "Desk",
        lastName,
        email,
        street: "12 Rizal Street",
        barangay: "Pangpang",
        city: "Sorsogon City",
        state: "Sorsogon",
        country: "Philippines",
        phone: "09171234567",
      },
    },
    headers: await xsrf(context),
  });
  expect(address.ok(), await address.text()).toBe(true);
  return `Desk ${lastName}`;
}

/**
 * Places a COD order of one in-stock product (₱150 or more). `nth` picks among the suitable
 * products, so a batch of orders spreads over several and no counted stock runs out.
 */
export async function placeOrder(
  context: BrowserContext,
  customer: string,
  nth = 0,
): Promise<PlacedOrder> {
  const api = context.request;
  const addresses = (await (await api.get("/api/address/get")).json()) as {
    addresses: { _id: string }[];
  };
  const list = (await (await api.get("/api/product/list")).json()) as {
    products: { _id: string; price: number; inStock: boolean; stockCount: number | null }[];
  };
  // Products the store can sell enough of to pass the minimum order (earlier journeys on this
  // store leave some with a few units counted).
  const quantityFor = (price: number) => Math.ceil(150 / price) + 1;
  const suitable = list.products.filter(
    (p) =>
      p.inStock &&
      p.price >= 10 &&
      p.price <= 500 &&
      (p.stockCount === null || p.stockCount >= quantityFor(p.price)),
  );
  expect(suitable.length).toBeGreaterThan(0);
  const product = suitable[nth % suitable.length]!;
  const quantity = quantityFor(product.price);
  const reply = await api.post("/api/order/cod", {
    data: { items: [{ product: product._id, quantity }], address: addresses.addresses[0]!._id },
    headers: await xsrf(context),
  });
  const placedAt = Date.now();
  expect(reply.status(), await reply.text()).toBe(201);
  const body = (await reply.json()) as { order: { _id: string; amount: number } };
  return { placedAt, orderId: body.order._id, customer, total: body.order.amount };
}

/** Logs the seller in through the login form (the page then holds the seller area). */
export async function sellerLogin(page: Page) {
  await page.goto("/seller");
  await page.getByLabel("Email").fill(E2E_SELLER.email);
  await page.getByLabel("Password").fill(E2E_SELLER.password);
  await page.getByRole("button", { name: /login/i }).click();
  // Password hashing is slow on a busy machine: the login alone may take a while.
  await expect(page.getByText("Seller login successful!")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
}

/** Another staff member: a seller session of its own in `context`, made through the API. */
export async function sellerApiLogin(context: BrowserContext) {
  const reply = await context.request.post("/api/seller/login", {
    data: E2E_SELLER,
    headers: await xsrf(context),
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Every order still ringing is acknowledged, so the test counts from zero. */
export async function acknowledgeAll(context: BrowserContext) {
  const api = context.request;
  for (;;) {
    const reply = await api.get("/api/order/seller?limit=100");
    const { orders } = (await reply.json()) as {
      orders: { _id: string; acknowledgedAt?: string | null }[];
    };
    const open = orders.filter((o) => o.acknowledgedAt === null);
    if (open.length === 0) return;
    for (const o of open) {
      const ack = await api.post("/api/order/acknowledge", {
        data: { orderId: o._id },
        headers: await xsrf(context),
      });
      expect(ack.ok(), await ack.text()).toBe(true);
    }
  }
}

export async function moveOrder(
  context: BrowserContext,
  orderId: string,
  from: string,
  to: string,
) {
  const reply = await context.request.post("/api/order/update-status", {
    data: { orderId, status: to, expectedStatus: from, notes: "" },
    headers: await xsrf(context),
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

export const shortId = (id: string) => id.replace(/-/g, "").slice(-8).toUpperCase();
export const stampOf = (name: string) => `${name}${Date.now()}`;

/**
 * Chromium's autoplay policy, made the same on every machine, and a count of the sounds the
 * page starts. Headless Chromium lets an AudioContext run without any click, while a desktop
 * or phone browser keeps it "suspended" until the page has had a click or key press and then
 * `resume()` is called. Here every AudioContext reads "suspended" until `resume()` is called
 * during a user activation (navigator.userActivation), as in those browsers. Each oscillator
 * started is recorded in `window.__deskSounds` with its frequency and the page's time.
 */
export function lockedAudioPolicy() {
  const w = window as unknown as {
    AudioContext: typeof AudioContext;
    __deskSounds: { freq: number; at: number }[];
    __deskResumes: { activated: boolean }[];
  };
  w.__deskSounds = [];
  w.__deskResumes = [];
  const Real = w.AudioContext;
  const unlocked = new WeakSet<AudioContext>();
  class PolicyAudioContext extends Real {
    override resume(): Promise<void> {
      const activated = navigator.userActivation?.isActive ?? false;
      w.__deskResumes.push({ activated });
      if (activated) unlocked.add(this);
      return super.resume();
    }
  }
  const realState = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, "state")!.get!;
  Object.defineProperty(PolicyAudioContext.prototype, "state", {
    configurable: true,
    get(this: AudioContext): AudioContextState {
      const state = realState.call(this) as AudioContextState;
      return state === "running" && !unlocked.has(this) ? "suspended" : state;
    },
  });
  w.AudioContext = PolicyAudioContext;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
    w.__deskSounds.push({ freq: this.frequency.value, at: Date.now() });
    return start.call(this, when);
  };
}

/** How many new-order chimes the page has started (each chime opens with its 880 Hz note). */
export const chimesStarted = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __deskSounds: { freq: number }[] }).__deskSounds.filter(
        (s) => s.freq === 880,
      ).length,
  );

/**
 * A spy on the page's Notification API: every notification made and every permission request
 * (with whether the page had a user activation at that moment), delegating to the browser's.
 */
export function notificationSpy() {
  const w = window as unknown as {
    Notification: typeof Notification;
    __deskNotifications: { title: string; body: string; tag: string }[];
    __deskPermissionRequests: { activated: boolean }[];
  };
  w.__deskNotifications = [];
  w.__deskPermissionRequests = [];
  const Real = w.Notification;
  class SpyNotification extends Real {
    constructor(title: string, options?: NotificationOptions) {
      w.__deskNotifications.push({
        title,
        body: options?.body ?? "",
        tag: options?.tag ?? "",
      });
      super(title, options);
    }
    static override requestPermission(
      callback?: NotificationPermissionCallback,
    ): Promise<NotificationPermission> {
      w.__deskPermissionRequests.push({ activated: navigator.userActivation?.isActive ?? false });
      return Real.requestPermission(callback);
    }
  }
  Object.defineProperty(SpyNotification, "permission", {
    configurable: true,
    get: () => Real.permission,
  });
  w.Notification = SpyNotification;
}

/** Makes the page read as hidden (or visible again) and tells it, as a tab switch does. */
export async function setTabHidden(page: Page, hidden: boolean) {
  await page.evaluate((hide) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (hide ? "hidden" : "visible"),
    });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hide });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}
