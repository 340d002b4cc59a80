import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { STORE } from "@domain/store";
import { AppShell } from "./app-shell";
import { RouteError } from "./components/route-error";
import { SeoTags } from "./components/seo-tags";
import { useNonce } from "./lib/nonce";
import { pageMeta } from "./lib/meta";
import { siteOrigin } from "./lib/site-origin";
import { SessionProvider } from "./session";
import { LanguageProvider, type CompiledMessages } from "./lib/i18n/i18n";
import { compiledMessages } from "./lib/i18n/catalogs.server";
import { DEFAULT_LANGUAGE } from "@domain/language";
import "./app.css";

/**
 * Who is browsing, from the session cookies: the first HTML already shows the right header. And
 * in which language, with that language's words: the first HTML is already in it.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const language = context.language;
  // Share links need absolute addresses.
  return {
    viewer: context.viewer,
    origin: siteOrigin(context, request),
    language,
    messages: compiledMessages(language),
  };
}

/**
 * The root's data (viewer, language, words) changes with a sign-in, a sign-out or the language
 * switch, which revalidate or reload, never with a link followed: a navigation does not fetch
 * the page's words again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod || currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false);

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
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={root?.language ?? DEFAULT_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#15803d" />
        <Meta />
        {root ? <SeoTags origin={root.origin} /> : null}
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
    <LanguageProvider language={loaderData.language} messages={loaderData.messages as CompiledMessages}>
      <SessionProvider initialUser={loaderData.viewer.user}>
        <AppShell>
          <Outlet />
        </AppShell>
      </SessionProvider>
    </LanguageProvider>
  );
}

/**
 * Anything no route caught (a server error, a failed data request, a broken page) is shown
 * inside the normal chrome: header with search and cart, connectivity banner, footer.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <LanguageProvider
      language={root?.language ?? DEFAULT_LANGUAGE}
      messages={(root?.messages ?? {}) as CompiledMessages}
    >
      <SessionProvider initialUser={root?.viewer.user ?? null}>
        <AppShell>
          <RouteError error={error} />
        </AppShell>
      </SessionProvider>
    </LanguageProvider>
  );
}
