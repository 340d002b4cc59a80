// The bulk import's spooled upload: on disk while it arrives, removed when it ends or is
// refused, bounded without a declared length, and swept at start-up when a process died.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTestContext, DB_KIND, loginAsSeller } from "../../test/harness";
import { SWEEP_MIN_AGE_MS } from "../../lib/sweep-age";
import { PRODUCT_MESSAGES } from "../products/products.schemas";
import { bulkProduct, catalogue, pngFile, type BulkBody } from "../products/test-helpers";
import { sweepAbandonedUploads, uploadsRoot } from "../../http/upload-spool";
import {
  t,
  token,
  bulk,
  spooled,
  setUpBulkImportStore,
  BOUNDARY,
  productDataPart,
  imagePartHead,
} from "./bulk-import-stream-helpers";

setUpBulkImportStore();

describe(`bulk import, lean pipeline (${DB_KIND})`, () => {
  it("spools the pictures to disk while they arrive and removes them when the upload is aborted", async () => {
    const productData = { products: [bulkProduct("Aborted", ["a.jpg"])] };
    let fail!: (err: Error) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(productDataPart(productData));
        controller.enqueue(imagePartHead("a.jpg"));
        controller.enqueue(randomBytes(256 * 1024));
        fail = (err) => controller.error(err);
      },
    });
    const before = (await catalogue(t)).length;
    const answer = t.app.request("/api/product/bulk-import", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body,
      duplex: "half",
    } as RequestInit);
    // The picture's bytes are on disk, in the request's own folder, before the upload ends.
    await expect
      .poll(
        () => {
          const [folder] = spooled();
          if (!folder) return 0;
          const dir = join(uploadsRoot(t.dataDir), folder);
          return readdirSync(dir).length;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    fail(new Error("connection reset by the client"));
    const res = await answer;
    expect(res.status).toBe(400);
    expect(((await res.json()) as BulkBody).message).toBe(PRODUCT_MESSAGES.UNREADABLE_UPLOAD);
    expect(spooled()).toEqual([]);
    expect(await catalogue(t)).toHaveLength(before);
  });

  it("leaves no spooled file after a refused import", async () => {
    const res = await bulk({ products: [bulkProduct("Typo", ["missing.png"])] }, [
      await pngFile(350, "other.png"),
    ]);
    expect(res.status).toBe(400);
    expect(spooled()).toEqual([]);
  });

  it("counts the bytes of a body that declares no length: over BULK_IMPORT_MAX_MB is 413 at once", async () => {
    const small = await createTestContext({ env: { BULK_IMPORT_MAX_MB: "1" } });
    try {
      const seller = (await loginAsSeller(small)).token;
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(productDataPart({ products: [bulkProduct("Big", ["a.jpg"])] }));
          controller.enqueue(imagePartHead("a.jpg"));
        },
        pull(controller) {
          pulled++;
          controller.enqueue(randomBytes(64 * 1024));
        },
      });
      const res = await small.app.request("/api/product/bulk-import", {
        method: "POST",
        headers: {
          authorization: `Bearer ${seller}`,
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        },
        body,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
      const answer = (await res.json()) as BulkBody;
      expect(answer.message).toMatch(/at most 1MB/);
      expect(answer.errors).toEqual([]);
      expect(pulled).toBeLessThan(40); // 1 MB is 16 chunks: it stopped right after
      const root = uploadsRoot(small.dataDir);
      expect(existsSync(root) ? readdirSync(root) : []).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it("the start-up sweep removes upload folders a killed process left, and keeps recent ones", async () => {
    const root = uploadsRoot(t.dataDir);
    const old = join(root, "old-upload");
    const recent = join(root, "recent-upload");
    for (const dir of [old, recent]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "0"), "half a picture");
    }
    const past = new Date(Date.now() - SWEEP_MIN_AGE_MS - 60_000);
    utimesSync(old, past, past);
    expect(await sweepAbandonedUploads(t.dataDir)).toEqual(["old-upload"]);
    expect(spooled()).toEqual(["recent-upload"]);
    expect(await sweepAbandonedUploads(t.dataDir, Date.now() + SWEEP_MIN_AGE_MS + 60_000)).toEqual([
      "recent-upload",
    ]);
    expect(spooled()).toEqual([]);
  });
});
