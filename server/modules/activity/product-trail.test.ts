// Every product change by a person writes its trail line in the same transaction: the
// product calls, the JSON bulk import and the spreadsheet import.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import {
  addProductCall,
  basics,
  bulkImportCall,
  bulkProduct,
  pngFile,
} from "../products/test-helpers";
import { csvFile, form } from "../product-import/spreadsheet-test-helpers";
import { refuseTrailLinesLabelled, signedInPerson, trailCount, trailOf } from "./test-activity";

describe(`the activity trail of products (${DB_KIND})`, () => {
  let t: TestContext;
  let maria: Awaited<ReturnType<typeof signedInPerson>>;
  const actor = () => ({ actorType: "seller", actorId: maria.id, actorName: "Maria" });
  beforeAll(async () => {
    t = await createTestContext();
    maria = await signedInPerson(t, "Maria", "staff");
  });
  afterAll(() => t.close());

  const update = (productData: Record<string, unknown>) =>
    t.call("POST", "/api/product/update", { token: maria.token, json: { productData } });

  it("adding a product writes product.created with its price, by the person", async () => {
    const res = await addProductCall(t, maria.token)({ ...basics, stockCount: 12 });
    expect(res.status).toBe(201);
    const [line, ...more] = await trailOf(t, res.body.product._id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      ...actor(),
      kind: "product",
      action: "product.created",
      subjectLabel: basics.name,
      changes: { priceCentavos: 1650, stockCount: 12, category: ["Instant"] },
    });
  });

  it("an edit lists each changed field before → after, and nothing for an edit that changes nothing", async () => {
    const p = await createProduct(t.db, { name: "Bear Brand 300 g", price: 45, brand: "Nestle" });
    expect(
      (await update({ id: p.id, price: 48, brand: "Nestlé", sku: "BB-300", stockCount: 5 })).status,
    ).toBe(200);
    expect((await update({ id: p.id, price: 48 })).status).toBe(200);
    const lines = await trailOf(t, p.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      ...actor(),
      action: "product.updated",
      subjectLabel: "Bear Brand 300 g",
      changes: {
        priceCentavos: { from: 4500, to: 4800 },
        brand: { from: "Nestle", to: "Nestlé" },
        sku: { from: null, to: "BB-300" },
        stockCount: { from: null, to: 5 },
      },
    });
  });

  it("photos added, removed and reordered are an image change before → after", async () => {
    const p = await createProduct(t.db, { image: ["/media/a.webp"] });
    const f = new FormData();
    f.append("productData", JSON.stringify({ id: p.id, image: ["upload:0", "/media/a.webp"] }));
    f.append("images", await pngFile(31));
    const res = await t.call<{ product: { image: string[] } }>("POST", "/api/product/update", {
      token: maria.token,
      body: f,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [line] = await trailOf(t, p.id);
    expect(line?.changes).toEqual({
      image: { from: ["/media/a.webp"], to: res.body.product.image },
    });
    expect(res.body.product.image).toHaveLength(2);
  });

  it("stock on and off is recorded; setting it to what it already is records nothing", async () => {
    const p = await createProduct(t.db);
    const stock = (inStock: boolean) =>
      t.call("POST", "/api/product/stock", { token: maria.token, json: { id: p.id, inStock } });
    expect((await stock(false)).status).toBe(200);
    expect((await stock(false)).status).toBe(200);
    const lines = await trailOf(t, p.id);
    expect(lines.map((l) => l.changes)).toEqual([{ inStock: { from: true, to: false } }]);
  });

  it("a delete is recorded with what the product was", async () => {
    const owner = await signedInPerson(t, "Ana");
    const p = await createProduct(t.db, { name: "Old Soap", price: 30 });
    const res = await t.call("POST", "/api/product/delete", {
      token: owner.token,
      json: { id: p.id },
    });
    expect(res.status).toBe(200);
    expect(await trailOf(t, p.id)).toMatchObject([
      {
        actorName: "Ana",
        action: "product.deleted",
        subjectLabel: "Old Soap",
        changes: { priceCentavos: 3000 },
      },
    ]);
  });

  it("a refused change writes no line: an unknown product, a taken SKU", async () => {
    const before = await trailCount(t);
    const p = await createProduct(t.db);
    await createProduct(t.db, { name: "Has SKU" }).then((o) =>
      t.db.update(products).set({ sku: "TAKEN-1" }).where(eq(products.id, o.id)),
    );
    expect((await update({ id: p.id, sku: "TAKEN-1" })).status).toBe(409);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await update({ id: missing, price: 1 })).status).toBe(404);
    expect(await trailCount(t)).toBe(before);
  });

  it("a change whose trail line cannot be written is not committed", async () => {
    const p = await createProduct(t.db, { name: "Refused Line", price: 10 });
    const undo = await refuseTrailLinesLabelled(t, "Refused Line");
    try {
      expect((await update({ id: p.id, price: 11 })).status).toBe(500);
      const del = await t.call("POST", "/api/product/delete", {
        token: (await signedInPerson(t, "Owner")).token,
        json: { id: p.id },
      });
      expect(del.status).toBe(500);
    } finally {
      await undo();
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row?.priceCentavos).toBe(1000);
    expect(await trailOf(t, p.id)).toEqual([]);
  });

  it("the JSON bulk import: a line per product added or updated, none for unchanged", async () => {
    const kept = await createProduct(t.db, { name: "Bulk Kept", price: 25.75 });
    const changed = await createProduct(t.db, { name: "Bulk Changed", price: 10 });
    await t.db
      .update(products)
      .set({ description: ["Bulk Kept line 1", "line 2"], category: ["Canned"] })
      .where(eq(products.id, kept.id));
    const img = await pngFile(41, "p.png");
    const res = await bulkImportCall(t, maria.token)(
      {
        products: [
          bulkProduct("Bulk New", ["p.png"]),
          bulkProduct("Bulk Changed", ["p.png"]),
          bulkProduct("Bulk Kept", ["p.png"]),
        ],
      },
      [img],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [added] = await t.db.select().from(products).where(eq(products.name, "Bulk New"));
    expect(await trailOf(t, added!.id)).toMatchObject([
      { ...actor(), action: "product.created", changes: { via: "bulk import" } },
    ]);
    const [line] = await trailOf(t, changed.id);
    expect(line).toMatchObject({ ...actor(), action: "product.updated" });
    expect(line?.changes).toMatchObject({ priceCentavos: { from: 1000, to: 2575 } });
    // Kept differs only by its photo, so it is updated too; an identical product is not.
    const again = await bulkImportCall(t, maria.token)(
      { products: [bulkProduct("Bulk New", ["p.png"])] },
      [img],
    );
    expect(again.status).toBe(201);
    expect(await trailOf(t, added!.id)).toHaveLength(1);
  });

  it("the spreadsheet import: a line per product added or updated, by the importer", async () => {
    const rice = await createProduct(t.db, { name: "Sheet Rice", price: 50 });
    await t.db.update(products).set({ sku: "SHEET-R" }).where(eq(products.id, rice.id));
    const row = (name: string, sku: string, price: string) => ({
      SKU: sku,
      Name: name,
      Price: price,
      Category: "Rice",
      Description: "Soft",
      Images: "p.png",
    });
    const file = csvFile([row("Sheet Rice", "SHEET-R", "55"), row("Sheet Corn", "SHEET-C", "20")]);
    const res = await t.call<{ added: number; updated: number }>("POST", "/api/product/import", {
      token: maria.token,
      body: form(file, {}, [await pngFile(42, "p.png")]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [line] = await trailOf(t, rice.id);
    expect(line).toMatchObject({ ...actor(), action: "product.updated" });
    expect(line?.changes).toMatchObject({
      priceCentavos: { from: 5000, to: 5500 },
      via: "spreadsheet import",
    });
    const [corn] = await t.db.select().from(products).where(eq(products.sku, "SHEET-C"));
    expect(await trailOf(t, corn!.id)).toMatchObject([{ action: "product.created" }]);
    // The same file again changes nothing and writes nothing.
    const before = await trailCount(t);
    const same = await t.call("POST", "/api/product/import", {
      token: maria.token,
      body: form(file, {}, [await pngFile(42, "p.png")]),
    });
    expect(same.status).toBe(200);
    expect(await trailCount(t)).toBe(before);
  });

  it("an import whose trail cannot be written imports nothing", async () => {
    const undo = await refuseTrailLinesLabelled(t, "Sheet Refused");
    const file = csvFile([
      { Name: "Sheet Fine", Price: "5", Category: "Rice", Description: "x", Images: "q.png" },
      { Name: "Sheet Refused", Price: "5", Category: "Rice", Description: "x", Images: "q.png" },
    ]);
    try {
      const res = await t.call("POST", "/api/product/import", {
        token: maria.token,
        body: form(file, {}, [await pngFile(43, "q.png")]),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(500);
    } finally {
      await undo();
    }
    expect(await t.db.select().from(products).where(eq(products.name, "Sheet Fine"))).toEqual([]);
  });
});
