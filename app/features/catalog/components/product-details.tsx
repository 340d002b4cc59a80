// A product page's details (SPEC §2.7): what the product is, its price and stock, Add to Cart
// and Buy now, and the store's promise under them.
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { formatPeso } from "@domain/money";
import { STORE } from "@domain/store";
import { Badge } from "~/components/ui/badge";
import { AlertIcon, CashIcon, TruckIcon } from "~/components/ui/icons";
import { ProductPurchaseActions } from "~/components/product-purchase-actions";
import { useT } from "~/lib/i18n/i18n";

export interface ProductDetailsProps {
  product: {
    _id: string;
    name: string;
    brand?: string;
    price: number;
    inStock: boolean;
    bestseller?: boolean;
    description: string[];
  };
  /** "Only N left" when stock is low, else null. */
  lowStockLeft: number | null;
}

/** Brand, name, price, stock badges and alerts, "About Product", the buttons, the promise. */
export function ProductDetails({ product, lowStockLeft }: ProductDetailsProps) {
  const t = useT();
  const description = product.description.filter((line) => line.trim() !== "");
  return (
    <>
      {product.brand ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-gray-500">
          {product.brand}
        </p>
      ) : null}
      <h1 className="mt-1 text-2xl font-bold text-gray-900 sm:text-3xl">{product.name}</h1>
      <div className="mt-3 flex items-center gap-3">
        <p className="text-3xl font-extrabold text-brand-700">{formatPeso(product.price)}</p>
        {product.inStock ? (
          <Badge tone="brand">{t("product.inStock")}</Badge>
        ) : (
          <Badge tone="red">{t(STOREFRONT_MESSAGES.OUT_OF_STOCK_BUTTON)}</Badge>
        )}
        {product.bestseller ? <Badge tone="amber">{t("product.bestseller")}</Badge> : null}
      </div>
      {lowStockLeft !== null ? (
        <p className="mt-2 text-sm font-semibold text-amber-700">
          {t("product.onlyLeft", { count: lowStockLeft })}
        </p>
      ) : null}
      {!product.inStock ? (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          <AlertIcon size={18} className="mt-0.5 shrink-0" />
          {t(STOREFRONT_MESSAGES.PRODUCT_OUT_OF_STOCK)}
        </p>
      ) : null}
      {description.length > 0 ? (
        <section className="mt-6" aria-labelledby="about-product">
          <h2 id="about-product" className="text-lg font-bold text-gray-900">
            {t("product.about")}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
            {description.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-6">
        <ProductPurchaseActions product={product} />
      </div>
      <ProductPromises />
    </>
  );
}

/** Delivery time and Cash on Delivery, under the buttons. */
function ProductPromises() {
  const t = useT();
  return (
    <ul className="mt-4 space-y-2 rounded-xl bg-white p-4 text-sm text-gray-700 ring-1 ring-gray-100">
      <li className="flex items-center gap-2">
        <TruckIcon size={18} className="text-brand-600" />
        {t("product.deliveredWithin", {
          minutes: STORE.deliveryPromiseMinutes,
          city: STORE.city,
        })}
      </li>
      <li className="flex items-center gap-2">
        <CashIcon size={18} className="text-brand-600" />
        {t("product.payCod")}
      </li>
    </ul>
  );
}
