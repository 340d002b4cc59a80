import { useCallback } from "react";
import { Form, Link, isRouteErrorResponse } from "react-router";
import { STORE } from "@domain/store";
import { useT, type Translate } from "~/lib/i18n/i18n";
import { isOfflineError, useCachedPages, useOpenSavedCopy } from "~/lib/offline-pages";
import englishErrors from "~/locales/en/errors.json";
import { ButtonLink } from "./ui/button";
import { AlertIcon, WifiOffIcon, SearchIcon } from "./ui/icons";

export interface RouteErrorProps {
  /** The thrown error; omit it for a plain "not found" page. */
  error?: unknown;
  /** Heading for a 404 of this route ("Product not found"). */
  notFoundTitle?: string;
  notFoundBody?: string;
  backTo?: { to: string; label: string };
  /** The store's offline page: the network is gone and this page was never saved. */
  offline?: boolean;
}

type Kind = "not-found" | "offline" | "failed";

function errorKind(error: unknown, offline: boolean): Kind {
  if (offline) return "offline";
  if (error === undefined || (isRouteErrorResponse(error) && error.status === 404))
    return "not-found";
  return isOfflineError(error) ? "offline" : "failed";
}

/**
 * The page's words for the error page. A page whose root itself failed has no words (the root
 * sends them): then the English catalog's own text, never a bare key.
 */
function useErrorT(): Translate {
  const t = useT();
  return useCallback(
    (key, values) => {
      const text = t(key, values);
      if (text !== key || !(key in englishErrors)) return text;
      return englishErrors[key as keyof typeof englishErrors].replace(/\{(\w+)\}/g, (_, name) =>
        String(values?.[name as string] ?? ""),
      );
    },
    [t],
  );
}

/**
 * A route's error state inside the normal header and footer (404, 500, unknown product,
 * offline), always with a search box and a way home; offline, with the pages saved on this phone.
 */
export function RouteError({
  error,
  notFoundTitle,
  notFoundBody,
  backTo,
  offline = false,
}: RouteErrorProps) {
  const t = useErrorT();
  const kind = errorKind(error, offline);
  const cached = useCachedPages(kind === "offline", t);
  const back = backTo ?? { to: "/products", label: t("errors.browseAll") };
  // A saved page reached by a link while offline: show the saved copy, not this message.
  useOpenSavedCopy(kind === "offline" && !offline);
  const title =
    kind === "not-found"
      ? (notFoundTitle ?? t("errors.notFound.title"))
      : kind === "offline"
        ? t("errors.offline.title")
        : t("errors.failed.title");
  const body =
    kind === "not-found"
      ? (notFoundBody ?? t("errors.notFound.body"))
      : kind === "offline"
        ? t("errors.offline.body")
        : t("errors.failed.body");
  // A refused method (405) is the client's doing; only faults are worth a developer's console.
  const refused = isRouteErrorResponse(error) && error.status < 500;
  if (kind === "failed" && !refused && import.meta.env.DEV) console.error(error);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <title>{`${title} | ${STORE.name}`}</title>
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        {kind === "offline" ? <WifiOffIcon size={28} /> : <AlertIcon size={28} />}
      </span>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 text-gray-600">{body}</p>
      <Form
        method="get"
        action="/products"
        role="search"
        aria-label={t("errors.search.form")}
        className="relative mt-6 w-full max-w-sm"
      >
        <SearchIcon
          size={18}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-gray-500"
        />
        <input
          type="search"
          name="search"
          aria-label={t("errors.search.input")}
          placeholder={t("errors.search.placeholder")}
          maxLength={100}
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-gray-300 bg-white pl-10 pr-4 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </Form>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={back.to}>{back.label}</ButtonLink>
        <ButtonLink to="/" variant="outline">
          {t("errors.goHome")}
        </ButtonLink>
      </div>
      {kind === "offline" && cached.length > 0 ? (
        <nav aria-labelledby="saved-pages" className="mt-8 w-full text-left">
          <h2 id="saved-pages" className="text-sm font-bold text-gray-900">
            {t("errors.saved.heading")}
          </h2>
          <ul className="mt-2 divide-y divide-gray-100 rounded-xl bg-white ring-1 ring-gray-200">
            {cached.map((page) => (
              <li key={page.href}>
                <Link
                  to={page.href}
                  reloadDocument
                  className="block px-4 py-3 text-sm font-medium text-brand-700 hover:bg-gray-50"
                >
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : kind === "offline" ? (
        // Without scripts (the worker's offline answer) the worker fills this in itself, with
        // the heading in the page's language.
        <div data-saved-pages="" data-heading={t("errors.saved.heading")} className="w-full" />
      ) : null}
    </div>
  );
}
