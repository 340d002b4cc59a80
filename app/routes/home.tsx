import type { Route } from "./+types/home";
import { formatPeso } from "@domain/pricing";

export async function loader({ context }: Route.LoaderArgs) {
  return context.services.catalog.homeBestSellers();
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <ul>
      {loaderData.products.map((p) => (
        <li key={p._id}>
          {p.name} {formatPeso(p.price)}
        </li>
      ))}
    </ul>
  );
}
