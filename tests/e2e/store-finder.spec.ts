import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";

// The store finder's map (SPEC §2.8) with its tiles served by the test, never the internet:
// every request that leaves the store is answered here (a generated PNG, held, or aborted).
test.use({ serviceWorkers: "block" });

const OSM = /^https:\/\/[abc]\.tile\.openstreetmap\.org\/(\d+)\/(\d+)\/(\d+)\.png$/;
const TOPO = /^https:\/\/[abc]\.tile\.opentopomap\.org\/(\d+)\/(\d+)\/(\d+)\.png$/;
const SHOTS = "reports/store-finder";

/** A 256x256 PNG of one colour with a darker edge, so the tile grid shows in screenshots. */
function tilePng([r, g, b]: [number, number, number]): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const edge = x === 0 || y === 0 ? 0.8 : 1;
      row.set([r * edge, g * edge, b * edge], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const ROAD_TILE = tilePng([236, 231, 218]);
const TOPO_TILE = tilePng([201, 222, 186]);

type TileMode = "serve" | "hold" | "abort";

/**
 * Answers the tile hosts as `mode()` says at the time of each request, and aborts anything
 * else outside the store. Returns the tile URLs asked for, and `release()` for held tiles.
 */
async function routeTiles(page: Page, mode: () => TileMode) {
  const requested: string[] = [];
  const held: Route[] = [];
  let released = false;
  const answer = async (route: Route, body: Buffer) => {
    const now = mode();
    if (now === "abort") return route.abort("internetdisconnected");
    if (now === "hold" && !released) {
      held.push(route);
      return;
    }
    await route.fulfill({ status: 200, contentType: "image/png", body });
  };
  // Registered first, so it runs last: whatever is not a tile and not the store is refused.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"));
  await page.route(OSM, (route) => {
    requested.push(route.request().url());
    return answer(route, ROAD_TILE);
  });
  await page.route(TOPO, (route) => {
    requested.push(route.request().url());
    return answer(route, TOPO_TILE);
  });
  return {
    requested,
    async release() {
      released = true;
      for (const route of held.splice(0))
        await route.fulfill({
          status: 200,
          contentType: "image/png",
          body: TOPO.test(route.request().url()) ? TOPO_TILE : ROAD_TILE,
        });
    },
  };
}

async function openFinder(page: Page): Promise<Locator> {
  await page.goto("/");
  const finder = page.getByRole("region", { name: "Find Our Store" });
  await finder.scrollIntoViewIfNeeded();
  return finder;
}

/** The slippy-map tile holding a point at a zoom. */
function tileOf(lat: number, lon: number, zoom: number): string {
  const n = 2 ** zoom;
  const x = Math.floor(((lon + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * n);
  return `${zoom}/${x}/${y}`;
}

async function seriousAxeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("map types, tiles, size and first view; switching to Terrain asks for terrain tiles", async ({
  page,
}, testInfo) => {
  const tiles = await routeTiles(page, () => "serve");
  const finder = await openFinder(page);

  // Roadmap and Terrain only: no Satellite or Hybrid without an imagery provider, no note.
  const radios = finder.getByRole("group", { name: "Map type" }).getByRole("radio");
  await expect(radios).toHaveCount(2);
  await expect(finder.getByRole("radio", { name: "Roadmap" })).toBeChecked();
  await expect(finder.getByRole("radio", { name: "Terrain" })).not.toBeChecked();
  await expect(finder.getByRole("radio", { name: "Satellite" })).toHaveCount(0);
  await expect(finder.getByRole("radio", { name: "Hybrid" })).toHaveCount(0);
  await expect(finder.getByText(/provider|not available/)).toHaveCount(0);

  // The tiles arrive; the loading text goes; the map is 500 px tall.
  const map = finder.getByRole("region", { name: /^Map of our branches/ });
  await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  await expect(finder.getByText("Loading OpenStreetMap...")).toHaveCount(0);
  await expect(finder.getByText("Tap or click the map to move and zoom it.")).toBeVisible();
  expect((await map.boundingBox())?.height).toBe(500);
  await expect(map.locator(".leaflet-control-attribution")).toContainText(
    "OpenStreetMap contributors",
  );

  // First view: zoom 14 around the middle of the province (12.85° N, 123.99° E).
  expect(tiles.requested.some((url) => OSM.test(url))).toBe(true);
  expect(tiles.requested.filter((url) => TOPO.test(url))).toEqual([]);
  expect(tiles.requested.map((url) => OSM.exec(url)?.[1])).toContain("14");
  expect(tiles.requested.some((url) => url.endsWith(`/${tileOf(12.85, 123.99, 14)}.png`))).toBe(
    true,
  );

  mkdirSync(SHOTS, { recursive: true });
  await map.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/roadmap-${testInfo.project.name}.png` });

  // Terrain: OpenTopoMap tiles and its attribution.
  const terrainTile = page.waitForRequest((request) => TOPO.test(request.url()));
  await finder.getByText("Terrain", { exact: true }).click();
  await terrainTile;
  await expect(finder.getByRole("radio", { name: "Terrain" })).toBeChecked();
  await expect(map.locator("img.leaflet-tile-loaded[src*='opentopomap']").first()).toBeVisible();
  await expect(map.locator(".leaflet-control-attribution")).toContainText(
    "Map style: © OpenTopoMap (CC-BY-SA)",
  );
  await expect(map.locator("img[src*='openstreetmap.org']")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/terrain-${testInfo.project.name}.png` });

  // A branch still opens its info window on either map type.
  await finder.getByRole("button", { name: "Show on map" }).click();
  await expect(finder.locator(".leaflet-popup")).toContainText("5:00 AM - 8:00 PM daily");
});

test("names the maps service while the tiles are loading", async ({ page }, testInfo) => {
  const tiles = await routeTiles(page, () => "hold");
  const finder = await openFinder(page);
  const loading = finder.getByRole("status").getByText("Loading OpenStreetMap...");
  await expect(loading).toBeVisible();
  await expect.poll(() => tiles.requested.length).toBeGreaterThan(0);
  // Held tiles keep the loading text up.
  await page.waitForTimeout(500);
  await expect(loading).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/loading-${testInfo.project.name}.png` });

  await tiles.release();
  await expect(loading).toHaveCount(0);
  await expect(finder.locator("img.leaflet-tile-loaded").first()).toBeVisible();
});

test("says the map failed, and why, when the tiles cannot be loaded; Try again recovers", async ({
  page,
}, testInfo) => {
  let mode: TileMode = "abort";
  await routeTiles(page, () => mode);
  const finder = await openFinder(page);
  const status = finder.getByRole("status");
  await expect(status.getByText("Error loading OpenStreetMap")).toBeVisible();
  await expect(
    status.getByText("Please check your internet connection and try again."),
  ).toBeVisible();
  await expect(finder.getByText("Loading OpenStreetMap...")).toHaveCount(0);
  mkdirSync(SHOTS, { recursive: true });
  await status.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/error-${testInfo.project.name}.png` });

  // Terrain's tiles fail the same way.
  await finder.getByText("Terrain", { exact: true }).click();
  await expect(status.getByText("Error loading OpenStreetMap")).toBeVisible();

  mode = "serve";
  await status.getByRole("button", { name: "Try again" }).click();
  await expect(finder.locator("img.leaflet-tile-loaded[src*='opentopomap']").first()).toBeVisible();
  await expect(finder.getByText("Error loading OpenStreetMap")).toHaveCount(0);
});

test("the home page with the map drawn, and with the failure panel, has no serious or critical axe finding", async ({
  page,
}) => {
  // axe over the whole home page is slow on a shared machine.
  test.setTimeout(300_000);
  let mode: TileMode = "serve";
  await routeTiles(page, () => mode);
  const finder = await openFinder(page);
  await expect(finder.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  await finder.getByRole("button", { name: "Show on map" }).click();
  await expect(finder.locator(".leaflet-popup")).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  mode = "abort";
  await finder.getByText("Terrain", { exact: true }).click();
  await expect(finder.getByRole("status").getByText("Error loading OpenStreetMap")).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});
