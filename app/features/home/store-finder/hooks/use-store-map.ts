import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { MapType } from "@domain/map-types";
import type { BranchInfo } from "../branch-info";
import type { MapTexts, StoreMapController } from "../map-controller";

/**
 * idle: not yet near the screen; loading: Leaflet or the first tiles of the map type are on
 * their way; ready: tiles drawn; error: Leaflet or every tile failed to load.
 */
export type MapStatus = "idle" | "loading" | "ready" | "error";

/**
 * Loads Leaflet (script and CSS, one dynamic import) when `load` turns true, builds the map
 * in `containerRef`, and keeps it in step with the selected branch and map type. A branch
 * chosen before the map is ready is shown as soon as it is.
 */
export function useStoreMap({
  containerRef,
  load,
  branches,
  mapType,
  texts,
  onMarkerSelect,
  reducedMotion,
}: {
  containerRef: RefObject<HTMLElement | null>;
  load: boolean;
  branches: readonly BranchInfo[];
  mapType: MapType;
  texts: MapTexts;
  onMarkerSelect: (id: string) => void;
  reducedMotion: boolean;
}) {
  const [status, setStatus] = useState<MapStatus>("idle");
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<StoreMapController | null>(null);
  const pendingBranch = useRef<string | null>(null);
  // The latest values, read by the one-time build without rebuilding the map when they change.
  const latest = useRef({ mapType, onMarkerSelect, branches, texts });
  useEffect(() => {
    latest.current = { mapType, onMarkerSelect, branches, texts };
  });

  useEffect(() => {
    if (!load) return;
    let cancelled = false;
    setStatus("loading");
    import("../map-controller")
      .then(({ createStoreMap }) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        controller.current = createStoreMap(container, latest.current.branches, {
          mapType: latest.current.mapType,
          texts: latest.current.texts,
          onSelect: (id) => latest.current.onMarkerSelect(id),
          onTiles: (state) => {
            if (!cancelled) setStatus(state);
          },
        });
        if (pendingBranch.current) {
          controller.current.showBranch(pendingBranch.current, { animate: false });
          pendingBranch.current = null;
        }
      })
      .catch(() => {
        if (!cancelled) setStatus("error");
      });
    return () => {
      cancelled = true;
      controller.current?.destroy();
      controller.current = null;
    };
  }, [load, attempt, containerRef]);

  useEffect(() => {
    controller.current?.setMapType(mapType);
  }, [mapType]);

  const showBranch = useCallback(
    (id: string) => {
      if (controller.current) controller.current.showBranch(id, { animate: !reducedMotion });
      else pendingBranch.current = id;
    },
    [reducedMotion],
  );

  // Tiles that failed are asked for again; a Leaflet chunk that failed is imported again.
  const retry = useCallback(() => {
    if (controller.current) controller.current.reloadTiles();
    else setAttempt((n) => n + 1);
  }, []);

  return { status, showBranch, retry };
}
