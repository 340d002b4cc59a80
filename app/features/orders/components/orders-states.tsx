import type { ReactNode } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { BagIcon, UserIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import { useStatusName } from "../status-words";

function StateBox({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-gray-100">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        {icon}
      </span>
      <h2 className="mt-4 text-xl font-bold text-gray-900">{title}</h2>
      {children}
    </div>
  );
}

/** Ours: the spec names no message for a guest on the orders screen ("orders.loginTitle"). */
export const LOGIN_TO_VIEW_ORDERS = "Please login to view your orders";

export function OrdersLoggedOut({ onLogin }: { onLogin: () => void }) {
  const t = useT();
  return (
    <StateBox icon={<UserIcon size={30} />} title={t("orders.loginTitle")}>
      <p className="mt-1 text-gray-600">{t("orders.loginBody")}</p>
      <Button size="lg" className="mt-6" onClick={onLogin}>
        {t("orders.login")}
      </Button>
    </StateBox>
  );
}

export function NoOrders({ filtered, allHref }: { filtered: string | null; allHref: string }) {
  const t = useT();
  const name = useStatusName();
  return filtered ? (
    <StateBox
      icon={<BagIcon size={30} />}
      title={t("orders.noneWithStatus", { status: name(filtered) })}
    >
      <p className="mt-1 text-gray-600">{t("orders.noneWithStatusBody")}</p>
      <ButtonLink to={allHref} replace variant="outline" size="lg" className="mt-6">
        {t("orders.showAll")}
      </ButtonLink>
    </StateBox>
  ) : (
    <StateBox icon={<BagIcon size={30} />} title={t("orders.noneYet")}>
      <p className="mt-1 text-gray-600">{t("orders.noneYetBody")}</p>
      <ButtonLink to="/products" size="lg" className="mt-6">
        {t("cart.startShopping")}
      </ButtonLink>
    </StateBox>
  );
}
