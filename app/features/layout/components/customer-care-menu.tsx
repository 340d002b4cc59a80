import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import { CUSTOMER_CARE_LINKS } from "../more-links";

/** A disclosure of the Customer Care pages (SPEC §2.1). */
export function CustomerCareMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className="flex h-10 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-brand-700"
      >
        {t("layout.care.title")}
        <ChevronDownIcon
          size={16}
          className={open ? "rotate-180 transition-transform" : "transition-transform"}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 z-40 mt-1 w-60 overflow-hidden rounded-xl border border-gray-100 bg-white py-1 shadow-lg"
      >
        {CUSTOMER_CARE_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block px-4 py-2.5 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700"
            >
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
