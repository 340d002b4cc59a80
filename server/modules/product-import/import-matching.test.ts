import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mediaSources, products } from "../../db/schema";
import { createTestContext, loginAsSeller, type TestContext } from "../../test/harness";
import { expectDbUnchanged } from "../../test/db-snapshot";
import {
  bulkImportCall,
  bulkProduct,
  mediaFiles as listMedia,
  pngFile,
  type BulkBody,
} from "../products/test-helpers";
import { csvText, type Row } from "./spreadsheet-test-helpers";

/**
 * The JSON bulk import matches the store as the spreadsheet import does (SKU, else exact name
 * and brand) and counts what it did; the same photos sent again leave a product unchanged, in
 * both imports.
 */
let t: TestContext;
let token: string;
let bulk: ReturnType<typeof bulkImportCall>;
const mediaFiles = () => listMedia(t);
const sheetFile = (list: Row[]) => new File([csvText(list)], "products.csv", { type: "text/csv" });

type Counted = BulkBody & { added: number; updated: number; unchanged: number; summary: string };

beforeAll(async () => {
  t = await createTestContext();
  token = (await loginAsSeller(t)).token;
  bulk = bulkImportCall(t, token);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(products);
});

const rows = () =>
  t.db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      priceCentavos: products.priceCentavos,
      image: products.image,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .orderBy(products.name);

async function threePhotos() {
  return [await pngFile(31, "a.png"), await pngFile(32, "b.png"), await pngFile(33, "c.png")];
}

const file = (price = 25.75) => ({
  products: [
    bulkProduct("Match Sardines", ["a.png"], { brand: "Ligo", price }),
    bulkProduct("Match Corned Beef", ["b.png", "c.png"]),
    bulkProduct("Match Noodles", ["c.png"], { sku: "N-100" }),
  ],
});

describe("JSON bulk import: matching and counts", () => {
  it("the same file twice: the second time every product is unchanged, no product or picture added", async () => {
    const first = await bulk(file(), await threePhotos());
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      success: true,
      message: "Successfully imported 3 products",
      imported: 3,
      added: 3,
      updated: 0,
      unchanged: 0,
      summary: "3 added, 0 updated, 0 unchanged",
    });
    const before = await rows();
    const media = mediaFiles();

    const again = await bulk(file(), await threePhotos());
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toEqual({
      success: true,
      message: "Successfully imported 3 products",
      errors: [],
      imported: 3,
      unusedImages: [],
      added: 0,
      updated: 0,
      unchanged: 3,
      summary: "0 added, 0 updated, 3 unchanged",
    } satisfies Counted);
    expect(await rows()).toEqual(before);
    expect(mediaFiles()).toEqual(media);
  });

  it("a changed price updates that product in place; the others stay unchanged", async () => {
    await bulk(file(), await threePhotos());
    const before = await rows();
    const res = await bulk(file(30), await threePhotos());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ added: 0, updated: 1, unchanged: 2 });
    expect((res.body as Counted).summary).toBe("0 added, 1 updated, 2 unchanged");
    const after = await rows();
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    const sardines = after.find((r) => r.name === "Match Sardines");
    expect(sardines?.priceCentavos).toBe(3000);
    expect(sardines?.image).toEqual(before.find((r) => r.name === "Match Sardines")?.image);
  });

  it("a new photo for a product updates it, and its old picture is removed once unused", async () => {
    await bulk(file(), await threePhotos());
    const oldUrl = (await rows()).find((r) => r.name === "Match Sardines")?.image[0] as string;
    const photos = [await pngFile(34, "a.png"), ...(await threePhotos()).slice(1)];
    const res = await bulk(file(), photos);
    expect(res.body).toMatchObject({ added: 0, updated: 1, unchanged: 2 });
    const newUrl = (await rows()).find((r) => r.name === "Match Sardines")?.image[0];
    expect(newUrl).not.toBe(oldUrl);
    const hash = oldUrl.replace(/^\/media\/|\.webp$/g, "");
    expect(mediaFiles().filter((f) => f.startsWith(hash))).toEqual([]);
  });

  it("a SKU finds its product whatever the name; a name with another brand is a new product", async () => {
    await bulk(file(), await threePhotos());
    const renamed = {
      products: [
        bulkProduct("Match Noodles Family Pack", ["c.png"], { sku: "N-100" }),
        bulkProduct("Match Sardines", ["a.png"], { brand: "Mega" }),
      ],
    };
    const res = await bulk(renamed, await threePhotos());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ imported: 2, added: 1, updated: 1, unchanged: 0 });
    const names = (await rows()).map((r) => [r.name, r.sku]);
    expect(names).toEqual([
      ["Match Corned Beef", null],
      ["Match Noodles Family Pack", "N-100"],
      ["Match Sardines", null],
      ["Match Sardines", null],
    ]);
  });

  it("refuses, changing nothing, the same product twice in the file and a name two stored products share", async () => {
    const twice = {
      products: [
        bulkProduct("Twice Soap", ["a.png"]),
        bulkProduct("Twice Soap", ["b.png"]),
        bulkProduct("Twice Code", ["a.png"], { sku: "T-1" }),
        bulkProduct("Twice Code Again", ["b.png"], { sku: "T-1" }),
      ],
    };
    await expectDbUnchanged(t.db, async () => {
      const res = await bulk(twice, await threePhotos());
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Product validation failed: product 2 ("Twice Soap"): The same product (name and brand, no SKU) is product 1 too; product 4 ("Twice Code Again"): SKU "T-1" is used by product 3 too',
      );
      expect(res.body.errors).toEqual([
        {
          index: 1,
          name: "Twice Soap",
          field: "name",
          message: "The same product (name and brand, no SKU) is product 1 too",
        },
        {
          index: 3,
          name: "Twice Code Again",
          field: "sku",
          message: 'SKU "T-1" is used by product 3 too',
        },
      ]);
    });

    const stored = { description: [], category: ["Canned"], priceCentavos: 100, image: [] };
    await t.db.insert(products).values([
      { ...stored, name: "Shared Name" },
      { ...stored, name: "Shared Name" },
    ]);
    await expectDbUnchanged(t.db, async () => {
      const res = await bulk({ products: [bulkProduct("Shared Name", ["a.png"])] }, [
        await pngFile(31, "a.png"),
      ]);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        {
          index: 0,
          name: "Shared Name",
          field: "name",
          message: '2 products are called "Shared Name": add a SKU to say which one',
        },
      ]);
    });
  });

  it("refuses a SKU that is not text", async () => {
    const res = await bulk({ products: [bulkProduct("Bad Code", ["a.png"], { sku: 12 })] }, [
      await pngFile(31, "a.png"),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { index: 0, name: "Bad Code", field: "sku", message: "SKU must be text" },
    ]);
  });
});

