import type { Route } from "./+types/home";
import { STORE } from "@domain/store";
import { island } from "~/components/island";
import { RouteError } from "~/components/route-error";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { pageMeta, pageTitle } from "~/lib/meta";
import { toCardProduct } from "~/lib/product-summary";

// The banners: the first is painted from the server's HTML; the code that moves them on
// arrives once the page is up (they turn only after seconds), or with the first touch.
const BannerCarousel = island(
  () => import("~/features/home/components/banner-carousel").then((m) => m.BannerCarousel),
  { when: "idle" },
);

// "Shop by Category": its heading and tiles are text and links alone, which work as the server
// sent them (the island routes their taps), so their code and the category table come only
// with a pointer or focus.
const CategorySections = island(
  () => import("~/features/catalog/components/category-sections").then((m) => m.CategorySections),
  { when: "reach" },
);

// Under the banners and the category rows on every screen: rendered by the server, its code
// (cards, cart controls) fetched as the shopper nears it. A tap on Add before then is carried out
// once it is live (island).
const BestSellers = island(() =>
  import("~/features/home/components/best-sellers").then((m) => m.BestSellers),
);

// How it works, the store finder and the brands: server-rendered, their code fetched when near.
const BelowTheFold = island(
  () => import("~/features/home/components/below-the-fold").then((m) => m.BelowTheFold),
  { className: "space-y-12" },
);

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.viewer.user;
  const [{ products, hasMore }, buyAgain] = await Promise.all([
    context.services.catalog.homeBestSellers(),
    user ? context.services.orders.buyAgainForUser(user.id) : Promise.resolve([]),
  ]);
  // The store finder's Satellite and Hybrid exist only with an imagery provider (MAP_IMAGERY_TILE_URL).
  return {
    bestSellers: products.map(toCardProduct),
    buyAgain: buyAgain.map(toCardProduct),
    hasMore,
    mapImagery: context.mapImagery ?? null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  const minutes = STORE.deliveryPromiseMinutes;
  const tags = pageMeta(undefined, t("home.meta.description", { minutes, city: STORE.city }));
  // The store's name and tagline, in the page's language ("home.meta.title" is pageTitle()'s
  // English, a test holds them equal).
  const english = pageTitle();
  const title = t("home.meta.title", { store: STORE.name, minutes });
  return tags.map((tag) =>
    "title" in tag ? { title } : tag.content === english ? { ...tag, content: title } : tag,
  );
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { bestSellers, buyAgain, hasMore, mapImagery } = loaderData;
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-3 py-4 sm:px-4 sm:py-6">
      <h1 className="sr-only">{t("home.heading", { store: STORE.name, city: STORE.city })}</h1>
      <BannerCarousel />

      <CategorySections />

      <BestSellers products={bestSellers} hasMore={hasMore} buyAgain={buyAgain} />

      <BelowTheFold mapImagery={mapImagery} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
