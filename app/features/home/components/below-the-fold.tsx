import type { MapImagery } from "@domain/map-types";
import { StoreFinder } from "../store-finder/components/store-finder";
import { FeaturedBrands } from "./featured-brands";
import { HowItWorks } from "./how-it-works";

/** The home page under the best sellers: how it works, the store finder and the brands. */
export function BelowTheFold({ mapImagery }: { mapImagery: MapImagery | null }) {
  return (
    <>
      <HowItWorks />
      <StoreFinder imagery={mapImagery} />
      <FeaturedBrands />
    </>
  );
}
