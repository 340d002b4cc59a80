import { STORE } from "@domain/store";
import { CartIcon, CashIcon, TruckIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";

/** Each step's words: `t(title)`, `t(body, { minutes })` (app/locales/<language>/home.json). */
const STEPS = [
  { title: "home.howItWorks.cart.title", body: "home.howItWorks.cart.body", Icon: CartIcon },
  { title: "home.howItWorks.cod.title", body: "home.howItWorks.cod.body", Icon: CashIcon },
  { title: "home.howItWorks.wait.title", body: "home.howItWorks.wait.body", Icon: TruckIcon },
] as const satisfies readonly { title: MessageKey; body: MessageKey; Icon: unknown }[];

/** Three steps (SPEC §2.3): columns on wide screens, a swipe carousel (CSS scroll-snap) on phones. */
export function HowItWorks() {
  const t = useT();
  return (
    <section aria-labelledby="how-it-works" className="rounded-2xl bg-brand-50 px-3 py-8 sm:px-6">
      <h2 id="how-it-works" className="text-center text-2xl font-bold text-gray-900">
        {t("home.howItWorks.title")}
      </h2>
      <p className="mt-1 text-center text-sm text-gray-600">{t("home.howItWorks.subtitle")}</p>
      {/* On phones the steps scroll sideways: the list takes focus so arrow keys can scroll it. */}
      <ol
        tabIndex={0}
        aria-label={t("home.howItWorks.listLabel")}
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
              {t("home.howItWorks.step", { number: i + 1 })}
            </p>
            <h3 className="mt-1 text-lg font-bold text-gray-900">{t(title)}</h3>
            <p className="mt-2 text-sm text-gray-600">
              {t(body, { minutes: STORE.deliveryPromiseMinutes })}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
