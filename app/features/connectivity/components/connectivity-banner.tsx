import { AlertIcon, WifiOffIcon } from "~/components/ui/icons";
import { useMessage } from "~/lib/i18n/i18n";
import { connectivityBanner } from "../connectivity-status";
import { useConnectivity } from "../hooks/use-connectivity";

const TONES = {
  offline: "bg-gray-900 text-white",
  warning: "bg-amber-400 text-gray-900",
  info: "bg-sky-600 text-white",
} as const;

/**
 * The connectivity banner on every page (SPEC §2.1). It floats over the page rather than
 * pushing it down, so appearing and disappearing never shifts the layout (CLS 0). Under the
 * store's header it hangs from the bottom edge of the sticky navigation, so it never covers
 * the "We're Open!" strip; on seller pages (no header) it sits at the top of the window.
 * `assumeOffline`: the store's offline page, which is shown without the network and without
 * scripts, starts with "No Internet Connection" until the browser says otherwise.
 */
export function ConnectivityBanner({
  placement = "top",
  assumeOffline = false,
}: {
  placement?: "top" | "under-header";
  assumeOffline?: boolean;
}) {
  const message = useMessage();
  const banner = connectivityBanner(useConnectivity(assumeOffline));
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="connectivity-banner"
      className={`pointer-events-none inset-x-0 z-[60] ${placement === "top" ? "fixed top-0" : "absolute top-full"}`}
    >
      {banner ? (
        <p
          className={`flex items-center justify-center gap-2 px-4 py-1.5 text-center text-sm font-semibold shadow ${TONES[banner.tone]}`}
        >
          {banner.tone === "offline" ? <WifiOffIcon size={16} /> : <AlertIcon size={16} />}
          {message(banner.text)}
        </p>
      ) : null}
    </div>
  );
}
