import { Spinner } from "~/components/ui/button";

/** The In Stock switch (SPEC §2.15, §4.4): disabled with a spinner while its update runs. */
export function StockToggle({
  name,
  inStock,
  pending,
  onToggle,
}: {
  name: string;
  inStock: boolean;
  pending: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={inStock}
        aria-label={`In stock: ${name}`}
        disabled={pending}
        onClick={onToggle}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70 ${inStock ? "bg-brand-600" : "bg-gray-300"}`}
      >
        <span
          className={`flex h-5 w-5 items-center justify-center rounded-full bg-white text-brand-700 shadow transition-transform ${inStock ? "translate-x-6" : "translate-x-1"}`}
        >
          {pending ? <Spinner className="h-3 w-3" /> : null}
        </span>
      </button>
      <span
        className={`text-xs font-semibold ${inStock ? "text-brand-700" : "text-gray-500"}`}
        aria-hidden="true"
      >
        {inStock ? "In Stock" : "Out of Stock"}
      </span>
    </div>
  );
}
