import { useId } from "react";
import { MAP_TYPES, type MapTypeId } from "../map-types";

/**
 * Roadmap, Satellite, Hybrid, Terrain (SPEC §2.8) as a radio group. Types without an allowed
 * tile source are disabled; the note under the group (and each option's title) says why.
 */
export function MapTypeSwitcher({
  value,
  onChange,
}: {
  value: MapTypeId;
  onChange: (id: MapTypeId) => void;
}) {
  const id = useId();
  const unavailable = MAP_TYPES.filter((type) => type.tiles === null);
  return (
    <fieldset aria-describedby={unavailable.length > 0 ? `${id}-note` : undefined}>
      <legend className="sr-only">Map type</legend>
      <div className="flex flex-wrap gap-1 rounded-xl bg-gray-100 p-1">
        {MAP_TYPES.map((type) => {
          const disabled = type.tiles === null;
          return (
            <label
              key={type.id}
              title={type.unavailableReason}
              className={`relative flex min-h-9 flex-1 items-center justify-center rounded-lg px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                disabled
                  ? "cursor-not-allowed text-gray-400"
                  : value === type.id
                    ? "bg-white text-brand-700 shadow-sm"
                    : "cursor-pointer text-gray-700 hover:bg-white/70"
              }`}
            >
              <input
                type="radio"
                name={`${id}-map-type`}
                value={type.id}
                checked={value === type.id}
                disabled={disabled}
                onChange={() => onChange(type.id)}
                className="sr-only"
              />
              {type.label}
            </label>
          );
        })}
      </div>
      {unavailable.length > 0 ? (
        <p id={`${id}-note`} className="mt-1.5 text-xs text-gray-500">
          {unavailable.map((type) => type.label).join(", ")}: not available. They need an aerial
          imagery or terrain map provider; this store uses OpenStreetMap only.
        </p>
      ) : null}
    </fieldset>
  );
}
