import { AlertIcon, WifiOffIcon } from "~/components/ui/icons";
import { connectivityBanner } from "../connectivity-status";
import { useConnectivity } from "../hooks/use-connectivity";

const TONES = {
  offline: "bg-gray-900 text-white",
  warning: "bg-amber-400 text-gray-900",
  info: "bg-sky-600 text-white",
} as const;

/**
 * The connectivity banner on every page (SPEC §2.1). It floats over the top of the page
 * rather than pushing it down, so appearing and disappearing never shifts the layout.
 */
export function ConnectivityBanner() {
  const banner = connectivityBanner(useConnectivity());
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60]"
    >
      {banner ? (
        <p
          className={`flex items-center justify-center gap-2 px-4 py-1.5 text-center text-sm font-semibold shadow ${TONES[banner.tone]}`}
        >
          {banner.tone === "offline" ? <WifiOffIcon size={16} /> : <AlertIcon size={16} />}
          {banner.text}
        </p>
      ) : null}
    </div>
  );
}
