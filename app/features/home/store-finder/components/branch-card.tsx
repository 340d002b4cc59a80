import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { ClockIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import type { BranchInfo } from "../branch-info";

/**
 * One branch (SPEC §2.8): Main badge, address, hours, phone, description and a Directions
 * link that works without JavaScript. "Show on map" (and a click on the card) needs the map.
 */
export function BranchCard({
  branch,
  selected,
  interactive,
  onSelect,
}: {
  branch: BranchInfo;
  selected: boolean;
  interactive: boolean;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  return (
    <article
      aria-labelledby={`branch-${branch.id}`}
      onClick={(event) => {
        // A click on the card shows the branch, except on its own links and buttons.
        if (interactive && !(event.target as HTMLElement).closest("a, button")) onSelect(branch.id);
      }}
      className={`rounded-2xl border-2 bg-white p-4 shadow-sm transition-colors ${
        selected
          ? "border-brand-600"
          : `border-transparent ${interactive ? "hover:border-brand-100" : ""}`
      } ${interactive ? "cursor-pointer" : ""}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`branch-${branch.id}`} className="text-lg font-bold text-gray-900">
          {branch.name}
        </h3>
        {branch.isMain ? <Badge tone="brand">{t("pages.storeFinder.mainBadge")}</Badge> : null}
      </div>
      <ul className="mt-3 space-y-2 text-sm text-gray-700">
        <li className="flex gap-2">
          <MapPinIcon size={16} className="mt-0.5 shrink-0 text-brand-600" />
          <span>{branch.address}</span>
        </li>
        <li className="flex gap-2">
          <ClockIcon size={16} className="mt-0.5 shrink-0 text-brand-600" />
          <span>{branch.hoursLabel}</span>
        </li>
        <li className="flex gap-2">
          <PhoneIcon size={16} className="mt-0.5 shrink-0 text-brand-600" />
          <a href={branch.phoneHref} className="text-brand-700 hover:underline">
            {branch.phone}
          </a>
        </li>
      </ul>
      <p className="mt-3 text-sm text-gray-600">{branch.description}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={branch.directionsHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("pages.storeFinder.directionsLabel", { name: branch.name })}
          className={buttonClasses({ size: "sm" })}
        >
          {t("pages.storeFinder.directions")}
        </a>
        {interactive ? (
          <button
            type="button"
            onClick={() => onSelect(branch.id)}
            aria-pressed={selected}
            className={buttonClasses({ size: "sm", variant: "outline" })}
          >
            {t("pages.storeFinder.showOnMap")}
          </button>
        ) : null}
      </div>
    </article>
  );
}
