import { lazy, Suspense, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { STORE } from "@domain/store";
import { STORE_BRANCHES } from "@domain/branches";
import type { LegalDocument } from "~/components/legal/legal-documents";
import {
  MapPinIcon,
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  PhoneIcon,
  XLogoIcon,
} from "~/components/ui/icons";
import type { NavItem } from "../nav-links";
import { CUSTOMER_CARE_LINKS, FOOTER_QUICK_LINKS, SOCIAL_LINKS } from "../more-links";
import { StoreLogo } from "./store-logo";
import { telHref } from "~/lib/phone";
import { useT } from "~/lib/i18n/i18n";
import { LanguageSwitch } from "./language-switch";

// Opened by a tap on Terms of Service or Privacy Policy: not part of the page's code.
const LegalDialog = lazy(() =>
  import("~/components/legal/legal-documents").then((m) => ({ default: m.LegalDialog })),
);

const SOCIAL_ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, x: XLogoIcon } as const;

function LinkColumn({ title, items }: { title: string; items: readonly NavItem[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="text-sm font-bold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="text-sm text-gray-300 hover:text-white">
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Newsletter box: no call is made and nothing is checked (SPEC §2.1); it says so honestly. */
function Newsletter() {
  const t = useT();
  const [sent, setSent] = useState(false);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.currentTarget.reset();
    setSent(true);
  }
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3">
      <label htmlFor="newsletter-email" className="sr-only">
        {t("layout.footer.newsletterLabel")}
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          placeholder={t("layout.footer.newsletterPlaceholder")}
          autoComplete="email"
          className="h-10 min-w-0 flex-1 rounded-lg border border-gray-600 bg-gray-800 px-3 text-base text-white placeholder:text-gray-400 focus:border-green-400 focus:outline-none sm:text-sm"
        />
        <button
          type="submit"
          className="h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-500"
        >
          {t("layout.footer.subscribe")}
        </button>
      </div>
      <p className="mt-2 min-h-5 text-xs text-gray-400" aria-live="polite">
        {sent ? t("layout.footer.newsletterThanks") : ""}
      </p>
    </form>
  );
}

export function Footer() {
  const t = useT();
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  const branch = STORE_BRANCHES[0];
  return (
    <footer className="mt-12 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-5">
        <div className="col-span-2">
          <StoreLogo tone="light" />
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            {t("layout.footer.about", {
              city: STORE.city,
              minutes: STORE.deliveryPromiseMinutes,
            })}
          </p>
          <ul className="mt-4 space-y-1.5 text-sm">
            <li className="flex items-center gap-2">
              <MapPinIcon size={16} /> {branch?.address}
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon size={16} />
              <a href={telHref(STORE.phone)} className="hover:text-white">
                {STORE.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MailIcon size={16} />
              <a href={`mailto:${STORE.email}`} className="hover:text-white">
                {STORE.email}
              </a>
            </li>
          </ul>
        </div>
        <LinkColumn title={t("layout.footer.quickLinks")} items={FOOTER_QUICK_LINKS} />
        <LinkColumn title={t("layout.care.title")} items={CUSTOMER_CARE_LINKS} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-bold uppercase tracking-wide text-white">
            {t("layout.footer.connect")}
          </h2>
          <ul className="mt-3 flex gap-2">
            {SOCIAL_LINKS.map((link) => {
              const Icon = SOCIAL_ICONS[link.network];
              return (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t("layout.footer.newTab", { network: link.label })}
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-gray-800 text-gray-200 hover:bg-brand-600 hover:text-white"
                  >
                    <Icon size={18} />
                  </a>
                </li>
              );
            })}
          </ul>
          <h2 className="mt-6 text-sm font-bold uppercase tracking-wide text-white">
            {t("layout.footer.newsletter")}
          </h2>
          <Newsletter />
        </div>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 text-xs text-gray-400 sm:flex-row">
          <p>{t("layout.footer.rights", { store: STORE.name })}</p>
          <LanguageSwitch />
          <p className="flex gap-4">
            <button
              type="button"
              className="hover:text-white hover:underline"
              onClick={() => setLegal("terms")}
            >
              {t("layout.footer.terms")}
            </button>
            <button
              type="button"
              className="hover:text-white hover:underline"
              onClick={() => setLegal("privacy")}
            >
              {t("layout.footer.privacy")}
            </button>
          </p>
        </div>
      </div>
      {legal ? (
        <Suspense fallback={null}>
          <LegalDialog document={legal} onClose={() => setLegal(null)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
