import { expect, test, type Request } from "@playwright/test";

const POLICY_PAGES = [
  { path: "/refund-policy", title: "Return Policy" },
  { path: "/delivery-info", title: "Delivery Information" },
  { path: "/payment-methods", title: "Payment Methods" },
  { path: "/faqs", title: "Frequently Asked Questions" },
] as const;

for (const { path, title } of POLICY_PAGES) {
  test(`${path} is rendered on the server with its title and date`, async ({ request, page }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title} | Sorsogon MiniMart</title>`);
    expect(html).toContain("June 25, 2025");

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Last Updated: June 25, 2025")).toBeVisible();
  });
}

test("delivery info lists the zones and fees", async ({ page }) => {
  await page.goto("/delivery-info");
  const table = page.getByRole("table", { name: "Delivery fee by zone" });
  await expect(table.getByRole("row", { name: /Zone 1 within 2 km ₱20/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Zone 2 2-5 km ₱35/ })).toBeVisible();
  await page.getByText(/^Zone 1 \(₱20\) covers 17 barangays$/).click();
  await expect(page.getByText("Pangpang", { exact: true })).toBeVisible();
});

test("about page has our story and our values", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle("About Us | Sorsogon MiniMart");
  await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Mission & Values" })).toBeVisible();
  for (const value of ["Quality First", "Community Focus", "Innovation", "Convenience"]) {
    await expect(page.getByRole("heading", { name: value })).toBeVisible();
  }
});

test("contact form thanks the shopper, clears, and sends nothing", async ({ page }) => {
  // The page's clock is the test's: "after 1 second" is checked exactly, on any machine.
  const start = new Date("2026-03-02T08:00:00+08:00");
  await page.clock.install({ time: start });
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: /Call us: \+63 917 555 0142/ })).toHaveAttribute(
    "href",
    "tel:+639175550142",
  );
  await expect(page.getByRole("heading", { name: "Our Services" })).toBeVisible();
  const send = page.getByRole("button", { name: "Send Message" });
  await expect(send).toBeEnabled(); // hydrated

  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  const subject = page.getByRole("combobox", { name: "Subject" });

  // Required fields are named when missing.
  await send.click();
  await expect(page.getByText("Please enter your full name")).toBeVisible();
  await expect(field("Full Name")).toBeFocused();

  await field("Full Name").fill("Maria Santos");
  await field("Phone (optional)").fill("0917 555 0142");
  await field("Email").fill("maria@example.com");
  await subject.selectOption("delivery");
  await field("Message").fill("Do you deliver to Rawis at night?");

  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  await send.click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  const thanks = page.getByText("Thank you for contacting us!");
  await page.clock.runFor(990);
  await expect(sending).toBeVisible();
  await expect(thanks).toHaveCount(0);
  await page.clock.runFor(10);
  await expect(thanks).toBeVisible();
  for (const name of ["Full Name", "Phone (optional)", "Email", "Message"])
    await expect(field(name)).toHaveValue("");
  await expect(subject).toHaveValue("");
  expect(requests.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);

  // The thank-you message goes away after 5 seconds.
  await page.clock.runFor(4_900);
  await expect(thanks).toBeVisible();
  await page.clock.runFor(100);
  await expect(thanks).toBeHidden();
  expect(
    requests.map((r) => `${r.method()} ${r.url()}`).filter((r) => !r.endsWith("/api/health")),
  ).toEqual([]);
});

test("store finder: branch, directions link and a Leaflet map with a marker", async ({ page }) => {
  await page.goto("/");
  const finder = page.getByRole("region", { name: "Find Our Store" });
  await finder.scrollIntoViewIfNeeded();
  const branch = finder.getByRole("article", { name: /Pangpang/ });
  await expect(branch).toBeVisible();
  await expect(branch.getByText("Main", { exact: true })).toBeVisible();
  await expect(branch.getByText("5:00 AM - 8:00 PM daily")).toBeVisible();
  const directions = branch.getByRole("link", { name: /^Directions to/ });
  await expect(directions).toHaveAttribute("href", /destination=12\.978,123\.986/);
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", "noopener noreferrer");

  // Leaflet loads on demand; tiles cannot load offline, so only the container and marker are checked.
  await expect(finder.locator(".leaflet-container")).toBeVisible();
  await expect(finder.locator("path.store-marker")).toHaveCount(1);
  await expect(finder.getByRole("radio", { name: "Roadmap" })).toBeChecked();
  // Without an imagery provider (MAP_IMAGERY_TILE_URL) there is no Satellite tab at all.
  await expect(finder.getByRole("radio", { name: "Satellite" })).toHaveCount(0);

  await branch.getByRole("button", { name: "Show on map" }).click();
  await expect(finder.locator(".leaflet-popup")).toContainText("5:00 AM - 8:00 PM daily");
});

test("store finder works without JavaScript: the branch and its directions link are in the HTML", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Find Our Store");
  expect(html).toMatch(
    /href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=12\.978,123\.986"/,
  );
  expect(html).not.toContain("leaflet-container");
});

test("Leaflet stays out of the home page's first load", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const before = scripts.length;
  await page.getByRole("heading", { name: "Find Our Store" }).scrollIntoViewIfNeeded();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});

test("store finder names the maps service while loading and when loading fails", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/map-controller-[^/]+\.js$/, async (route) => {
    await held;
    await route.abort("internetdisconnected");
  });
  await page.goto("/");
  await page.getByRole("heading", { name: "Find Our Store" }).scrollIntoViewIfNeeded();
  await expect(page.getByText("Loading OpenStreetMap...")).toBeVisible();
  release();
  await expect(page.getByText("Error loading OpenStreetMap")).toBeVisible();
  await expect(
    page.getByText("Please check your internet connection and try again."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  // The branch and its directions still work.
  await expect(page.getByRole("link", { name: /^Directions to/ })).toHaveAttribute(
    "href",
    /12\.978,123\.986/,
  );
});
