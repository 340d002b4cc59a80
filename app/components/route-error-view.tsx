import { Form, Link, isRouteErrorResponse } from "react-router";
import { STORE } from "@domain/store";
import { isOfflineError, useCachedPages, useOpenSavedCopy } from "~/lib/offline-pages";
import { ButtonLink } from "./ui/button";
import { AlertIcon, WifiOffIcon } from "./ui/icons";
import { SearchIcon } from "./ui/icons-shop";

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
 * A route's error state inside the normal header and footer (404, 500, unknown product,
 * offline), always with a search box and a way home; offline, with the pages saved on this phone.
 */
export function RouteError({
  error,
  notFoundTitle = "Page not found",
  notFoundBody = "The page you are looking for does not exist or has moved.",
  backTo = { to: "/products", label: "Browse All Products" },
  offline = false,
}: RouteErrorProps) {
  const kind = errorKind(error, offline);
  const cached = useCachedPages(kind === "offline");
  // A saved page reached by a link while offline: show the saved copy, not this message.
  useOpenSavedCopy(kind === "offline" && !offline);
  const title =
    kind === "not-found"
      ? notFoundTitle
      : kind === "offline"
        ? "You're offline"
        : "Something went wrong";
  const body =
    kind === "not-found"
      ? notFoundBody
      : kind === "offline"
        ? "This page is not saved on this phone yet. Pages you have visited still open without a connection."
        : "We could not load this page. Please try again in a moment, or search for what you need.";
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
        aria-label="Search the store"
        className="relative mt-6 w-full max-w-sm"
      >
        <SearchIcon
          size={18}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-gray-500"
        />
        <input
          type="search"
          name="search"
          aria-label="Search products"
          placeholder="Search products..."
          maxLength={100}
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-gray-300 bg-white pl-10 pr-4 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </Form>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={backTo.to}>{backTo.label}</ButtonLink>
        <ButtonLink to="/" variant="outline">
          Go Home
        </ButtonLink>
      </div>
      {kind === "offline" && cached.length > 0 ? (
        <nav aria-labelledby="saved-pages" className="mt-8 w-full text-left">
          <h2 id="saved-pages" className="text-sm font-bold text-gray-900">
            Saved on this phone
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
        // Without scripts (the worker's offline answer) the worker fills this in itself.
        <div data-saved-pages="" className="w-full" />
      ) : null}
    </div>
  );
}
