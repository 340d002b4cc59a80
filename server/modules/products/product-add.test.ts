import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { MESSAGES } from "@domain/messages";
import { MEDIA_WIDTHS, mediaHash, mediaUrl } from "@domain/media";
import { SELLER_COOKIE, XSRF_COOKIE, XSRF_HEADER } from "../../http/auth";
import { createTestContext, loginAsSeller, type TestContext } from "../../test/harness";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { PRODUCT_MESSAGES } from "./products.schemas";
import { addProductCall, basics, mediaFiles as listMedia, productForm } from "./test-helpers";
import { imageFile, makeImage, makeLargePng, MIME, type ImageFormat } from "./test-images";

let t: TestContext;
let seller: string;
let add: ReturnType<typeof addProductCall>;
const mediaFiles = () => listMedia(t);

beforeAll(async () => {
  t = await createTestContext();
  seller = (await loginAsSeller(t)).token;
  add = addProductCall(t, seller);
});
afterAll(() => t.close());

describe("POST /api/product/add", () => {
  it.each(["jpeg", "png", "gif", "webp"] as ImageFormat[])(
    "stores a real %s image as WebP renditions served with immutable caching",
    async (format) => {
      const bytes = await makeImage(format, {
        seed: 1000 + format.length,
        width: 900,
        height: 700,
      });
      const res = await add(basics, [imageFile(bytes, `photo.${format}`, MIME[format])]);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: PRODUCT_MESSAGES.ADDED });
      const [url] = res.body.product.image;
      const hash = mediaHash(url as string);
      expect(hash).toMatch(/^[0-9a-f]{32}$/);
      for (const width of MEDIA_WIDTHS) {
        const served = await t.request("GET", mediaUrl(hash as string, width));
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/webp");
        expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.width).toBe(Math.min(width, 900));
      }
    },
  );

  it("answers the product in API shape: pesos, lists, defaults", async () => {
    const res = await add({ ...basics, brand: "Lucky Me!", bestseller: true }, [
      imageFile(await makeImage("png", { seed: 7 }), "a.png"),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.product).toMatchObject({
      name: basics.name,
      description: basics.description,
      category: ["Instant"],
      price: 16.5,
      brand: "Lucky Me!",
      bestseller: true,
      inStock: true,
    });
    const list = await t.call<{ products: { _id: string; price: number }[] }>(
      "GET",
      "/api/product/list",
    );
    expect(list.body.products.find((p) => p._id === res.body.product._id)?.price).toBe(16.5);
  });

  it("accepts the form's shapes: description as lines of text, one category, price as text, no images", async () => {
    const res = await add({
      name: "  Bear Brand  ",
      description: "Fortified\r\n\n  Powdered milk ",
      category: "Dairy",
      price: "49.50",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.product).toMatchObject({
      name: "Bear Brand",
      description: ["Fortified", "Powdered milk"],
      category: ["Dairy"],
      price: 49.5,
      image: [],
      brand: "",
      bestseller: false,
    });
  });

  it("strips metadata (EXIF) from the stored picture", async () => {
    const withExif = await sharp({
      create: { width: 80, height: 60, channels: 3, background: "#3366aa" },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: "Secret Seller", Copyright: "GPS here" } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await add(basics, [imageFile(withExif, "exif.jpg", "image/jpeg")]);
    expect(res.status).toBe(201);
    const served = await t.request("GET", res.body.product.image[0] as string);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it("never lets an uploaded file name reach a filesystem path", async () => {
    const before = mediaFiles();
    const res = await add(basics, [
      imageFile(await makeImage("png", { seed: 4242 }), "../../../etc/evil name.png"),
    ]);
    expect(res.status).toBe(201);
    const added = mediaFiles().filter((f) => !before.includes(f));
    expect(added.length).toBe(MEDIA_WIDTHS.length);
    for (const file of added) expect(file).toMatch(/^[0-9a-f]{32}(-\d+)?\.webp$/);
    expect(existsSync(join(t.deps.mediaDir, "..", "..", "..", "etc", "evil name.png"))).toBe(false);
  });

  it("stores the same picture once, whichever products use it", async () => {
    const bytes = await makeImage("png", { seed: 555 });
    const a = await add(basics, [imageFile(bytes, "one.png")]);
    const before = mediaFiles();
    const b = await add({ ...basics, name: "Other" }, [
      imageFile(bytes, "two.png"),
      imageFile(bytes, "three.png"),
    ]);
    expect(b.body.product.image).toEqual(a.body.product.image);
    expect(mediaFiles()).toEqual(before);
  });

  describe("refuses bad images with the messages of SPEC §5, storing nothing", () => {
    const refused = async (images: File[], message: string, reason?: RegExp) => {
      const before = mediaFiles();
      await expectDbUnchanged(t.db, async () => {
        const res = await add(basics, images);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toBe(message);
        if (reason) expect(res.body.reason).toMatch(reason);
      });
      expect(mediaFiles()).toEqual(before);
    };

    it("a renamed non-image, whatever its name and declared type", async () => {
      const text = Buffer.from("This is a shopping list, not a photo.\n".repeat(20));
      await refused(
        [imageFile(text, "photo.jpg", "image/jpeg")],
        MESSAGES.INVALID_IMAGE_FILE,
        /not a JPG, PNG, GIF or WebP/,
      );
    });

    it("a format outside JPG, PNG, GIF and WebP (SVG, TIFF)", async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      await refused([imageFile(svg, "logo.png", "image/png")], MESSAGES.INVALID_IMAGE_FILE);
      const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .tiff()
        .toBuffer();
      await refused([imageFile(tiff, "scan.png", "image/png")], MESSAGES.INVALID_IMAGE_FILE);
    });

    it.each(["jpeg", "png", "gif", "webp"] as ImageFormat[])(
      "a truncated %s (right magic bytes, incomplete picture)",
      async (format) => {
        const full = await makeImage(format, { seed: 99, width: 300, height: 200 });
        const cut = full.subarray(0, Math.floor(full.length * 0.6));
        await refused(
          [imageFile(cut, `cut.${format}`, MIME[format])],
          MESSAGES.INVALID_IMAGE_FILE,
          /damaged or incomplete/,
        );
      },
    );

    it("an image over 5MB", async () => {
      const big = await makeLargePng(5 * 1024 * 1024 + 1);
      expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
      expect((await sharp(big).metadata()).format).toBe("png");
      await refused([imageFile(big, "big.png")], MESSAGES.IMAGE_TOO_LARGE, /limit is 5MB/);
    });

    it("one bad image among good ones refuses the whole product", async () => {
      const good = imageFile(await makeImage("png", { seed: 31337 }), "good.png");
      await refused(
        [good, imageFile(Buffer.from("GIF89a-but-not-really"), "bad.gif", "image/gif")],
        MESSAGES.INVALID_IMAGE_FILE,
      );
    });

    it("more than four images", async () => {
      const files = await Promise.all(
        [1, 2, 3, 4, 5].map(async (n) =>
          imageFile(await makeImage("png", { seed: n }), `${n}.png`),
        ),
      );
      await refused(files, PRODUCT_MESSAGES.TOO_MANY_IMAGES);
    });
  });

  it("answers 413 for an upload over four 5MB images", async () => {
    const big = await makeLargePng(Math.floor(4.5 * 1024 * 1024));
    const files = [1, 2, 3, 4, 5].map((n) => imageFile(big, `${n}.png`));
    const res = await add(basics, files);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: PRODUCT_MESSAGES.ADD_TOO_LARGE });
  });

  it.each([
    [{ ...basics, name: "" }, "name: Name is required"],
    [{ ...basics, name: undefined }, "name: Name is required"],
    [{ ...basics, price: undefined }, "price: Price is required"],
    [{ ...basics, price: "abc" }, "price: Price must be a number"],
    [{ ...basics, price: -1 }, "price: Price must be 0 or more"],
    [{ ...basics, price: 1.234 }, "price: Price can have at most 2 decimal places"],
    [{ ...basics, category: [] }, "category: Category is required"],
    [{ ...basics, category: undefined }, "category: Category is required"],
    [{ ...basics, bestseller: "yes" }, "bestseller: Bestseller must be true or false"],
  ])("refuses productData %j with a message naming the field", async (productData, message) => {
    const res = await add(productData);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses a missing or unparsable productData, and a body that is not multipart", async () => {
    const noData = new FormData();
    noData.append("images", imageFile(await makeImage("png"), "a.png"));
    const missing = await t.call("POST", "/api/product/add", { token: seller, body: noData });
    expect(missing.body.message).toBe(PRODUCT_MESSAGES.PRODUCT_DATA_REQUIRED);
    const bad = await add("{not json");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PRODUCT_MESSAGES.PRODUCT_DATA_NOT_JSON);
    const json = await t.call("POST", "/api/product/add", { token: seller, json: basics });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(PRODUCT_MESSAGES.NOT_MULTIPART);
  });

  it("takes the seller cookie with the XSRF header, and refuses it without", async () => {
    const cookie = `${SELLER_COOKIE}=${seller}; ${XSRF_COOKIE}=xsrf-value-123`;
    const without = await t.call("POST", "/api/product/add", {
      headers: { cookie },
      body: productForm(basics),
    });
    expect(without.status).toBe(403);
    const withHeader = await t.call("POST", "/api/product/add", {
      headers: { cookie, [XSRF_HEADER]: "xsrf-value-123" },
      body: productForm(basics),
    });
    expect(withHeader.status).toBe(201);
  });

  it("takes the token in the seller-token header", async () => {
    const res = await t.call("POST", "/api/product/add", {
      headers: { "seller-token": seller },
      body: productForm(basics),
    });
    expect(res.status).toBe(201);
  });
});