describe("spreadsheet import: the same photos sent again", () => {
  const csv = (price = "12.50") =>
    sheetFile([
      { Name: "Sheet Soap", Price: price, Category: "Soap", Images: "a.png" },
      { Name: "Sheet Rice", Price: price, Category: "Grains", Images: "b.png|c.png" },
      { Name: "Sheet Salt", Price: price, Category: "Condiments", Images: "c.png" },
    ]);
  const sheetImport = async (file: File, images: File[]) => {
    const body = new FormData();
    body.append("file", file);
    for (const image of images) body.append("images", image);
    return t.call<{ message: string; added: number; updated: number; unchanged: number }>(
      "POST",
      "/api/product/import",
      { token, body },
    );
  };

  it("counts them unchanged, and a changed price as updated", async () => {
    const first = await sheetImport(csv(), await threePhotos());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe("3 added, 0 updated, 0 unchanged");
    const before = await rows();
    const media = mediaFiles();

    const again = await sheetImport(csv(), await threePhotos());
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.message).toBe("0 added, 0 updated, 3 unchanged");
    expect(await rows()).toEqual(before);
    expect(mediaFiles()).toEqual(media);

    const priced = await sheetImport(csv("13"), await threePhotos());
    expect(priced.body.message).toBe("0 added, 3 updated, 0 unchanged");
    expect((await rows()).map((r) => r.image)).toEqual(before.map((r) => r.image));
  });

  it("counts unchanged a product whose photo was stored by the JSON import, made again to the same bytes", async () => {
    await bulk(
      { products: [bulkProduct("Sheet Soap", ["a.png"], { price: 12.5, category: ["Soap"] })] },
      [await pngFile(31, "a.png")],
    );
    await t.db.delete(mediaSources);
    const [soap] = await rows();
    const res = await sheetImport(
      sheetFile([
        {
          Name: "Sheet Soap",
          Description: "Sheet Soap line 1\nline 2",
          Price: "12.50",
          Category: "Soap",
          Images: "a.png",
        },
      ]),
      [await pngFile(31, "a.png")],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("0 added, 0 updated, 1 unchanged");
    expect((await rows())[0]).toEqual(soap);
  });
});
