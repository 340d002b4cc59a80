import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { STORE } from "@domain/store";
import {
  ActivityIcon,
  ChartIcon,
  TruckIcon,
  ListIcon,
  LogoutIcon,
  PlusSquareIcon,
  StoreIcon,
  UserIcon,
  UsersIcon,
} from "~/components/ui/icons";
import { mayOpen } from "../seller-pages";
import { useSellerRole } from "~/lib/seller-role";

interface SellerNavItem {
  to: string;
  label: string;
  Icon: typeof ListIcon;
  end: boolean;
}

/** The back-office sections; each shows only to a role that may open its page (seller-pages.ts). */
export const SELLER_NAV: readonly SellerNavItem[] = [
  {
    to: "/seller",
    label: "Add Product",
    Icon: PlusSquareIcon,
    end: true,
  },
  {
    to: "/seller/products-list",
    label: "Products",
    Icon: ListIcon,
    end: false,
  },
  {
    to: "/seller/orders",
    label: "Orders",
    Icon: TruckIcon,
    end: false,
  },
  {
    to: "/seller/dashboard",
    label: "Dashboard",
    Icon: ChartIcon,
    end: false,
  },
  {
    to: "/seller/activity",
    label: "Activity",
    Icon: ActivityIcon,
    end: false,
  },
  { to: "/seller/staff", label: "Staff", Icon: UsersIcon, end: false },
];

/** The sections the signed-in person's role can use (none while the role is not known). */
function useNavForRole() {
  const role = useSellerRole();
  return SELLER_NAV.filter((item) => mayOpen(role, item.to) === true);
}

/** The back-office frame (SPEC §2.15): sidebar on wide screens, bottom bar on phones. */
/**
 * A count on a navigation item (e.g. new orders). Hidden from screen readers, which read it
 * as the link's description instead, so the link's name stays "Orders".
 */
function NavBadge({ count, compact = false }: { count: number | undefined; compact?: boolean }) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="nav-badge"
      className={`${compact ? "absolute -right-2 -top-1 min-w-[1.1rem] px-1 text-[10px]" : "ml-auto min-w-[1.5rem] px-1.5 text-xs"} rounded-full bg-red-600 text-center font-bold leading-[1.1rem] text-white`}
    >
      {count}
    </span>
  );
}

export function SellerLayout({
  onLogout,
  children,
  badges = {},
}: {
  onLogout: () => void;
  children: ReactNode;
  /** Counts shown on navigation items, by their path. */
  badges?: Partial<Record<string, number>>;
}) {
  const nav = useNavForRole();
  return (
    <div className="min-h-screen bg-gray-50 md:flex">
      <aside className="hidden print:hidden w-60 shrink-0 flex-col border-r border-gray-200 bg-white md:sticky md:top-0 md:flex md:h-screen">
        <div className="flex items-center gap-2 border-b border-gray-100 px-5 py-4">
          <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600 text-white">
            <StoreIcon size={20} />
          </span>
          <div>
            <p className="text-sm font-bold leading-tight text-gray-900">Seller Centre</p>
            <p className="text-xs text-gray-500">{STORE.name}</p>
          </div>
        </div>
        <nav aria-label="Seller" className="flex-1 space-y-1 p-3">
          {nav.map(({ to, label, Icon, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              title={badges[to] ? `${badges[to]} new` : undefined}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-100"}`
              }
            >
              <Icon size={18} />
              {label}
              <NavBadge count={badges[to]} />
            </NavLink>
          ))}
        </nav>
        <div className="border-t border-gray-100 p-3">
          <Link
            to="/"
            className="block rounded-lg px-3 py-2 text-sm text-gray-600 hover:bg-gray-100"
          >
            View store
          </Link>
          <NavLink
            to="/seller/account"
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-50"}`
            }
          >
            <UserIcon size={18} />
            Account
          </NavLink>
          <button
            type="button"
            onClick={onLogout}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            <LogoutIcon size={18} />
            Logout
          </button>
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col pb-20 md:pb-0 print:pb-0">
        <header className="print:hidden flex items-center justify-between border-b border-gray-200 bg-white px-4 py-3 md:hidden">
          <p className="flex items-center gap-2 text-sm font-bold text-gray-900">
            <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
              <StoreIcon size={18} />
            </span>
            Seller Centre
          </p>
          <span className="flex items-center gap-4">
            <Link
              to="/seller/account"
              className="flex items-center gap-1 text-sm font-medium text-gray-700"
              aria-label="Account"
            >
              <UserIcon size={18} />
              Account
            </Link>
            <Link to="/" className="text-sm font-medium text-brand-700">
              View store
            </Link>
          </span>
        </header>
        <div className="flex-1 p-4 sm:p-6 print:p-0">{children}</div>
      </div>

      <nav
        aria-label="Seller"
        className="print:hidden fixed inset-x-0 bottom-0 z-30 grid border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
        style={{ gridTemplateColumns: `repeat(${nav.length + 1}, minmax(0, 1fr))` }}
      >
        {nav.map(({ to, label, Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            title={badges[to] ? `${badges[to]} new` : undefined}
            className={({ isActive }) =>
              `flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium ${isActive ? "text-brand-700" : "text-gray-600"}`
            }
          >
            <span className="relative">
              <Icon size={20} />
              <NavBadge count={badges[to]} compact />
            </span>
            {label}
          </NavLink>
        ))}
        <button
          type="button"
          onClick={onLogout}
          className="flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium text-red-700"
        >
          <LogoutIcon size={20} />
          Logout
        </button>
      </nav>
    </div>
  );
}

/** A seller screen's frame: title and body. */
export function SellerPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <div className="mt-4">{children}</div>
    </div>
  );
}
