import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, fileNotValidImage, fileTooLarge } from "@domain/messages";
import { MEDIA_WIDTHS } from "@domain/media";
import { createTestContext, loginAsSeller, type TestContext } from "../../test/harness";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { collectGarbage } from "../../test/gc";
import { duplicateImageMessage } from "./bulk-import.service";
import {
  bulkForm,
  bulkImportCall,
  bulkProduct,
  catalogue,
  mediaFiles as listMedia,
  pngFile,
  type BulkBody,
} from "../products/test-helpers";
import { imageFile, makeImage, makeLargePng } from "../products/test-images";

let t: TestContext;
let bulk: ReturnType<typeof bulkImportCall>;
const mediaFiles = () => listMedia(t);
const product = bulkProduct;
const productNames = () => catalogue(t);

beforeAll(async () => {
  t = await createTestContext();
  bulk = bulkImportCall(t, (await loginAsSeller(t)).token);
});
afterAll(() => t.close());

/** Runs a refused import and checks that neither the catalogue nor the media folder changed. */
async function refused(productData: unknown, images: File[]): Promise<BulkBody> {
  const media = mediaFiles();
  let body: BulkBody | undefined;
  await expectDbUnchanged(t.db, async () => {
    const res = await bulk(productData, images);
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Array.isArray(res.body.errors)).toBe(true);
    body = res.body;
  });
  expect(mediaFiles()).toEqual(media);
  return body as BulkBody;
}

