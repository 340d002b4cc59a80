import { Link } from "react-router";
import { STORE } from "@domain/store";
import { BagIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";

export function StoreLogo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const t = useT();
  const [first, ...rest] = STORE.name.split(" ");
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2"
      aria-label={t("layout.logo.home", { store: STORE.name })}
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600 text-white max-[359px]:hidden">
        <BagIcon size={20} />
      </span>
      <span
        className={`text-base font-extrabold leading-none tracking-tight min-[360px]:text-lg ${tone === "dark" ? "text-gray-900" : "text-white"}`}
      >
        {first}
        <span className={tone === "dark" ? "text-brand-600" : "text-green-300"}>
          {" "}
          {rest.join(" ")}
        </span>
      </span>
    </Link>
  );
}
