// Product cards, filters, a product page's gallery and the pager before their code arrives (issue
// #11).
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { sellerApiLogin, xsrf } from "./order-desk-helpers";
import { firstProductPath } from "./storefront-helpers";
import { scriptLog, holdScripts, preloadedScripts, hydrated } from "./first-load-helpers";

test.describe("product cards below the fold", () => {
  const CARD_CODE = /\/assets\/(best-sellers|related-products|catalog-list)-[\w-]+\.js$/;

  test("the home best sellers come as HTML; their code loads as the shopper nears them, then Add works", async ({
    page,
    request,
  }) => {
    const preloads = await preloadedScripts(request, "/");
    expect(preloads.filter((href) => CARD_CODE.test(href))).toEqual([]);

    const scripts = scriptLog(page);
    await page.goto("/");
    await hydrated(page);
    const section = page.locator("section[aria-labelledby='best-sellers']");
    const add = section.getByRole("button", { name: /^Add .+ to cart$/ }).first();
    // On the page from the server, a screen or more below…
    await expect(add).toBeAttached();
    await page.waitForTimeout(500);
    expect(scripts.filter((s) => CARD_CODE.test(s))).toEqual([]);
    // …and live once reached.
    await section.scrollIntoViewIfNeeded();
    await expect(add).toBeEnabled();
    expect(scripts.filter((s) => /best-sellers-/.test(s))).toHaveLength(1);
    await add.click();
    await expect(page.getByText("Item added to cart")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Cart, 1 item" }).locator("visible=true"),
    ).toHaveCount(1);
  });

  test("a product's related products are its own after going on to one of them, code held or not", async ({
    page,
    request,
  }) => {
    const path = await firstProductPath(request);
    expect(await (await request.get(path)).text()).toContain("Related Products");
    const preloads = await preloadedScripts(request, path);
    expect(preloads.filter((href) => CARD_CODE.test(href))).toEqual([]);

    const release = await holdScripts(page, /\/assets\/related-products-[\w-]+\.js$/);
    await page.goto(path);
    await hydrated(page);
    const related = page.locator("section[aria-labelledby='related-products']");
    const links = related.locator("article h3 a");
    // The server's list, its code held back: a tap on a product goes through the app.
    const next = links.first();
    const nextName = (await next.textContent())!;
    const nextHref = (await next.getAttribute("href"))!;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextName);
    // The old product's list is not left under the new product while the code is on the way…
    await expect(related.locator(`article h3 a[href="${nextHref}"]`)).toHaveCount(0);
    release();
    // …and once it comes, the list is the new product's: it does not offer the product itself.
    await expect(links.first()).toBeVisible();
    await expect(related.locator(`article h3 a[href="${nextHref}"]`)).toHaveCount(0);
    await expect(related.getByRole("button", { name: /^Add .+ to cart$/ }).first()).toBeEnabled();
  });
});

test("the product list's filters load the category names, not their descriptions", async ({
  page,
  request,
}) => {
  const preloads = await preloadedScripts(request, "/products");
  expect(preloads.filter((href) => /\/assets\/catalogue-[\w-]+\.js$/.test(href))).toEqual([]);
  // The dropdowns and the category table come right after the page is up (decision 131).
  expect(
    preloads.filter((href) =>
      /\/assets\/(products-parts|product-filters|category-table)-[\w-]+\.js$/.test(href),
    ),
  ).toEqual([]);
  // The live dropdown still offers every section and category, and filters by one.
  await page.goto("/products");
  await hydrated(page);
  const category = page.getByLabel("Category", { exact: true });
  await expect(category.locator("optgroup")).toHaveCount(6);
  await expect(category.locator("option[value='Instant']")).toHaveText("Instant Noodles & Pasta");
  await category.selectOption("Instant");
  await expect(page).toHaveURL(/\/products\?category=Instant$/);
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText(
    "Instant Noodles & Pasta",
  );
});

test("a category chosen before the filters' code arrives is applied once it does", async ({
  page,
}) => {
  // The filters' code comes in the chunk of /products' live parts (decision 138).
  const release = await holdScripts(page, /\/assets\/products-parts-[\w-]+\.js$/);
  await page.goto("/products");
  await hydrated(page);
  // The server's dropdown, its code held back: the choice stays in it, the list is unchanged.
  const category = page.getByLabel("Category", { exact: true });
  await category.selectOption("Instant");
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/products$/);
  release();
  // The live dropdown takes the choice over and applies it, as a live change would.
  await expect(page).toHaveURL(/\/products\?category=Instant$/);
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText(
    "Instant Noodles & Pasta",
  );
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Instant");
  // A chip's link, live now, goes back to the whole list.
  await page.getByRole("link", { name: "Remove category Instant Noodles & Pasta" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("group", { name: "Active filters" })).toHaveCount(0);
});

