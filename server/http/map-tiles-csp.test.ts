import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapTypes, tileHosts } from "@domain/map-types";
import type { StoreLoadContext } from "../load-context";
import { createApp } from "../app";
import { createTestContext } from "../test/harness";

// The store finder's tiles are images from other hosts: the page's Content-Security-Policy must
// allow every host of every map type on offer, and the imagery hosts only when they are set.
const IMAGERY_URL = "https://{s}.imagery.example/tiles/{z}/{y}/{x}.jpg";

function imgSrc(csp: string): string[] {
  const directive = csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("img-src "));
  return directive?.split(/\s+/).slice(1) ?? [];
}

/** Whether a CSP host source (https://host or https://*.host) allows https://{hostname}. */
function allows(sources: string[], hostname: string): boolean {
  return sources.some((source) => {
    const m = /^https:\/\/(\*\.)?([^/:]+)$/.exec(source);
    if (!m) return false;
    const [, wildcard, host] = m;
    return wildcard ? hostname.endsWith(`.${host}`) : hostname === host;
  });
}

async function pageWith(env: Record<string, string>) {
  const t = await createTestContext({ env });
  let seen: StoreLoadContext | undefined;
  const app = createApp(t.deps, {
    pageHandler: async (_request, context) => {
      seen = context;
      return new Response("<!doctype html><p>home</p>", {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
  });
  const res = await app.request("/");
  return { t, csp: res.headers.get("content-security-policy") ?? "", context: seen };
}

describe("store finder tiles and the Content-Security-Policy", () => {
  let plain: Awaited<ReturnType<typeof pageWith>>;
  let imagery: Awaited<ReturnType<typeof pageWith>>;
  beforeAll(async () => {
    plain = await pageWith({});
    imagery = await pageWith({
      MAP_IMAGERY_TILE_URL: IMAGERY_URL,
      MAP_IMAGERY_ATTRIBUTION: "Imagery © Example Aerial",
    });
  });
  afterAll(async () => {
    await plain.t.close();
    await imagery.t.close();
  });

  it("without imagery: roadmap and terrain hosts allowed, no imagery or labels host", () => {
    const sources = imgSrc(plain.csp);
    expect(sources).toContain("https://*.tile.openstreetmap.org");
    expect(sources).toContain("https://*.tile.opentopomap.org");
    for (const type of mapTypes(plain.context?.mapImagery))
      for (const layer of type.layers)
        for (const host of tileHosts(layer)) expect(allows(sources, host), host).toBe(true);
    expect(plain.context?.mapImagery).toBeUndefined();
    expect(allows(sources, "a.imagery.example")).toBe(false);
    expect(allows(sources, "a.basemaps.cartocdn.com")).toBe(false);
    expect(allows(sources, "a.tile.opentopomap.org.evil.example")).toBe(false);
  });

  it("with MAP_IMAGERY_TILE_URL: the page gets the setting and the CSP allows its host and Hybrid's labels", () => {
    expect(imagery.context?.mapImagery).toEqual({
      url: IMAGERY_URL,
      attribution: "Imagery © Example Aerial",
    });
    const sources = imgSrc(imagery.csp);
    expect(sources).toContain("https://*.imagery.example");
    expect(sources).toContain("https://*.basemaps.cartocdn.com");
    const types = mapTypes(imagery.context?.mapImagery);
    expect(types.map((t) => t.id)).toEqual(["roadmap", "satellite", "hybrid", "terrain"]);
    for (const type of types)
      for (const layer of type.layers)
        for (const host of tileHosts(layer)) expect(allows(sources, host), host).toBe(true);
  });

  it("JSON answers keep their own closed policy", async () => {
    const res = await imagery.t.app.request("/api/health");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
