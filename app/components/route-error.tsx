import { isRouteErrorResponse } from "react-router";
import { STORE } from "@domain/store";
import { ButtonLink } from "./ui/button";
import { AlertIcon } from "./ui/icons";

export interface RouteErrorProps {
  /** The thrown error; omit it for a plain "not found" page. */
  error?: unknown;
  /** Heading for a 404 of this route ("Product not found"). */
  notFoundTitle?: string;
  notFoundBody?: string;
  backTo?: { to: string; label: string };
}

/** A route's error state inside the normal header and footer, with a way onwards. */
export function RouteError({
  error,
  notFoundTitle = "Page not found",
  notFoundBody = "The page you are looking for does not exist or has moved.",
  backTo = { to: "/products", label: "Browse All Products" },
}: RouteErrorProps) {
  const notFound = error === undefined || (isRouteErrorResponse(error) && error.status === 404);
  const title = notFound ? notFoundTitle : "Something went wrong";
  const body = notFound
    ? notFoundBody
    : "We could not load this page. Please check your connection and try again.";
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <title>{`${title} | ${STORE.name}`}</title>
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <AlertIcon size={28} />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 text-gray-600">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={backTo.to}>{backTo.label}</ButtonLink>
        <ButtonLink to="/" variant="outline">
          Go Home
        </ButtonLink>
      </div>
    </div>
  );
}
