import { useState } from "react";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { ProductImage } from "~/components/ui/product-image";
import { useT } from "~/lib/i18n/i18n";

/** Large image with thumbnails (SPEC §2.7); greyscale with an overlay when out of stock. */
export function ProductGallery({
  images,
  name,
  inStock,
}: {
  images: readonly string[];
  name: string;
  inStock: boolean;
}) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  const tone = inStock ? "" : "grayscale opacity-70";
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row">
      {images.length > 1 ? (
        <ul className="flex gap-2 sm:flex-col" aria-label={t("product.images")}>
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t("product.showImage", { index: index + 1, count: images.length })}
                aria-pressed={index === selected}
                className={`block w-16 overflow-hidden rounded-lg border-2 bg-white sm:w-20 ${index === selected ? "border-brand-600" : "border-gray-200 hover:border-gray-400"}`}
              >
                <ProductImage src={src} alt="" sizes="80px" className={tone} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative flex-1 overflow-hidden rounded-2xl border border-gray-200 bg-white p-4 [&>img]:mx-auto [&>img]:max-w-[280px] sm:[&>img]:max-w-none">
        <ProductImage
          key={current}
          src={current}
          alt={name}
          sizes="(min-width: 1024px) 520px, (min-width: 640px) 60vw, 92vw"
          priority
          className={tone}
        />
        {!inStock ? (
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="rounded-lg bg-red-600 px-4 py-2 text-base font-bold tracking-wide text-white shadow-lg">
              {t(STOREFRONT_MESSAGES.OUT_OF_STOCK_OVERLAY)}
            </span>
          </span>
        ) : null}
      </div>
    </div>
  );
}
