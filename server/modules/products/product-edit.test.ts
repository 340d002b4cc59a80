import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, markedOutOfStock, nowInStock } from "@domain/messages";
import { MEDIA_WIDTHS, mediaHash, mediaUrl } from "@domain/media";
import { orders } from "../../db/schema";
import {
  createTestContext,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import { PRODUCT_MESSAGES } from "./products.schemas";
import { addProductCall, basics, type ProductBody } from "./test-helpers";
import { imageFile, makeImage } from "./test-images";

let t: TestContext;
let seller: string;
let add: ReturnType<typeof addProductCall>;

beforeAll(async () => {
  t = await createTestContext();
  seller = (await loginAsSeller(t)).token;
  add = addProductCall(t, seller);
});
afterAll(() => t.close());

describe("POST /api/product/update", () => {
  it("replaces the fields sent in the productData field; images and stock stay", async () => {
    const created = await add(basics, [imageFile(await makeImage("png", { seed: 77 }), "a.png")]);
    const id = created.body.product._id;
    await t.call("POST", "/api/product/stock", { token: seller, json: { id, inStock: false } });
    const form = new FormData();
    form.append(
      "productData",
      JSON.stringify({
        id,
        name: "Pancit Canton Extra Hot",
        description: "Spicy\nBig pack",
        price: 18,
        category: ["Instant"],
        brand: "Lucky Me!",
        bestseller: true,
      }),
    );
    const res = await t.call<ProductBody>("POST", "/api/product/update", {
      token: seller,
      body: form,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: PRODUCT_MESSAGES.UPDATED });
    expect(res.body.product).toMatchObject({
      _id: id,
      name: "Pancit Canton Extra Hot",
      description: ["Spicy", "Big pack"],
      price: 18,
      category: ["Instant"],
      brand: "Lucky Me!",
      bestseller: true,
      inStock: false,
      image: created.body.product.image,
    });
  });

  it("also takes a JSON body, and leaves fields not sent alone", async () => {
    const created = await add({ ...basics, brand: "Keep" });
    const id = created.body.product._id;
    const res = await t.call<ProductBody>("POST", "/api/product/update", {
      token: seller,
      json: { productData: { id, price: 20 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ price: 20, brand: "Keep", name: basics.name });
  });

  it("answers 404 for an unknown product and 400 for a bad field", async () => {
    const unknown = await t.call("POST", "/api/product/update", {
      token: seller,
      json: { id: crypto.randomUUID(), name: "X" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.PRODUCT_NOT_FOUND);
    const noId = await t.call("POST", "/api/product/update", {
      token: seller,
      json: { name: "X" },
    });
    expect(noId.body.message).toBe("id: id is required");
    const created = await add(basics);
    const bad = await t.call("POST", "/api/product/update", {
      token: seller,
      json: { id: created.body.product._id, price: "free" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("price: Price must be a number");
  });
});

describe("POST /api/product/stock", () => {
  it("toggles stock with the spec's messages, and the catalogue shows it", async () => {
    const created = await add({ ...basics, name: "Milo 1kg" });
    const id = created.body.product._id;
    const out = await t.call<ProductBody>("POST", "/api/product/stock", {
      token: seller,
      json: { id, inStock: false },
    });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({
      success: true,
      message: markedOutOfStock("Milo 1kg"),
      product: { inStock: false },
    });
    const list = await t.call<{ products: { _id: string; inStock: boolean }[] }>(
      "GET",
      "/api/product/list",
    );
    expect(list.body.products.find((p) => p._id === id)?.inStock).toBe(false);
    const back = await t.call<ProductBody>("POST", "/api/product/stock", {
      token: seller,
      json: { id, inStock: true },
    });
    expect(back.body.message).toBe(nowInStock("Milo 1kg"));
  });

  it("refuses a missing inStock, an unknown product and an oversized body", async () => {
    const created = await add(basics);
    const missing = await t.call("POST", "/api/product/stock", {
      token: seller,
      json: { id: created.body.product._id },
    });
    expect(missing.body.message).toBe("inStock: inStock is required");
    const unknown = await t.call("POST", "/api/product/stock", {
      token: seller,
      json: { id: "not-a-product", inStock: true },
    });
    expect(unknown.status).toBe(404);
    const huge = await t.call("POST", "/api/product/stock", {
      token: seller,
      json: { id: "x".repeat(70_000), inStock: true },
    });
    expect(huge.status).toBe(413);
  });
});

describe("POST /api/product/delete", () => {
  it("deletes the product; past orders keep their snapshot; unused pictures are removed, shared ones kept", async () => {
    const shared = await makeImage("png", { seed: 8080 });
    const own = await makeImage("png", { seed: 9090 });
    const doomed = await add({ ...basics, name: "Doomed" }, [
      imageFile(own, "own.png"),
      imageFile(shared, "shared.png"),
    ]);
    const keeper = await add({ ...basics, name: "Keeper" }, [imageFile(shared, "shared.png")]);
    const [ownUrl, sharedUrl] = doomed.body.product.image as [string, string];
    expect(keeper.body.product.image).toEqual([sharedUrl]);

    const customer = await registerCustomer(t);
    const snapshot = {
      image: doomed.body.product.image,
      name: "Doomed",
      category: ["Instant"],
      price: 16.5,
    };
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: customer.userId,
        items: [{ productId: doomed.body.product._id, product: snapshot, quantity: 2 }],
        address: {
          _id: "a",
          firstName: "A",
          lastName: "B",
          email: "a@b.c",
          street: "s",
          barangay: "Pangpang",
          city: "Sorsogon City",
          state: "Sorsogon",
          country: "Philippines",
          phone: "1",
        },
        subtotalCentavos: 3300,
        deliveryChargeCentavos: 2000,
        taxAmountCentavos: 0,
        amountCentavos: 5300,
      })
      .returning();

    const res = await t.call<{ success: boolean; message: string }>("POST", "/api/product/delete", {
      token: seller,
      json: { id: doomed.body.product._id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: PRODUCT_MESSAGES.DELETED });

    const list = await t.call<{ products: { _id: string }[] }>("GET", "/api/product/list");
    expect(list.body.products.some((p) => p._id === doomed.body.product._id)).toBe(false);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept?.items[0]?.product).toEqual(snapshot);

    for (const width of MEDIA_WIDTHS) {
      expect((await t.request("GET", mediaUrl(mediaHash(ownUrl)!, width))).status).toBe(404);
      expect((await t.request("GET", mediaUrl(mediaHash(sharedUrl)!, width))).status).toBe(200);
    }
    // The last product showing the shared picture goes: so does the picture.
    await t.call("POST", "/api/product/delete", {
      token: seller,
      json: { id: keeper.body.product._id },
    });
    expect((await t.request("GET", sharedUrl)).status).toBe(404);
  });

  it("answers 404 for an unknown product, twice deleted included", async () => {
    const created = await add(basics);
    const first = await t.call("POST", "/api/product/delete", {
      token: seller,
      json: { id: created.body.product._id },
    });
    expect(first.status).toBe(200);
    const again = await t.call("POST", "/api/product/delete", {
      token: seller,
      json: { id: created.body.product._id },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(MESSAGES.PRODUCT_NOT_FOUND);
    const missing = await t.call("POST", "/api/product/delete", { token: seller, json: {} });
    expect(missing.body.message).toBe("id: id is required");
  });
});
