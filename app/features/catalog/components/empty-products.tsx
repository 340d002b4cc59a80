import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { ButtonLink } from "~/components/ui/button";
import { SearchIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";

export function EmptyProducts({ hint, actionLabel }: { hint: string; actionLabel?: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gray-100 text-gray-500">
        <SearchIcon size={26} />
      </span>
      <h2 className="mt-4 text-xl font-bold text-gray-900">
        {t(STOREFRONT_MESSAGES.NO_PRODUCTS_FOUND)}
      </h2>
      <p className="mt-1 max-w-full text-sm text-gray-600 wrap-anywhere sm:max-w-sm">{hint}</p>
      <ButtonLink to="/products" className="mt-6">
        {actionLabel ?? t("products.browseAll")}
      </ButtonLink>
    </div>
  );
}