describe("POST /api/product/bulk-import", () => {
  it("imports every product with its pictures, storing equal pictures once", async () => {
    const same = await makeImage("jpeg", { seed: 1 });
    const files = [
      imageFile(same, "sardines.jpg", "image/jpeg"),
      imageFile(same, "sardines-copy.jpg", "image/jpeg"),
      await pngFile(2, "corned beef.png"),
      await pngFile(3, "unused.png"),
    ];
    const media = mediaFiles();
    const res = await bulk(
      {
        products: [
          product("Ligo Sardines", ["sardines.jpg"], { brand: "Ligo", bestseller: true }),
          product("Argentina Corned Beef", ["corned beef.png", "sardines-copy.jpg"]),
          product("Mega Sardines", ["sardines-copy.jpg"]),
        ],
      },
      files,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: "Successfully imported 3 products",
      errors: [],
      imported: 3,
      unusedImages: ["unused.png"],
      added: 3,
      updated: 0,
      unchanged: 0,
      summary: "3 added, 0 updated, 0 unchanged",
    });
    // Two distinct pictures were used: two sets of renditions.
    expect(mediaFiles().length - media.length).toBe(2 * MEDIA_WIDTHS.length);
    const list = await productNames();
    const ligo = list.find((p) => p.name === "Ligo Sardines");
    const beef = list.find((p) => p.name === "Argentina Corned Beef");
    const mega = list.find((p) => p.name === "Mega Sardines");
    expect(ligo).toMatchObject({
      price: 25.75,
      brand: "Ligo",
      bestseller: true,
      inStock: true,
      category: ["Canned"],
      description: ["Ligo Sardines line 1", "line 2"],
    });
    expect(beef?.image).toHaveLength(2);
    expect(mega?.image).toEqual(ligo?.image);
    expect(beef?.image[1]).toEqual(ligo?.image[0]);
    // Newest first keeps the file's order.
    const names = list.map((p) => p.name);
    expect(names.indexOf("Ligo Sardines")).toBeLessThan(names.indexOf("Argentina Corned Beef"));
    expect(names.indexOf("Argentina Corned Beef")).toBeLessThan(names.indexOf("Mega Sardines"));
  });

  it("takes productData as the .json file itself", async () => {
    const json = new File(
      [JSON.stringify({ products: [product("From File", ["f.png"])] })],
      "products.json",
      { type: "application/json" },
    );
    const res = await bulk(json, [await pngFile(10, "f.png")]);
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(1);
    expect(res.body.message).toBe("Successfully imported 1 product");
  });

  it("a refusal's answer is whole even when memory is collected before it is read", async () => {
    // The answer-shaping middleware once read refusals through clone(); undici cancels a
    // clone's original stream when that Response is collected, and the answer passed on
    // shared it: "Body has already been read". A refusal with its own list of errors (a
    // validation error) and one without (not multipart) are both read after a collection.
    const { token } = await loginAsSeller(t);
    const typo = { products: [product("Good", ["a.png"]), product("Typo", ["A.png"])] };
    const refusals = [
      { body: bulkForm(typo, [await pngFile(22, "a.png")]), errors: 1 },
      { json: { products: [] }, errors: 0 },
    ];
    for (const { errors, ...request } of refusals) {
      const res = await t.request("POST", "/api/product/bulk-import", { token, ...request });
      await collectGarbage();
      expect(res.status).toBe(400);
      const body = (await res.json()) as BulkBody;
      expect(body.success).toBe(false);
      expect(body.errors).toHaveLength(errors);
    }
  });

  it("fails on an image name that matches no upload, and leaves the catalogue unchanged", async () => {
    const body = await refused(
      {
        products: [
          product("Good", ["a.png"]),
          product("Typo", ["A.png", "b.png"]),
          product("Also good", ["b.png"]),
        ],
      },
      [await pngFile(20, "a.png"), await pngFile(21, "b.png")],
    );
    expect(body.message.startsWith(MESSAGES.IMAGE_FILENAME_VALIDATION_FAILED)).toBe(true);
    expect(body.message).toContain("A.png");
    expect(body.errors).toEqual([
      {
        index: 1,
        name: "Typo",
        field: "image",
        message: 'Image "A.png" was not found among the uploaded images',
      },
    ]);
  });

  describe("answers each message of SPEC §5", () => {
    it.each([
      ["no productData", undefined, MESSAGES.SELECT_JSON_FIRST],
      ["an empty productData", "", MESSAGES.SELECT_JSON_FIRST],
      [
        "a file that is not JSON",
        new File(["x"], "photo.png", { type: "image/png" }),
        MESSAGES.INVALID_JSON_FILE,
      ],
      ["unparsable JSON", "{ products: [", MESSAGES.INVALID_JSON_FORMAT],
      ["no products array", { items: [] }, MESSAGES.JSON_NEEDS_PRODUCTS_ARRAY],
      ["products not an array", { products: "many" }, MESSAGES.JSON_NEEDS_PRODUCTS_ARRAY],
      ["an empty products array", { products: [] }, MESSAGES.PRODUCTS_ARRAY_EMPTY],
    ])("%s", async (_label, productData, message) => {
      const body = await refused(productData, [await pngFile(30)]);
      expect(body.message).toBe(message);
      expect(body.errors).toEqual([]);
    });

    it("no images", async () => {
      const body = await refused({ products: [product("X", ["x.png"])] }, []);
      expect(body.message).toBe(MESSAGES.UPLOAD_IMAGES_FIRST);
    });

    it("each product's fields, reported as {index, name, field, message}", async () => {
      const body = await refused(
        {
          products: [
            product("Fine", ["ok.png"]),
            { description: [], price: 10, category: ["Canned"], image: ["ok.png"] },
            product("Text description", ["ok.png"], { description: "not a list" }),
            product("Free", ["ok.png"], { price: 0 }),
            product("Negative", ["ok.png"], { price: -5 }),
            product("Price as text", ["ok.png"], { price: "10" }),
            product("No category", ["ok.png"], { category: "Canned" }),
            product("No images", [], {}),
          ],
        },
        [await pngFile(31, "ok.png")],
      );
      expect(body.message).toMatch(/^Product validation failed: /);
      expect(body.errors).toEqual([
        { index: 1, name: "Product 2", field: "name", message: "Name must be a non-empty string" },
        {
          index: 2,
          name: "Text description",
          field: "description",
          message: "Description must be an array of strings",
        },
        { index: 3, name: "Free", field: "price", message: "Price must be a positive number" },
        { index: 4, name: "Negative", field: "price", message: "Price must be a positive number" },
        {
          index: 5,
          name: "Price as text",
          field: "price",
          message: "Price must be a positive number",
        },
        {
          index: 6,
          name: "No category",
          field: "category",
          message: "Category must be a non-empty array of strings",
        },
        {
          index: 7,
          name: "No images",
          field: "image",
          message: "Image must be a non-empty array of file names",
        },
      ]);
    });

    it("the server's own bounds: price cap and centavos", async () => {
      const body = await refused(
        {
          products: [
            product("Gold", ["ok.png"], { price: 2_000_000 }),
            product("Odd", ["ok.png"], { price: 1.005 }),
          ],
        },
        [await pngFile(32, "ok.png")],
      );
      expect(body.errors).toEqual([
        { index: 0, name: "Gold", field: "price", message: "Price must be at most ₱1,000,000" },
        {
          index: 1,
          name: "Odd",
          field: "price",
          message: "Price can have at most 2 decimal places",
        },
      ]);
    });

    it("a renamed non-image, a truncated picture and an oversized one, named, for each product using them", async () => {
      const fake = imageFile(Buffer.from("definitely not a picture"), "fake.jpg", "image/jpeg");
      const full = await makeImage("webp", { seed: 33, width: 200, height: 200 });
      const cut = imageFile(
        full.subarray(0, Math.floor(full.length / 2)),
        "cut.webp",
        "image/webp",
      );
      const big = imageFile(await makeLargePng(5 * 1024 * 1024 + 10), "big.png");
      const body = await refused(
        {
          products: [
            product("Uses fake", ["fine.png", "fake.jpg"]),
            product("Uses cut", ["cut.webp"]),
            product("Uses big", ["big.png"]),
            product("Fake again", ["fake.jpg"]),
          ],
        },
        [await pngFile(34, "fine.png"), fake, cut, big],
      );
      // Quick checks (type from the bytes, size) come first; their problems are reported together.
      expect(body.message).toBe(`${fileNotValidImage("fake.jpg")}; ${fileTooLarge("big.png")}`);
      expect(body.errors).toEqual([
        { index: 0, name: "Uses fake", field: "image", message: fileNotValidImage("fake.jpg") },
        { index: 2, name: "Uses big", field: "image", message: fileTooLarge("big.png") },
        { index: 3, name: "Fake again", field: "image", message: fileNotValidImage("fake.jpg") },
      ]);
      // Once those are fixed, the truncated picture fails its decode, with the spec's message.
      const second = await refused({ products: [product("Uses cut", ["cut.webp"])] }, [cut]);
      expect(second.message).toBe(fileNotValidImage("cut.webp"));
      expect(second.errors).toEqual([
        { index: 0, name: "Uses cut", field: "image", message: fileNotValidImage("cut.webp") },
      ]);
    });

    it("two different files under one name", async () => {
      const body = await refused({ products: [product("Twin", ["twin.png"])] }, [
        await pngFile(35, "twin.png"),
        await pngFile(36, "twin.png"),
      ]);
      expect(body.message).toBe(duplicateImageMessage("twin.png"));
    });
  });
});
