import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "~/lib/i18n/i18n";
import { TestLanguage } from "~/lib/i18n/test-language";
import { RouteError } from "./route-error";

function page(language: "en" | "fil" | "none", props: Parameters<typeof RouteError>[0] = {}) {
  const view = <RouteError {...props} />;
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () =>
        language === "none" ? (
          // The root failed: no words were sent.
          <LanguageProvider language="en" messages={{}}>
            {view}
          </LanguageProvider>
        ) : (
          <TestLanguage language={language}>{view}</TestLanguage>
        ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />).replace(/<!-- -->/g, "");
}

describe("the error page's words", () => {
  it("English: the not-found page as before", () => {
    const html = page("en");
    expect(html).toContain(">Page not found<");
    expect(html).toContain("The page you are looking for does not exist or has moved.");
    expect(html).toContain('aria-label="Search products"');
    expect(html).toContain('placeholder="Search products..."');
    expect(html).toContain(">Browse All Products<");
    expect(html).toContain(">Go Home<");
  });

  it("Filipino: translated, with a caller's own title kept", () => {
    const html = page("fil", { offline: true });
    expect(html).toContain(">Offline kayo<");
    expect(html).toContain(">Bumalik sa Home<");
    expect(html).not.toMatch(/errors\.|Go Home/);
    expect(page("fil", { notFoundTitle: "Hindi makita ang produkto" })).toContain(
      ">Hindi makita ang produkto<",
    );
  });

  it("with no words from the root, English text rather than keys", () => {
    const html = page("none", { error: new Error("boom") });
    expect(html).toContain(">Something went wrong<");
    expect(html).not.toContain("errors.");
  });
});
