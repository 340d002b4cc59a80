import { firstCategory } from "@domain/catalogue";
import { formatPeso } from "@domain/money";
import { ProductImage } from "~/components/ui/product-image";
import { useSellerCan } from "~/lib/seller-role";
import type { Product } from "~/lib/types";
import { categoryLabel } from "../product-data";
import { stockLabel } from "../stock-label";
import { StockToggle } from "./stock-toggle";

export interface RowActions {
  lowStockThreshold: number;
  pendingStock: ReadonlySet<string>;
  deleting: ReadonlySet<string>;
  onToggleStock: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

function Thumb({ product }: { product: Product }) {
  return (
    <div
      className={`h-12 w-12 shrink-0 overflow-hidden rounded-lg bg-gray-50 ring-1 ring-gray-100 ${product.inStock ? "" : "grayscale"}`}
    >
      <ProductImage src={product.image[0]} alt="" sizes="48px" className="h-12 w-12" />
    </div>
  );
}

/** SKU, units left and the "Low stock" chip at or below the threshold (none left: out of stock). */
function StockInfo({ product, threshold }: { product: Product; threshold: number }) {
  const { text, low, out } = stockLabel(product.stockCount, threshold);
  if (text === null && !product.sku) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-gray-600">
      {product.sku ? <span className="font-mono">SKU {product.sku}</span> : null}
      {text !== null ? (
        <span className={out ? "font-semibold text-red-700" : undefined}>{text}</span>
      ) : null}
      {low ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-800 ring-1 ring-amber-200">
          Low stock
        </span>
      ) : null}
    </span>
  );
}

function Actions({ product, actions }: { product: Product; actions: RowActions }) {
  const deleting = actions.deleting.has(product._id);
  const canDelete = useSellerCan("products.delete");
  return (
    <div className="flex gap-2">
      <button
        type="button"
        onClick={() => actions.onEdit(product)}
        aria-label={`Edit ${product.name}`}
        className="h-9 rounded-lg border border-gray-300 px-3 text-sm font-semibold text-gray-800 hover:bg-gray-50"
      >
        Edit
      </button>
      {canDelete ? (
        <button
          type="button"
          onClick={() => actions.onDelete(product)}
          disabled={deleting}
          aria-label={`Delete ${product.name}`}
          className="h-9 rounded-lg border border-red-200 px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          {deleting ? "Deleting..." : "Delete"}
        </button>
      ) : null}
    </div>
  );
}

/** Wide screens: a table (SPEC §2.15). */
export function ProductTable({
  products,
  actions,
}: {
  products: readonly Product[];
  actions: RowActions;
}) {
  return (
    <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-100 lg:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-500">
          <tr>
            <th scope="col" className="px-4 py-3">
              Product
            </th>
            <th scope="col" className="px-4 py-3">
              Category
            </th>
            <th scope="col" className="px-4 py-3">
              Selling Price
            </th>
            <th scope="col" className="px-4 py-3">
              In Stock
            </th>
            <th scope="col" className="px-4 py-3">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {products.map((product) => (
            <tr key={product._id} className="align-middle">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <Thumb product={product} />
                  <div className="min-w-0">
                    <span className="line-clamp-2 font-medium text-gray-900">{product.name}</span>
                    <StockInfo product={product} threshold={actions.lowStockThreshold} />
                  </div>
                </div>
              </td>
              <td className="px-4 py-3 text-gray-600">
                {categoryLabel(firstCategory(product.category))}
              </td>
              <td className="whitespace-nowrap px-4 py-3 font-semibold text-gray-900">
                {formatPeso(product.price)}
              </td>
              <td className="px-4 py-3">
                <StockToggle
                  name={product.name}
                  inStock={product.inStock}
                  pending={actions.pendingStock.has(product._id)}
                  onToggle={() => actions.onToggleStock(product)}
                />
              </td>
              <td className="px-4 py-3">
                <Actions product={product} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Small screens: one card per product. */
export function ProductCards({
  products,
  actions,
}: {
  products: readonly Product[];
  actions: RowActions;
}) {
  return (
    <ul className="space-y-3 lg:hidden">
      {products.map((product) => (
        <li key={product._id} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100">
          <div className="flex gap-3">
            <Thumb product={product} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium text-gray-900">{product.name}</p>
              <p className="mt-0.5 text-xs text-gray-500">
                {categoryLabel(firstCategory(product.category))}
              </p>
              <p className="mt-1 font-semibold text-gray-900">{formatPeso(product.price)}</p>
              <StockInfo product={product} threshold={actions.lowStockThreshold} />
            </div>
          </div>
          <div className="mt-3 flex items-center justify-between gap-2 border-t border-gray-100 pt-3">
            <StockToggle
              name={product.name}
              inStock={product.inStock}
              pending={actions.pendingStock.has(product._id)}
              onToggle={() => actions.onToggleStock(product)}
            />
            <Actions product={product} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** While the list loads: grey rows of the table's or the cards' shape. */
export function ProductListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading products" className="space-y-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          className="flex animate-pulse items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-gray-100"
        >
          <div className="h-12 w-12 rounded-lg bg-gray-200" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-2/3 rounded bg-gray-200" />
            <div className="h-3 w-1/3 rounded bg-gray-100" />
          </div>
          <div className="hidden h-7 w-12 rounded-full bg-gray-200 sm:block" />
        </div>
      ))}
    </div>
  );
}
