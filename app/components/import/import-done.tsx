import { Link } from "react-router";

/** What an import did, with the way to the products it added or changed. */
export function ImportDone({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <p className="font-semibold text-brand-800">{message}</p>
      <Link to="/seller/products-list" className="text-sm font-semibold text-brand-700 underline">
        View products
      </Link>
    </div>
  );
}
