import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { MenuIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import { ACCOUNT_LINKS, MAIN_LINKS } from "../nav-links";
import { CartLink } from "./cart-link";
import { CustomerCareMenu } from "./customer-care-menu";
import { OpenBanner } from "./open-banner";
import { SearchBox } from "./search-box";
import { StoreLogo } from "./store-logo";

export interface HeaderProps {
  loggedIn: boolean;
  /** Total items, or null before the cart is known (server render, hydration). */
  cartCount: number | null;
  /** The Login button or the account menu, composed by the app shell. */
  account: ReactNode;
  /** Hangs under the sticky navigation without taking space (the connectivity banner). */
  notice?: ReactNode;
}

// Opened by the menu button on phones: not part of the first load.
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

const navClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-10 items-center whitespace-nowrap rounded-lg px-2.5 text-sm font-medium ${isActive ? "text-brand-700" : "text-gray-700 hover:bg-gray-100 hover:text-brand-700"}`;

/** The shared header of SPEC §2.1: open banner, sticky navigation, phone search bar. */
export function Header({ loggedIn, cartCount, account, notice }: HeaderProps) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderBottomVariable(headerRef);

  return (
    <>
      <OpenBanner />
      <header ref={headerRef} className="sticky top-0 z-30 border-b border-gray-200 bg-white">
        <div className="mx-auto max-w-7xl px-2 min-[360px]:px-3 sm:px-4">
          <div className="flex h-16 items-center gap-2 sm:gap-3">
            <button
              type="button"
              className="-ml-1 flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 lg:hidden"
              aria-label={t("layout.openMenu")}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon size={22} />
            </button>
            <div className="flex shrink-0">
              <StoreLogo />
            </div>
            <nav
              aria-label={t("layout.nav.main")}
              className="ml-2 hidden shrink-0 items-center lg:flex xl:ml-4"
            >
              {MAIN_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.to === "/"} className={navClass}>
                  {t(link.key)}
                </NavLink>
              ))}
              {/* Also in the account menu: on narrower screens the bar keeps to the essentials. */}
              {loggedIn
                ? ACCOUNT_LINKS.map((link) => (
                    <NavLink
                      key={link.to}
                      to={link.to}
                      className={(s) => `${navClass(s)} hidden xl:flex`}
                    >
                      {t(link.key)}
                    </NavLink>
                  ))
                : null}
              <CustomerCareMenu />
            </nav>
            <div className="ml-auto hidden min-w-0 flex-1 md:block md:max-w-xs xl:max-w-sm">
              <SearchBox debounce />
            </div>
            <div className="ml-auto flex items-center gap-1 md:ml-0">
              <CartLink count={cartCount} />
              {account}
            </div>
          </div>
          <div className="pb-3 md:hidden">
            <SearchBox debounce={false} />
          </div>
        </div>
        {notice}
      </header>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu loggedIn={loggedIn} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Keeps `--header-bottom` on <html> at the sticky header's lower edge (it moves while the
 * open banner scrolls away), so toasts can sit just under the header instead of over it.
 */
function useHeaderBottomVariable(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      frame = 0;
      const bottom = ref.current?.getBoundingClientRect().bottom ?? 0;
      root.style.setProperty("--header-bottom", `${Math.max(0, Math.round(bottom))}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      root.style.removeProperty("--header-bottom");
    };
  }, [ref]);
}
