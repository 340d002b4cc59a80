import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, loginAsSeller, type TestContext } from "../../test/harness";

// SPEC §7: the bulk import answers {success, message, errors}, refusals included.
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = (await loginAsSeller(t)).token;
});
afterAll(async () => {
  await t.close();
});

describe("bulk import answer shape", () => {
  it.each([
    ["a JSON body", { "content-type": "application/json" }, "{}", 400],
    [
      "a form without productData",
      { "content-type": "multipart/form-data; boundary=x" },
      "--x--",
      400,
    ],
  ])("refusing %s still lists errors", async (_label, headers, body, status) => {
    const res = await t.request("POST", "/api/product/bulk-import", { headers, body, token });
    expect(res.status).toBe(status);
    const json = (await res.json()) as { success: boolean; message: string; errors: unknown };
    expect(json.success).toBe(false);
    expect(json.message.length).toBeGreaterThan(0);
    expect(json.errors).toEqual([]);
  });
});
