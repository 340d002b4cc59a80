// Importing rows: adding, updating and matching stored products.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MEDIA_WIDTHS } from "@domain/media";
import { products } from "../../db/schema";
import { DB_KIND } from "../../test/harness";
import { pngFile } from "../products/test-helpers";
import {
  t,
  mediaFiles,
  setUpSpreadsheetStore,
  csvFile,
  importCall,
  stored,
  seedCatalogue,
} from "./spreadsheet-test-helpers";

setUpSpreadsheetStore();

describe(`spreadsheet import and export (${DB_KIND})`, () => {
  describe("POST /api/product/import", () => {
    it("adds, updates and reports unchanged rows, matching by SKU and by name and brand", async () => {
      const { rice, soap, sardines } = await seedCatalogue();
      await t.db.update(products).set({ stockCount: 7 }).where(eq(products.id, sardines.id));
      const media = mediaFiles();
      const file = csvFile([
        // Matched by SKU: the name and price change.
        {
          SKU: "RICE-5",
          Name: "Dinorado Rice 5 kg",
          Brand: "Sorsogon Farms",
          Price: "₱1,299.00",
          Category: "Rice|Staples",
          Images: "",
          "Stock count": 12,
          "In stock": "yes",
          Bestseller: "yes",
          Description: "Well-milled, soft",
        },
        // Matched by name and brand (no SKU): nothing differs.
        {
          Name: " Safeguard Soap 135g ",
          Brand: "Safeguard",
          Price: "48",
          Category: "Personal Care",
          Images: "/media/cccccccccccccccc.webp",
          "In stock": "no",
          Bestseller: "no",
        },
        // Matched by name and brand; the stock count falls to 0: out of stock by itself.
        {
          Name: "Ligo Sardines 155g",
          Brand: "Ligo",
          Price: 24.75,
          Category: "Canned Goods",
          Description: "A product made for tests",
          "Stock count": 0,
          "In stock": "",
          Bestseller: "",
          Images: "sardines-new.png",
        },
        // New.
        {
          SKU: "MILO-22",
          Name: "Milo 22g",
          Brand: "Nestlé",
          Price: "9.5",
          Category: "Beverages",
          Description: "Chocolate malt drink\nSingle serve",
          Images: "milo.png|milo-back.png",
          "Stock count": "30",
          Bestseller: "TRUE",
        },
      ]);
      const images = [
        await pngFile(1, "milo.png"),
        await pngFile(2, "milo-back.png"),
        await pngFile(3, "sardines-new.png"),
        await pngFile(4, "unused.png"),
      ];
      const res = await importCall(file, {}, images);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: "1 added, 2 updated, 1 unchanged",
        added: 1,
        updated: 2,
        unchanged: 1,
        skipped: 0,
        errors: [],
      });
      const after = await stored();
      expect(after).toHaveLength(4);
      const byId = new Map(after.map((p) => [p.id, p]));
      expect(byId.get(rice.id)).toMatchObject({
        name: "Dinorado Rice 5 kg",
        priceCentavos: 129_900,
        sku: "RICE-5",
        description: ["Well-milled, soft"],
        image: rice.image, // an empty Images cell keeps the photos
      });
      expect(byId.get(rice.id)!.updatedAt.getTime()).toBeGreaterThan(rice.updatedAt.getTime());
      expect(byId.get(soap.id)).toEqual(
        expect.objectContaining({ name: soap.name, inStock: false, updatedAt: soap.updatedAt }),
      );
      const sardinesNow = byId.get(sardines.id)!;
      expect(sardinesNow).toMatchObject({ stockCount: 0, inStock: false });
      expect(sardinesNow.image).toHaveLength(1);
      expect(sardinesNow.image[0]).toMatch(/^\/media\/[0-9a-f]+\.webp$/);
      const milo = after.find((p) => p.sku === "MILO-22")!;
      expect(milo).toMatchObject({
        name: "Milo 22g",
        brand: "Nestlé",
        priceCentavos: 950,
        category: ["Beverages"],
        description: ["Chocolate malt drink", "Single serve"],
        stockCount: 30,
        inStock: true,
        bestseller: true,
      });
      expect(milo.image).toHaveLength(2);
      // Three new pictures stored (the unused upload is not).
      expect(mediaFiles().length - media.length).toBe(3 * MEDIA_WIDTHS.length);
      // The storefront sees the change at once (the catalogue cache was dropped).
      const list = await t.call<{ products: { name: string; price: number }[] }>(
        "GET",
        "/api/product/list",
      );
      expect(list.body.products.find((p) => p.name === "Dinorado Rice 5 kg")?.price).toBe(1299);

      // The same file again: nothing left to change for the rows that named stored pictures.
      const again = await importCall(
        csvFile([
          {
            SKU: "RICE-5",
            Name: "Dinorado Rice 5 kg",
            Brand: "Sorsogon Farms",
            Price: "1299",
            Category: "Rice|Staples",
            "Stock count": 12,
            Bestseller: "yes",
            Description: "Well-milled, soft",
          },
          {
            SKU: "MILO-22",
            Name: "Milo 22g",
            Brand: "Nestlé",
            Price: "9.50",
            Category: "Beverages",
            Description: "Chocolate malt drink\nSingle serve",
            Images: milo.image.join("|"),
            "Stock count": "30",
            Bestseller: "yes",
          },
        ]),
      );
      expect(again.body.message).toBe("0 added, 0 updated, 2 unchanged");
    });

    it("gives a SKU to the one stored product of that name and brand that has none", async () => {
      const { soap } = await seedCatalogue();
      const res = await importCall(
        csvFile([
          {
            SKU: "SOAP-135",
            Name: "Safeguard Soap 135g",
            Brand: "Safeguard",
            Price: 48,
            Category: "Personal Care",
            "In stock": "no",
          },
        ]),
      );
      expect(res.body.message).toBe("0 added, 1 updated, 0 unchanged");
      const [row] = await t.db.select().from(products).where(eq(products.id, soap.id));
      expect(row?.sku).toBe("SOAP-135");
      expect(await stored()).toHaveLength(3);
    });
  });
});
