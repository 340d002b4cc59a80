import { join } from "node:path";
import { mkdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MEDIA_WIDTHS, mediaHash, mediaUrl } from "@domain/media";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { products } from "../../db/schema";
import {
  createDatabaseMediaStore,
  registerMediaStore,
  type MediaStore,
} from "../../platform/media-store";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import {
  addProductCall,
  basics,
  bulkForm,
  bulkProduct,
  pngFile,
  productForm,
  type BulkBody,
  type ProductBody,
} from "../products/test-helpers";

/*
 * Two instances of the store on one PostgreSQL database, as production runs them. Instance B
 * is built from a fresh copy of the server's modules (vi.resetModules), so it shares no
 * module state with A, just as a second process would not: whatever keeps them from removing
 * each other's pictures has to go through the database.
 */

type App = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A store whose put of `gatedName` waits, after writing, until the test opens the gate. */
function gatedStore(inner: MediaStore) {
  let gatedName = "";
  let reached!: () => void;
  let reachedP = Promise.resolve();
  let open!: () => void;
  let openP = Promise.resolve();
  const store: MediaStore = {
    ...inner,
    async put(name, data) {
      await inner.put(name, data);
      if (name !== gatedName) return;
      gatedName = "";
      reached();
      await openP;
    },
  };
  return {
    store,
    /** Holds the next put of `name` (after it is written). */
    arm(name: string) {
      gatedName = name;
      reachedP = new Promise<void>((r) => (reached = r));
      openP = new Promise<void>((r) => (open = r));
      return { reached: reachedP, open: () => open() };
    },
  };
}

