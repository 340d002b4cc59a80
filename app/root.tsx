import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from "react-router";
import type { Route } from "./+types/root";
import { STORE } from "@domain/store";
import { AppShell } from "./app-shell";
import { buttonClasses } from "./components/ui/button";
import { useNonce } from "./lib/nonce";
import { pageMeta } from "./lib/meta";
import { SessionProvider } from "./session";
import "./app.css";

/** Who is browsing, from the session cookies: the first HTML already shows the right header. */
export function loader({ context }: Route.LoaderArgs) {
  return { viewer: context.viewer };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const meta: Route.MetaFunction = () =>
  pageMeta(undefined, `${STORE.tagline}. Cash on Delivery in ${STORE.city}.`);

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#15803d" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SessionProvider initialUser={loaderData.viewer.user}>
      <AppShell>
        <Outlet />
      </AppShell>
    </SessionProvider>
  );
}

/** Last resort: the app itself failed, so no header (it may be what broke), just a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page not found" : "Something went wrong";
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center p-8 text-center">
      <title>{`${title} | ${STORE.name}`}</title>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{STORE.name}</p>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-gray-600">
        {notFound
          ? "We couldn't find that page."
          : "Please try again in a moment, or go back to the home page."}
      </p>
      <Link to="/" reloadDocument className={buttonClasses({ className: "mt-6" })}>
        Go Home
      </Link>
    </main>
  );
}
