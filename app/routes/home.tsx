import type { Route } from "./+types/home";
import { STORE } from "@domain/store";
import { CategorySections } from "~/features/catalog/components/category-sections";
import { BannerCarousel } from "~/features/home/components/banner-carousel";
import { BelowTheFold } from "~/features/home/components/below-the-fold";
import { BestSellers } from "~/features/home/components/best-sellers";
import { RouteError } from "~/components/route-error";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { pageMeta, pageTitle } from "~/lib/meta";
import { toCardProduct } from "~/lib/product-summary";

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

      <div className="space-y-12">
        <BelowTheFold mapImagery={mapImagery} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
