import { STORE } from "@domain/store";
import { CartIcon } from "~/components/ui/icons";
import { CashIcon, TruckIcon } from "~/components/ui/icons-store";

const STEPS = [
  {
    title: "Add to cart",
    body: "Browse hundreds of groceries and essentials and add what you need to your cart.",
    Icon: CartIcon,
  },
  {
    title: "Checkout with COD",
    body: "Choose your Sorsogon City address and pay with Cash on Delivery. No card needed.",
    Icon: CashIcon,
  },
  {
    title: "Order and wait",
    body: `Relax: your order arrives at your door within ${STORE.deliveryPromiseMinutes} minutes.`,
    Icon: TruckIcon,
  },
] as const;

/** Three steps (SPEC §2.3): columns on wide screens, a swipe carousel (CSS scroll-snap) on phones. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="rounded-2xl bg-brand-50 px-3 py-8 sm:px-6">
      <h2 id="how-it-works" className="text-center text-2xl font-bold text-gray-900">
        How it works
      </h2>
      <p className="mt-1 text-center text-sm text-gray-600">
        Groceries at your door in three easy steps
      </p>
      {/* On phones the steps scroll sideways: the list takes focus so arrow keys can scroll it. */}
      <ol
        tabIndex={0}
        aria-label="Three steps, scroll sideways for more"
        className="mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 md:grid md:grid-cols-3 md:overflow-visible focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {STEPS.map(({ title, body, Icon }, i) => (
          <li
            key={title}
            className="w-[82%] shrink-0 snap-center rounded-2xl bg-white p-6 text-center shadow-sm md:w-auto"
          >
            <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white">
              <Icon size={26} />
            </span>
            <p className="mt-3 text-xs font-bold uppercase tracking-wider text-brand-700">
              Step {i + 1}
            </p>
            <h3 className="mt-1 text-lg font-bold text-gray-900">{title}</h3>
            <p className="mt-2 text-sm text-gray-600">{body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