describe.runIf(DB_KIND === "postgres")("media across two instances (postgres)", () => {
  let t: TestContext;
  let other: DatabaseHandle;
  let b: App;
  let closeB: () => Promise<void>;
  let shared: MediaStore;
  let gate: ReturnType<typeof gatedStore>;
  let token: string;

  beforeAll(async () => {
    t = await createTestContext();
    token = (await loginAsSeller(t)).token;
    shared = createDatabaseMediaStore(t.db);
    gate = gatedStore(shared);
    registerMediaStore(t.deps.mediaDir, gate.store);

    other = await openDatabase({ url: t.databaseUrl });
    vi.resetModules();
    const fresh = {
      app: await import("../../app"),
      platform: await import("../../platform/platform"),
      media: await import("../../platform/media-store"),
    };
    const mediaDirB = join(t.dataDir, "media-b");
    mkdirSync(mediaDirB);
    fresh.media.registerMediaStore(mediaDirB, fresh.media.createDatabaseMediaStore(other.db));
    const platformB = fresh.platform.createPlatform(other);
    b = fresh.app.createApp({ ...t.deps, db: other.db, platform: platformB, mediaDir: mediaDirB });
    closeB = () => platformB.close();
  }, 300_000);

  afterAll(async () => {
    await closeB?.();
    await other?.close();
    await t?.close();
  });

  const onB = (path: string, body: BodyInit, type?: string) =>
    Promise.resolve(
      b.request(path, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, ...(type ? { "content-type": type } : {}) },
        body,
      }),
    );

  /** Every rendition of a media URL is in the shared store. */
  const storedEverywhere = async (url: string) => {
    const hash = mediaHash(url) as string;
    const names = MEDIA_WIDTHS.map((w) => mediaUrl(hash, w).replace("/media/", ""));
    return (await Promise.all(names.map((n) => shared.exists(n)))).every(Boolean);
  };

  /** Every picture the products of this test show is stored, and served by both instances. */
  const expectNoLinkedImageLost = async (names: RegExp) => {
    const rows = await t.db.select({ name: products.name, image: products.image }).from(products);
    const ours = rows.filter((row) => names.test(row.name));
    expect(ours.length).toBeGreaterThan(0);
    for (const row of ours) {
      for (const url of row.image) {
        expect(await storedEverywhere(url), `${row.name}: ${url}`).toBe(true);
        expect((await b.request(url, {})).status, `${row.name} on B: ${url}`).toBe(200);
        expect((await t.request("GET", url)).status, `${row.name} on A: ${url}`).toBe(200);
      }
    }
  };

  const addOnA = async (seed: number, name: string) => {
    const { status, body } = await addProductCall(t, token)({ ...basics, name }, [
      await pngFile(seed),
    ]);
    expect(status).toBe(201);
    return body.product;
  };

  it.each(["deletes", "edits away the picture of"] as const)(
    "B %s a product while A's import has stored the same picture but not linked it yet",
    async (change) => {
      const seed = change === "deletes" ? 101 : 102;
      const old = await addOnA(seed, `Old ${seed}`);
      const url = old.image[0] as string;
      const held = gate.arm(`${mediaHash(url)}.webp`);

      // A: an import of a product showing the same picture (same bytes, same URL).
      const importing = t.call<BulkBody>("POST", "/api/product/bulk-import", {
        token,
        body: bulkForm({ products: [bulkProduct(`Imported ${seed}`, ["same.png"])] }, [
          await pngFile(seed, "same.png"),
        ]),
      });
      await held.reached; // A has pinned and stored it; its row is not in yet

      // B: the old product stops showing it.
      const changing =
        change === "deletes"
          ? onB("/api/product/delete", JSON.stringify({ id: old._id }), "application/json")
          : onB(
              "/api/product/update",
              productForm({ id: old._id, image: ["upload:0"] }, [await pngFile(seed + 1000)]),
            );
      // B runs as far as it can while A is held (to its end, unless something stops it).
      await Promise.race([changing, sleep(500)]);
      held.open();

      const imported = await importing;
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      expect((await changing).status).toBe(200);
      const [row] = await t.db
        .select({ image: products.image })
        .from(products)
        .where(eq(products.name, `Imported ${seed}`));
      expect(row?.image).toEqual([url]);
      await expectNoLinkedImageLost(new RegExp(` ${seed}$`));
    },
    60_000,
  );

  it("random interleavings of deletes on B and imports on A lose no linked picture", async () => {
    for (let round = 0; round < 12; round++) {
      const seed = 200 + round;
      const old = await addOnA(seed, `Round ${round}`);
      const importing = (async () => {
        await sleep(Math.random() * 30);
        return t.call<BulkBody>("POST", "/api/product/bulk-import", {
          token,
          body: bulkForm({ products: [bulkProduct(`Round ${round} again`, ["r.png", "s.png"])] }, [
            await pngFile(seed, "r.png"),
            await pngFile(seed + 5000, "s.png"),
          ]),
        });
      })();
      const deleting = (async () => {
        await sleep(Math.random() * 60);
        return onB("/api/product/delete", JSON.stringify({ id: old._id }), "application/json");
      })();
      const [imported, deleted] = await Promise.all([importing, deleting]);
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      expect(deleted.status).toBe(200);
    }
    await expectNoLinkedImageLost(/^Round /);
  }, 120_000);

  it("adds on B and deletes on A of products with the same picture, at once, lose no picture", async () => {
    for (let round = 0; round < 8; round++) {
      const seed = 300 + round;
      const old = await addOnA(seed, `Shared ${round}`);
      const picture = await pngFile(seed);
      const [added, deleted] = await Promise.all([
        (async () => {
          await sleep(Math.random() * 20);
          const form = productForm({ ...basics, name: `Shared ${round} on B` }, [picture]);
          return onB("/api/product/add", form);
        })(),
        (async () => {
          await sleep(Math.random() * 20);
          return t.call("POST", "/api/product/delete", { token, json: { id: old._id } });
        })(),
      ]);
      expect(added.status).toBe(201);
      expect(deleted.status).toBe(200);
      const body = (await added.json()) as ProductBody;
      expect(body.product.image).toEqual(old.image);
    }
    await expectNoLinkedImageLost(/^Shared /);
  }, 60_000);
});
