import { Link } from "react-router";
import { CATEGORY_CATALOGUE, type CategoryItem } from "@domain/catalogue";
import { SectionHeading } from "~/components/ui/section-heading";
import { useT } from "~/lib/i18n/i18n";
import { categoryHref } from "~/lib/product-href";

const TILE_SIZE = 240;

// Tiles without a picture get a colour of their own, stable per category.
const LETTER_COLORS = [
  "#2e7d5b",
  "#c0504d",
  "#3b6fb6",
  "#b7791f",
  "#7b5ea7",
  "#2a9d8f",
  "#d1495b",
  "#5c6bc0",
];

export function letterTileColor(path: string): string {
  let hash = 0;
  for (const ch of path.toLowerCase()) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return LETTER_COLORS[hash % LETTER_COLORS.length]!;
}

function CategoryTile({ item }: { item: CategoryItem }) {
  return (
    <Link
      to={categoryHref(item.path)}
      className="group block overflow-hidden rounded-xl border border-gray-200 bg-white transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      title={item.description}
    >
      {item.image ? (
        <img
          src={item.image}
          alt={item.text}
          width={TILE_SIZE}
          height={TILE_SIZE}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full object-cover transition-transform group-hover:scale-105"
        />
      ) : (
        <span
          className="flex aspect-square w-full flex-col items-center justify-center gap-[6%] p-2 text-center"
          style={{
            backgroundColor: `${letterTileColor(item.path)}26`,
            color: letterTileColor(item.path),
          }}
        >
          <span
            aria-hidden="true"
            className="flex aspect-square w-[58%] items-center justify-center rounded-full border-[3px] bg-white text-3xl font-extrabold"
            style={{ borderColor: `${letterTileColor(item.path)}66` }}
          >
            {item.text.slice(0, 1)}
          </span>
          {/* The name in near-black on the light tint: the category hue is too light for small text. */}
          <span className="text-xs font-extrabold leading-tight text-gray-900 sm:text-[13px]">
            {item.text}
          </span>
        </span>
      )}
    </Link>
  );
}

/** The home page's "Shop by Category" (SPEC §2.3): a swipeable row on phones, a grid on wide screens. */
export function CategorySections() {
  const t = useT();
  return (
    <section aria-labelledby="shop-by-category">
      <SectionHeading id="shop-by-category" title={t("category.shopBy")} />
      <div className="space-y-8">
        {CATEGORY_CATALOGUE.sections.map((section) => (
          <section key={section.id} aria-labelledby={`cat-${section.id}`}>
            <h3 id={`cat-${section.id}`} className="mb-3 text-lg font-bold text-gray-900">
              {section.title}
            </h3>
            <ul className="-mx-3 flex snap-x snap-mandatory gap-3 overflow-x-auto px-3 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 md:grid-cols-6 lg:grid-cols-8 xl:grid-cols-10">
              {section.items.map((item) => (
                // On phones a row scrolls sideways: tiles off to the side are not laid out (nor
                // their pictures fetched) until they come near, at the same 7 rem square. The
                // focus ring is drawn inside the tile, which this containment would clip.
                <li
                  key={item.path}
                  className="w-28 shrink-0 snap-start max-sm:[contain-intrinsic-size:auto_7rem] max-sm:[content-visibility:auto] sm:w-auto"
                >
                  <CategoryTile item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
