import { useNavigation } from "react-router";
import { useT } from "~/lib/i18n/i18n";

/**
 * A thin bar at the top while the next page loads. It only appears after 150 ms (CSS delay),
 * so fast navigations do not flicker.
 */
export function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      role="progressbar"
      aria-label={t("layout.loadingPage")}
      aria-hidden={!busy}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden"
    >
      {busy ? <div className="nav-progress h-full bg-accent-500" /> : null}
    </div>
  );
}
