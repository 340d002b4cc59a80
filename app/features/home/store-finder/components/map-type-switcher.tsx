import { useId } from "react";
import type { MapType, MapTypeId } from "@domain/map-types";
import { useT } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";

/** The map types' names; in English they equal domain/map-types.ts's labels (a test holds it). */
export const MAP_TYPE_KEYS: Record<MapTypeId, MessageKey> = {
  roadmap: "pages.storeFinder.type.roadmap",
  satellite: "pages.storeFinder.type.satellite",
  hybrid: "pages.storeFinder.type.hybrid",
  terrain: "pages.storeFinder.type.terrain",
};

/**
 * The map types on offer (SPEC §2.8) as a radio group: Roadmap and Terrain, and Satellite
 * and Hybrid when the store has an imagery provider. Nothing is shown that cannot be used.
 */
export function MapTypeSwitcher({
  types,
  value,
  onChange,
}: {
  types: readonly MapType[];
  value: MapTypeId;
  onChange: (id: MapTypeId) => void;
}) {
  const id = useId();
  const t = useT();
  return (
    <fieldset>
      <legend className="sr-only">{t("pages.storeFinder.mapType")}</legend>
      <div className="flex flex-wrap gap-1 rounded-xl bg-gray-100 p-1">
        {types.map((type) => (
          <label
            key={type.id}
            className={`relative flex min-h-9 flex-1 items-center justify-center rounded-lg px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
              value === type.id
                ? "bg-white text-brand-700 shadow-sm"
                : "cursor-pointer text-gray-700 hover:bg-white/70"
            }`}
          >
            <input
              type="radio"
              name={`${id}-map-type`}
              value={type.id}
              checked={value === type.id}
              onChange={() => onChange(type.id)}
              className="sr-only"
            />
            {t(MAP_TYPE_KEYS[type.id])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
