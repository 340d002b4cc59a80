import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { ChevronDownIcon, UserIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import type { SessionUser } from "~/lib/types";

const itemClass =
  "block w-full px-4 py-2.5 text-left text-sm text-gray-700 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none";

/** The logged-in customer's menu: My Profile, My Orders, Logout (SPEC §2.1). */
export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent) {
    const items = Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  const firstName = user.name.split(/\s+/)[0] || user.name;
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("account.menu.button")}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="flex h-10 items-center gap-1.5 rounded-full px-2 text-gray-700 hover:bg-gray-100"
      >
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <UserIcon size={18} />
        </span>
        <span className="hidden max-w-24 truncate text-sm font-medium xl:inline">{firstName}</span>
        <ChevronDownIcon size={16} className="hidden xl:inline" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          role="menu"
          aria-label={t("account.menu.label")}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-xl border border-gray-100 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-gray-100 px-4 py-2.5" role="none">
            <p className="truncate text-sm font-semibold text-gray-900">{user.name}</p>
            <p className="truncate text-xs text-gray-500">{user.email}</p>
          </div>
          <Link role="menuitem" to="/profile" className={itemClass} onClick={() => setOpen(false)}>
            {t("layout.nav.myProfile")}
          </Link>
          <Link role="menuitem" to="/orders" className={itemClass} onClick={() => setOpen(false)}>
            {t("layout.nav.myOrders")}
          </Link>
          <button
            role="menuitem"
            type="button"
            className={`${itemClass} border-t border-gray-100 text-red-700`}
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            {t("account.menu.logout")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