test("a product page's trail and pictures come as HTML and never show another product's", async ({
  page,
  request,
}) => {
  const LATER = /\/assets\/(breadcrumb-trail|product-gallery|picture)-[\w-]+\.js$/;
  const path = await firstProductPath(request);
  const preloads = await preloadedScripts(request, path);
  expect(preloads.filter((href) => LATER.test(href))).toEqual([]);

  const scripts = scriptLog(page);
  const release = await holdScripts(
    page,
    /\/assets\/(breadcrumb-trail|product-gallery)-[\w-]+\.js$/,
  );
  await page.goto(path);
  await hydrated(page);
  const first = (await page.getByRole("heading", { level: 1 }).textContent())!;
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  // The server's trail and picture, their code held back (the trail's is not even asked for).
  await expect(trail).toContainText(first);
  const picture = page.getByRole("img", { name: first, exact: true });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.waitForTimeout(300);
  expect(scripts.filter((s) => /breadcrumb-trail-/.test(s))).toEqual([]);

  // On to a related product in the app: neither the old trail nor the old picture stays.
  const next = page.locator("section[aria-labelledby='related-products'] article h3 a").first();
  const nextName = (await next.textContent())!;
  await next.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextName);
  await expect(trail.getByText(first, { exact: true })).toHaveCount(0);
  await expect(page.getByRole("img", { name: first, exact: true })).toHaveCount(0);
  release();
  await expect(trail).toContainText(nextName);
  await expect(page.getByRole("img", { name: nextName, exact: true })).toBeVisible();
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await trail.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  expect(documents).toEqual([]);
});

test("a tap on a thumbnail before the gallery's code arrives is carried out", async ({
  page,
  context,
}) => {
  // A product with two pictures, put on the shelf through the seller's API.
  await sellerApiLogin(context);
  const pictures = await Promise.all(
    [
      [200, 60, 60],
      [60, 60, 200],
    ].map(([r, g, b]) =>
      sharp({
        create: { width: 240, height: 240, channels: 3, background: { r: r!, g: g!, b: b! } },
      })
        .png()
        .toBuffer(),
    ),
  );
  const form = new FormData();
  const name = `Gallery Pair ${Date.now()}`;
  form.append(
    "productData",
    JSON.stringify({ name, description: ["Two pictures"], category: ["Grains"], price: 99 }),
  );
  pictures.forEach((png, i) =>
    form.append("images", new Blob([new Uint8Array(png)], { type: "image/png" }), `pair-${i}.png`),
  );
  const added = await context.request.post("/api/product/add", {
    multipart: form,
    headers: await xsrf(context),
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { product } = (await added.json()) as { product: { _id: string; image: string[] } };

  try {
    const release = await holdScripts(page, /\/assets\/product-gallery-[\w-]+\.js$/);
    await page.goto(`/products/all/${product._id}`);
    await hydrated(page);
    const main = page.getByRole("img", { name, exact: true });
    await expect(main).toHaveAttribute("src", product.image[0]!);
    await page.getByRole("button", { name: "Show image 2 of 2" }).click();
    release();
    await expect(page.getByRole("button", { name: "Show image 2 of 2" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(main).toHaveAttribute("src", product.image[1]!);
  } finally {
    // Off the shelf again: the other tests' lists stay the seeded ones.
    await context.request.post("/api/product/delete", {
      data: { id: product._id },
      headers: await xsrf(context),
    });
  }
});

test("the pager under the list works as links before its code, and never shows the old page's numbers", async ({
  page,
  request,
}) => {
  const PAGER_CODE = /\/assets\/pager-[\w-]+\.js$/;
  const preloads = await preloadedScripts(request, "/products");
  expect(preloads.filter((href) => PAGER_CODE.test(href))).toEqual([]);

  const release = await holdScripts(page, PAGER_CODE);
  await page.goto("/products");
  await hydrated(page);
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.locator("[aria-current='page']")).toHaveText("1");
  // The server's links, the code held back: the tap goes through the app.
  await pager.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.getByText(/^Showing 51/)).toBeVisible();
  expect(documents).toEqual([]);
  // Page 1's numbers are not left under page 2 while the code is on the way…
  await expect(pager.locator("[aria-current='page']")).toHaveCount(0);
  release();
  // …and the live pager is page 2's.
  await expect(pager.locator("[aria-current='page']")).toHaveText("2");
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/products\?page=3$/);
  await expect(pager.locator("[aria-current='page']")).toHaveText("3");
  expect(documents).toEqual([]);
});
