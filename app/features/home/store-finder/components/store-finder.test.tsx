import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StoreFinder } from "./store-finder";

// The server HTML of the store finder: the map types on offer, and nothing that cannot be used.
function switcher(html: string): string {
  return /<fieldset[\s\S]*?<\/fieldset>/.exec(html)?.[0] ?? "";
}

function radios(html: string): string[] {
  return [...html.matchAll(/<input type="radio"[^>]*value="([a-z]+)"/g)].map((m) => m[1] ?? "");
}

describe("store finder map types in the page", () => {
  it("without an imagery provider: Roadmap and Terrain tabs, no Satellite or Hybrid, no disabled tab or note", () => {
    const html = renderToString(<StoreFinder />);
    expect(radios(html)).toEqual(["roadmap", "terrain"]);
    expect(html).toContain(">Roadmap<");
    expect(html).toContain(">Terrain<");
    expect(html).not.toMatch(/Satellite|Hybrid|provider|not available/);
    expect(switcher(html)).toContain("Map type");
    expect(switcher(html)).not.toContain("disabled");
  });

  it("with an imagery provider: Roadmap, Satellite, Hybrid and Terrain", () => {
    const html = renderToString(
      <StoreFinder imagery={{ url: "https://tiles.example/{z}/{x}/{y}.jpg" }} />,
    );
    expect(radios(html)).toEqual(["roadmap", "satellite", "hybrid", "terrain"]);
    expect(switcher(html)).not.toContain("disabled");
  });

  it("the map box is 500 px tall", () => {
    expect(renderToString(<StoreFinder />)).toContain("height:500px");
  });
});
