import { useState } from "react";
import toast from "react-hot-toast";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { paginate } from "@domain/catalog-query";
import {
  MESSAGES,
  deleteProductConfirm,
  markedOutOfStock,
  nowInStock,
  showingProductsCount,
  stockUpdateFailed,
} from "@domain/messages";
import { Button, ButtonLink } from "~/components/ui/button";
import { ApiError } from "~/lib/http";
import type { Product } from "~/lib/types";
import { failureToast } from "~/lib/failure-toast";
import { useConfirm } from "~/components/ui/confirm-dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { deleteProduct, setProductStock } from "../api";
import { useSellerProducts } from "../hooks/use-seller-products";
import {
  DEFAULT_SELLER_LIST_QUERY,
  SELLER_PAGE_SIZE,
  parseSellerListQuery,
  sellerListApiSearch,
  sellerListSearch,
  type SellerListQuery,
} from "../list-query";
import { EditProductModal } from "./edit-product-modal";
import { FilterChips, ListFilters, SearchBox } from "./list-filters";
import { ListPager } from "./list-pager";
import { ProductCards, ProductListSkeleton, ProductTable } from "./product-rows";

const withId = (set: ReadonlySet<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/** SPEC §8 for the stock call: the server's message; an exception reads "Failed to update stock status: …". */
function stockFailureToast(error: unknown) {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return; // the client decided: toast or silence
    if (error.handled) {
      // Replace the client's network/server toast (same id) with the stock-specific wording.
      toast.error(stockUpdateFailed(error.message), { id: error.message });
      return;
    }
    toast.error(error.serverMessage ?? stockUpdateFailed(error.message));
    return;
  }
  toast.error(stockUpdateFailed(error instanceof Error ? error.message : String(error)));
}

/**
 * The seller's products list (SPEC §2.15, §4.4): one page at a time, searched, filtered and
 * sorted by the server (GET /api/product/seller-list), so 100,000 products load as 50.
 */
export function SellerProductsScreen({
  headerActions,
}: {
  /** Beside the title: the route puts the catalogue export there (another feature's part). */
  headerActions?: React.ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const query = parseSellerListQuery(params);
  const { page: listPage, failed, loading, reload } = useSellerProducts(sellerListApiSearch(query));
  const [pendingStock, setPendingStock] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Product | null>(null);
  const { confirm, dialog } = useConfirm();

  const total = listPage?.total ?? 0;
  const win = paginate(total, listPage?.page ?? query.page, SELLER_PAGE_SIZE);
  const rows = listPage?.products ?? [];

  const changeQuery = (next: SellerListQuery) => {
    // A filter change that lands while the person is already on the way to another page
    // (a search typed just before tapping Orders) would pull them back here: drop it.
    const leaving = navigation.location;
    if (leaving && leaving.pathname !== location.pathname) return;
    setParams(new URLSearchParams(sellerListSearch(next)), {
      replace: true,
      preventScrollReset: true,
    });
  };

  async function toggleStock(product: Product) {
    const inStock = !product.inStock;
    setPendingStock((s) => withId(s, product._id, true));
    try {
      const reply = await setProductStock(product._id, inStock);
      if (!reply.success) toast.error(reply.message ?? stockUpdateFailed("unknown error"));
      else toast.success(inStock ? nowInStock(product.name) : markedOutOfStock(product.name));
    } catch (error) {
      stockFailureToast(error);
    } finally {
      await reload();
      setPendingStock((s) => withId(s, product._id, false));
    }
  }

  async function remove(product: Product) {
    const ok = await confirm({
      title: "Delete this product?",
      message: deleteProductConfirm(product.name),
      confirmLabel: "Delete product",
      cancelLabel: "Keep it",
      danger: true,
    });
    if (!ok) return;
    setDeleting((s) => withId(s, product._id, true));
    try {
      const reply = await deleteProduct(product._id);
      if (!reply.success) toast.error(reply.message ?? "Failed to delete product");
      else toast.success(reply.message ?? "Product deleted successfully");
      await reload();
    } catch (error) {
      failureToast(error);
    } finally {
      setDeleting((s) => withId(s, product._id, false));
    }
  }

  const actions = {
    lowStockThreshold: listPage?.lowStockThreshold ?? 5,
    pendingStock,
    deleting,
    onToggleStock: toggleStock,
    onEdit: setEditing,
    onDelete: remove,
  };

  let body;
  if (listPage === null) {
    body = failed ? (
      <LoadFailed what="products" onRetry={() => void reload()} />
    ) : (
      <ProductListSkeleton />
    );
  } else if (listPage.catalogueTotal === 0) {
    body = (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-100">
        <h2 className="text-lg font-bold text-gray-900">{MESSAGES.NO_PRODUCTS_FOUND}</h2>
        <p className="mt-1 text-gray-600">{MESSAGES.SELLER_NO_PRODUCTS_YET}</p>
        <ButtonLink to="/seller" className="mt-5">
          {MESSAGES.SELLER_ADD_FIRST_PRODUCT}
        </ButtonLink>
      </div>
    );
  } else if (total === 0) {
    body = (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-100">
        <h2 className="text-lg font-bold text-gray-900">{MESSAGES.NO_PRODUCTS_FOUND}</h2>
        <p className="mt-1 text-gray-600">{MESSAGES.SELLER_NO_FILTER_MATCHES}</p>
        <Button
          variant="outline"
          className="mt-5"
          onClick={() => changeQuery(DEFAULT_SELLER_LIST_QUERY)}
        >
          {MESSAGES.CLEAR_ALL_FILTERS}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <ProductTable products={rows} actions={actions} />
        <ProductCards products={rows} actions={actions} />
        <ListPager
          window={win}
          onPage={(page) => {
            changeQuery({ ...query, page });
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">{MESSAGES.ALL_PRODUCTS_TITLE}</h1>
        {headerActions}
      </div>
      <div className="mt-1">
        {listPage ? (
          <p className="text-sm text-gray-600" aria-live="polite">
            {showingProductsCount(total, listPage.catalogueTotal)}
            {win.pageCount > 1 ? (
              <span className="text-gray-600">
                {" "}
                · page {win.page} of {win.pageCount}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="mt-4 space-y-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100 sm:p-4">
        <SearchBox query={query} onChange={changeQuery} />
        <ListFilters query={query} onChange={changeQuery} />
        <FilterChips query={query} onChange={changeQuery} />
      </div>
      <div className={`mt-4 transition-opacity ${loading && listPage ? "opacity-60" : ""}`}>
        {body}
      </div>
      {editing ? (
        <EditProductModal
          product={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      ) : null}
      {dialog}
    </div>
  );
}
