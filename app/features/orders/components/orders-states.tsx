import type { ReactNode } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { BagIcon } from "~/components/ui/icons-store";
import { UserIcon } from "~/components/ui/icons-more";

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

/** Ours: the spec names no message for a guest on the orders screen. */
export const LOGIN_TO_VIEW_ORDERS = "Please login to view your orders";

export function OrdersLoggedOut({ onLogin }: { onLogin: () => void }) {
  return (
    <StateBox icon={<UserIcon size={30} />} title={LOGIN_TO_VIEW_ORDERS}>
      <p className="mt-1 text-gray-600">
        Your orders and their delivery status appear here once you log in.
      </p>
      <Button size="lg" className="mt-6" onClick={onLogin}>
        Login
      </Button>
    </StateBox>
  );
}

export function NoOrders({ filtered, allHref }: { filtered: string | null; allHref: string }) {
  return filtered ? (
    <StateBox icon={<BagIcon size={30} />} title={`No ${filtered} orders`}>
      <p className="mt-1 text-gray-600">None of your orders has this status right now.</p>
      <ButtonLink to={allHref} replace variant="outline" size="lg" className="mt-6">
        Show all orders
      </ButtonLink>
    </StateBox>
  ) : (
    <StateBox icon={<BagIcon size={30} />} title="No orders yet">
      <p className="mt-1 text-gray-600">
        When you place an order, you can follow its delivery here.
      </p>
      <ButtonLink to="/products" size="lg" className="mt-6">
        Start Shopping
      </ButtonLink>
    </StateBox>
  );
}
