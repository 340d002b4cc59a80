import { NavLink } from "react-router";
import { STORE } from "@domain/store";
import { Modal } from "~/components/ui/modal";
import { useT } from "~/lib/i18n/i18n";
import { CUSTOMER_CARE_LINKS } from "../more-links";
import { ACCOUNT_LINKS, MAIN_LINKS, type NavItem } from "../nav-links";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-gray-800 hover:bg-gray-50"}`;

function LinkList({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  const t = useT();
  return (
    <ul className="space-y-0.5">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/"} className={linkClass} onClick={onNavigate}>
            {t(item.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The phone menu: every header link, in a dialog that traps focus and closes on Escape. */
export function MobileMenu({ loggedIn, onClose }: { loggedIn: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal title={STORE.name} onClose={onClose} size="sm">
      <nav aria-label={t("layout.nav.mobile")}>
        <LinkList
          items={[...MAIN_LINKS, { to: "/cart", key: "layout.nav.cart", label: "Cart" }]}
          onNavigate={onClose}
        />
        {loggedIn ? (
          <div className="mt-3 border-t border-gray-100 pt-3">
            <LinkList items={ACCOUNT_LINKS} onNavigate={onClose} />
          </div>
        ) : null}
        <p className="mt-4 border-t border-gray-100 px-3 pt-4 text-xs font-semibold uppercase tracking-wide text-gray-500">
          {t("layout.care.title")}
        </p>
        <LinkList items={CUSTOMER_CARE_LINKS} onNavigate={onClose} />
      </nav>
    </Modal>
  );
}
