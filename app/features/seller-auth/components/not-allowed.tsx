import { Link } from "react-router";
import { ROLE_LABELS, ROLE_MESSAGES, type StaffRole } from "@domain/staff-roles";
import { buttonClasses } from "~/components/ui/button";

/** A back-office page the person's role may not open: said plainly, with a way on. */
export function NotAllowed({ role }: { role: StaffRole }) {
  const home = role === "rider" ? { to: "/rider", label: "My deliveries" } : firstPageFor(role);
  return (
    <div
      role="alert"
      data-testid="not-allowed"
      className="mx-auto mt-6 max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-100"
    >
      <h1 className="text-lg font-bold text-gray-900">Not allowed</h1>
      <p className="mt-2 text-sm text-gray-600">
        You are signed in as {ROLE_LABELS[role]}. {ROLE_MESSAGES.FORBIDDEN}
      </p>
      <Link to={home.to} className={buttonClasses({ variant: "outline", className: "mt-5" })}>
        Go to {home.label}
      </Link>
    </div>
  );
}

const firstPageFor = (role: StaffRole) =>
  role === "owner"
    ? { to: "/seller", label: "Seller Centre" }
    : { to: "/seller/orders", label: "Orders" };
