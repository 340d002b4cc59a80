import { renderToString } from "react-dom/server";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { STORE_BRANCHES } from "@domain/branches";
import { mapTypes } from "@domain/map-types";
import { compiledMessages } from "~/lib/i18n/catalogs.server";
import { createI18n } from "~/lib/i18n/i18n";
import { TestLanguage } from "~/lib/i18n/test-language";
import { branchHoursLabel } from "../branch-info";
import { MAP_TYPE_KEYS } from "./map-type-switcher";
import { BRANCH_DESCRIPTION_KEYS, StoreFinder as Finder } from "./store-finder";

/** The finder in English, as the root renders it. */
function StoreFinder(props: { imagery?: { url: string } }): ReactNode {
  return (
    <TestLanguage>
      <Finder {...props} />
    </TestLanguage>
  );
}

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

describe("store finder in both languages", () => {
  const en = createI18n("en", compiledMessages("en"));

  it("English equals the domain's words: hours line, map types, loading and failure", () => {
    const hours = STORE_BRANCHES[0]?.hours ?? "";
    expect(en._("pages.storeFinder.hoursLabel", { hours })).toBe(branchHoursLabel(hours));
    for (const branch of STORE_BRANCHES) {
      const key = BRANCH_DESCRIPTION_KEYS[branch.id];
      if (key) expect(en._(key)).toBe(branch.description);
    }
    for (const type of mapTypes({ url: "https://tiles.example/{z}/{x}/{y}.jpg" }))
      expect(en._(MAP_TYPE_KEYS[type.id])).toBe(type.label);
  });

  it("Filipino: the section, the branch card and the map types are translated", () => {
    const html = renderToString(
      <TestLanguage language="fil">
        <Finder />
      </TestLanguage>,
    );
    expect(html).toContain("Hanapin ang Aming Tindahan");
    expect(html).toContain("Direksyon");
    expect(html).toContain("Uri ng mapa");
    expect(radios(html)).toEqual(["roadmap", "terrain"]);
    expect(html).not.toMatch(/pages\.storeFinder|Find Our Store|Show on map/);
  });
});
