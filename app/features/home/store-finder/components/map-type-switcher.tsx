import { useId } from "react";
import type { MapType, MapTypeId } from "@domain/map-types";

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
  return (
    <fieldset>
      <legend className="sr-only">Map type</legend>
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
            {type.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
