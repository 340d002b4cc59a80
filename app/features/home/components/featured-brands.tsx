import { useT } from "~/lib/i18n/i18n";
import { BRAND_LOGO_SIZE, FEATURED_BRANDS, brandLogoUrl } from "../brands";

function BrandList({ hidden }: { hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 items-center gap-6 pr-6" aria-hidden={hidden || undefined}>
      {FEATURED_BRANDS.map((brand) => (
        <li
          key={brand.slug}
          className="shrink-0 rounded-xl border border-gray-100 bg-white px-3 py-2 shadow-sm"
        >
          <img
            src={brandLogoUrl(brand.slug)}
            alt={hidden ? "" : brand.name}
            width={BRAND_LOGO_SIZE.width}
            height={BRAND_LOGO_SIZE.height}
            loading="lazy"
            decoding="async"
            className="h-12 w-[120px] object-contain"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Ten brand logos, repeated, scrolling continuously over 12 s (SPEC §2.3): a pure CSS
 * animation (no script), paused on hover; with reduced motion it stands still and scrolls by hand.
 */
export function FeaturedBrands() {
  const t = useT();
  return (
    <section aria-labelledby="featured-brands">
      <h2 id="featured-brands" className="text-2xl font-bold text-gray-900">
        {t("home.brands.title")}
      </h2>
      <div className="brand-marquee mt-4 overflow-hidden py-2">
        <div className="brand-marquee-track flex w-max">
          <BrandList />
          <BrandList hidden />
        </div>
      </div>
    </section>
  );
}
