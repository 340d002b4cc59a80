/**
 * The robustness test's hostile requests that need no body: path segments, query values, and
 * junk in the query and credentials of a bodiless call.
 */
import { verdict, type HostileCase } from "./hostile-cases";
import { describeValue, hostileStringsFor, type MustRefuse } from "./hostile-inputs";

/** Hostile path segments for a route parameter: traversal, NUL, bad escapes, 10 000 characters. */
export function pathSegmentCases(
  fill: (segment: string) => string,
  random: () => number,
  extra: string[] = [],
): HostileCase[] {
  const encoded = [
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e%2f%2e%2e%2fpackage.json",
    "..%5C..%5Cwindows",
    "%252e%252e%252f",
    "%00",
    "a%00b",
    "%E0%A4%A",
    "%C0%AE%C0%AE%2F",
    "x".repeat(10_000),
    "__proto__",
    "constructor",
    "null",
    "00000000-0000-4000-8000-000000000000",
    ...extra,
    ...hostileStringsFor(random)
      .filter((s) => s !== "")
      .map(encodeAny),
  ];
  return encoded.map((segment) => ({
    label: `segment ${describeValue(segment)}`,
    path: fill(segment),
    expect: "refuse" as const,
    sent: [segment, safeDecode(segment)],
  }));
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes its raw bytes. */
export const encodeAny = (s: string) =>
  [...s].map((ch) => (/[\uD800-\uDFFF]/.test(ch) ? "%ED%A0%80" : encodeURIComponent(ch))).join("");

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Hostile query values, one parameter at a time. */
export function queryCases(
  path: string,
  params: { name: string; mustRefuse: MustRefuse }[],
  random: () => number,
): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const { name, mustRefuse } of params) {
    for (const value of hostileStringsFor(random)) {
      cases.push({
        label: `?${name}=${describeValue(value)}`,
        path: `${path}?${name}=${encodeAny(value)}`,
        expect: verdict(mustRefuse(value)),
        sent: [value],
      });
    }
  }
  cases.push(
    {
      label: "a repeated and bracketed query",
      path: `${path}?search=a&search=b&page[]=1&__proto__[x]=1`,
      expect: "either",
    },
    {
      label: "a malformed escape in the query",
      path: `${path}?search=%E0%A4%A&category=%`,
      expect: "either",
    },
  );
  return cases;
}

/** Junk in the query and in the credentials of a call with no body. */
export function noBodyCases(protectedRoute: boolean): HostileCase[] {
  const refuse = protectedRoute ? ("refuse" as const) : ("either" as const);
  const authCase = (label: string, headers: Record<string, string>): HostileCase => ({
    label,
    headers,
    noAuth: true,
    expect: refuse,
    ...(protectedRoute ? { status: 401 } : {}),
  });
  return [
    {
      label: "junk in the query",
      path: "?__proto__[polluted]=1&%00=%00&a=%27%20OR%201%3D1--&constructor=x&page=-1",
      expect: protectedRoute ? "accept" : "either",
    },
    authCase("a 10 000-character Bearer token", { authorization: `Bearer ${"A".repeat(10_000)}` }),
    authCase("a Bearer token with spaces", { authorization: "Bearer a b c" }),
    authCase("Basic credentials", { authorization: "Basic Zm9vOmJhcg==" }),
    authCase("a traversal as a token", { authorization: "Bearer ../../etc/passwd" }),
    authCase("SQL in the seller-token header", { "seller-token": "' OR 1=1 --" }),
    authCase("a malformed cookie", {
      cookie: `minimart_token=%E0%A4%A; minimart_seller_token=${"x".repeat(5000)}; XSRF-TOKEN=`,
    }),
  ];
}
