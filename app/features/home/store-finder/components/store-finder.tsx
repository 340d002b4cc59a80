import { useCallback, useMemo, useRef, useState } from "react";
import { STORE } from "@domain/store";
import { STORE_BRANCHES } from "@domain/branches";
import {
  DEFAULT_MAP_TYPE,
  ERROR_HINT,
  ERROR_TITLE,
  LOADING_MESSAGE,
  MAPS_SERVICE_NAME,
  mapTypeById,
  mapTypes,
  type MapImagery,
  type MapTypeId,
} from "@domain/map-types";
import { Button, Spinner } from "~/components/ui/button";
import { AlertIcon, MapPinIcon } from "~/components/ui/icons";
import { useMessage, useT } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";
import { useHydrated } from "~/lib/use-hydrated";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";
import { MAP_VIEW, orderBranches } from "../branch-info";
import { useNearViewport } from "../hooks/use-near-viewport";
import { useStoreMap } from "../hooks/use-store-map";
import { BranchCard } from "./branch-card";
import { MapTypeSwitcher } from "./map-type-switcher";

/**
 * The branches' descriptions (domain/branches.ts) in the page's language; in English they equal
 * the data (a test holds it). A branch without a key here shows its data's own words.
 */
export const BRANCH_DESCRIPTION_KEYS: Partial<Record<string, MessageKey>> = {
  pangpang: "pages.storeFinder.branch.pangpang",
};

/**
 * The home page's store finder (SPEC §2.3, §2.8): the branch list (server-rendered, so the
 * Directions links work without JavaScript) and an OpenStreetMap map that is loaded only
 * when the section comes near the screen. `imagery` (the store's MAP_IMAGERY_TILE_URL) adds
 * Satellite and Hybrid.
 */
export function StoreFinder({ imagery = null }: { imagery?: MapImagery | null }) {
  const t = useT();
  const branches = useMemo(
    () =>
      orderBranches(STORE_BRANCHES, (hours) => t("pages.storeFinder.hoursLabel", { hours })).map(
        (branch) => {
          const key = BRANCH_DESCRIPTION_KEYS[branch.id];
          return key ? { ...branch, description: t(key) } : branch;
        },
      ),
    [t],
  );
  const mapTexts = useMemo(
    () => ({
      directions: t("pages.storeFinder.directions"),
      directionsLabel: (name: string) => t("pages.storeFinder.directionsLabel", { name }),
    }),
    [t],
  );
  const sectionRef = useRef<HTMLElement>(null);
  const mapPanelRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [mapType, setMapType] = useState<MapTypeId>(DEFAULT_MAP_TYPE);
  const imageryUrl = imagery?.url;
  const imageryAttribution = imagery?.attribution;
  const types = useMemo(
    () => mapTypes(imageryUrl ? { url: imageryUrl, attribution: imageryAttribution } : null),
    [imageryUrl, imageryAttribution],
  );
  const activeType = mapTypeById(types, mapType);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const near = useNearViewport(sectionRef);
  const { status, showBranch, retry } = useStoreMap({
    containerRef,
    load: near,
    branches,
    mapType: activeType,
    texts: mapTexts,
    onMarkerSelect: setSelected,
    reducedMotion,
  });

  const selectBranch = useCallback(
    (id: string) => {
      setSelected(id);
      showBranch(id);
      // On phones the list sits above the map: bring the map into view.
      mapPanelRef.current?.scrollIntoView({
        block: "nearest",
        behavior: reducedMotion ? "auto" : "smooth",
      });
    },
    [showBranch, reducedMotion],
  );

  return (
    <section ref={sectionRef} aria-labelledby="store-finder">
      <h2 id="store-finder" className="text-2xl font-bold text-gray-900">
        {t("pages.storeFinder.heading")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {t("pages.storeFinder.intro", {
          city: STORE.city,
          minutes: STORE.deliveryPromiseMinutes,
        })}
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,360px)_minmax(0,1fr)]">
        <ul aria-label={t("pages.storeFinder.branches")} className="space-y-3">
          {branches.map((branch) => (
            <li key={branch.id}>
              <BranchCard
                branch={branch}
                selected={selected === branch.id}
                interactive={hydrated}
                onSelect={selectBranch}
              />
            </li>
          ))}
        </ul>
        <div ref={mapPanelRef} className="min-w-0 space-y-2">
          <MapTypeSwitcher types={types} value={activeType.id} onChange={setMapType} />
          <div
            // The map itself is 500 px tall (SPEC §2.8); the border is drawn outside it.
            className="relative isolate box-content overflow-hidden rounded-2xl border border-gray-200 bg-gray-100"
            style={{ height: MAP_VIEW.heightPx }}
          >
            <div
              ref={containerRef}
              role="region"
              aria-label={t("pages.storeFinder.mapRegion", { service: MAPS_SERVICE_NAME })}
              className="h-full w-full"
              // Always laid out (Leaflet measures it when the map is built: a hidden box would
              // get no tiles), but covered by the status panel and unreachable until drawn.
              inert={status !== "ready" || undefined}
            />
            {status !== "ready" ? <MapStatusPanel status={status} onRetry={retry} /> : null}
          </div>
          {status === "ready" ? (
            <p className="text-xs text-gray-500">{t("pages.storeFinder.mapHint")}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** Over the whole map, Leaflet's controls (z-index 1000) included, inside the isolated map box. */
function MapStatusPanel({
  status,
  onRetry,
}: {
  status: "idle" | "loading" | "error";
  onRetry: () => void;
}) {
  const t = useT();
  const message = useMessage();
  return (
    <div
      role="status"
      className="absolute inset-0 z-[1100] flex flex-col items-center justify-center gap-2 bg-gray-100 p-6 text-center text-gray-600"
    >
      {status === "error" ? (
        <>
          <AlertIcon size={28} className="text-amber-600" />
          <p className="font-semibold text-gray-900">{message(ERROR_TITLE)}</p>
          <p className="text-sm">{message(ERROR_HINT)}</p>
          <Button variant="outline" size="sm" onClick={onRetry} className="mt-2">
            {t("pages.storeFinder.tryAgain")}
          </Button>
        </>
      ) : status === "loading" ? (
        <>
          <Spinner className="h-6 w-6 text-brand-600" />
          <p className="text-sm font-medium">{message(LOADING_MESSAGE)}</p>
        </>
      ) : (
        <>
          <MapPinIcon size={28} className="text-brand-600" />
          <p className="text-sm">{t("pages.storeFinder.placeholder")}</p>
          <noscript>
            <p className="text-sm">{t("pages.storeFinder.noScript")}</p>
          </noscript>
        </>
      )}
    </div>
  );
}
