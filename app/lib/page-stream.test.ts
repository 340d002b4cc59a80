import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { pageStream } from "./page-stream";

describe("pageStream", () => {
  it("a client whose connection fails cancels the page with a reason: the render stops, nothing is thrown", async () => {
    const body = new PassThrough();
    const reader = pageStream(body).getReader();
    body.write('<link rel="modulepreload" href="/assets/a.js"/><p>The first part</p>');
    const { value } = await reader.read();
    expect(Buffer.from(value!).toString()).toContain("<p>The first part</p>");

    await reader.cancel(new Error("read ECONNRESET"));
    await new Promise((resolve) => setImmediate(resolve));
    // React's stream is closed, so it stops rendering for nobody.
    expect(body.destroyed).toBe(true);
  });
});
