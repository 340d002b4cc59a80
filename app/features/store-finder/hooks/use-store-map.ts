import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { BranchInfo } from "../branch-info";
import type { StoreMapController } from "../map-controller";
import type { MapTypeId } from "../map-types";

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
  onMarkerSelect,
  reducedMotion,
}: {
  containerRef: RefObject<HTMLElement | null>;
  load: boolean;
  branches: readonly BranchInfo[];
  mapType: MapTypeId;
  onMarkerSelect: (id: string) => void;
  reducedMotion: boolean;
}) {
  const [status, setStatus] = useState<MapStatus>("idle");
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<StoreMapController | null>(null);
  const pendingBranch = useRef<string | null>(null);
  // The latest values, read by the one-time build without rebuilding the map when they change.
  const latest = useRef({ mapType, onMarkerSelect, branches });
  useEffect(() => {
    latest.current = { mapType, onMarkerSelect, branches };
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
          onSelect: (id) => latest.current.onMarkerSelect(id),
        });
        setStatus("ready");
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

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { status, showBranch, retry };
}
