import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE, LANGUAGE_MESSAGES } from "@domain/language";
import { users } from "../../db/schema";
import { createApp } from "../../app";
import { expectDbUnchanged } from "../../test/db-snapshot";
import {
  cookieFrom,
  createTestContext,
  DB_KIND,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import { cookieHeaders, expectRefused } from "../../test/shopper";
import { createSsrPageHandler } from "../../test/ssr-pages";

// Filipino and English (issue 29): the switch's call and link, the cookie the pages are rendered
// by, and the account that remembers the choice.

type LanguageBody = { success: boolean; message: string; language: string };

describe(`the storefront language (${DB_KIND})`, () => {
  let t: TestContext;
  let ssr: Awaited<ReturnType<typeof createSsrPageHandler>>;
  let pages: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestContext();
    ssr = await createSsrPageHandler();
    pages = createApp(t.deps, { pageHandler: ssr.pageHandler });
  });
  afterAll(async () => {
    await ssr.close();
    await t.close();
  });

  const accountLanguage = async (userId: string) =>
    (await t.db.select({ l: users.language }).from(users).where(eq(users.id, userId)))[0]?.l;

  const page = async (path: string, cookie?: string) => {
    const res = await pages.request(`http://localhost${path}`, {
      headers: cookie ? { cookie } : {},
    });
    return { res, html: await res.text() };
  };

  it("PUT /api/language sets the cookie for a guest", async () => {
    const { status, body, res } = await t.call<LanguageBody>("PUT", "/api/language", {
      json: { language: "fil" },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, language: "fil", message: LANGUAGE_MESSAGES.SAVED });
    expect(cookieFrom(res, LANGUAGE_COOKIE)).toBe("fil");
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${LANGUAGE_COOKIE}=`))!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Max-Age=31536000/);
  });

  it("remembers it on the signed-in shopper's account (Bearer, or cookie with XSRF)", async () => {
    const shopper = await registerCustomer(t);
    expect(await accountLanguage(shopper.userId)).toBeNull();
    const res = await t.call<LanguageBody>("PUT", "/api/language", {
      token: shopper.token,
      json: { language: "fil" },
    });
    expect(res.status).toBe(200);
    expect(await accountLanguage(shopper.userId)).toBe("fil");

    const byCookie = await t.call<LanguageBody>("PUT", "/api/language", {
      headers: cookieHeaders(shopper.token),
      json: { language: "en" },
    });
    expect(byCookie.status).toBe(200);
    expect(await accountLanguage(shopper.userId)).toBe("en");
  });

  it("refuses a cookie-signed write without the XSRF header, changing nothing", async () => {
    const shopper = await registerCustomer(t);
    await expectDbUnchanged(t.db, async () => {
      const res = await t.call("PUT", "/api/language", {
        headers: cookieHeaders(shopper.token, { xsrf: "missing" }),
        json: { language: "fil" },
      });
      expectRefused(res, 403);
      expect(cookieFrom(res.res, LANGUAGE_COOKIE)).toBeUndefined();
    });
  });

  it("refuses an unknown language with a clear message, changing nothing", async () => {
    const shopper = await registerCustomer(t);
    for (const language of ["xx", "EN", "", "tl", 1, null]) {
      await expectDbUnchanged(t.db, async () => {
        const res = await t.call<LanguageBody>("PUT", "/api/language", {
          token: shopper.token,
          json: { language },
        });
        expectRefused(res, 400);
        expect(res.body.message).toBe(`language: ${LANGUAGE_MESSAGES.UNKNOWN}`);
        expect(cookieFrom(res.res, LANGUAGE_COOKIE)).toBeUndefined();
      });
    }
    expect(await accountLanguage(shopper.userId)).toBeNull();
  });

  it("renders a page in the cookie's language, English by default, with no other language's words", async () => {
    const english = await page("/");
    expect(english.html).toMatch(/<html lang="en"/);
    expect(english.html).toContain("We&#x27;re Open!");
    expect(english.html).not.toContain("Bukas Kami!");
    expect(english.res.headers.get("x-viewer")).toBe("guest");

    const filipino = await page("/", `${LANGUAGE_COOKIE}=fil`);
    expect(filipino.html).toMatch(/<html lang="fil"/);
    expect(filipino.html).toContain("Bukas Kami!");
    expect(filipino.html).not.toContain("We&#x27;re Open!");
    // The service worker drops pages saved in the other language.
    expect(filipino.res.headers.get("x-viewer")).toBe("guest;fil");

    const unknown = await page("/", `${LANGUAGE_COOKIE}=klingon`);
    expect(unknown.html).toMatch(/<html lang="en"/);
  });

  it("renders the offline page in the language its address names, for the service worker", async () => {
    const filipino = await page("/offline?lang=fil");
    expect(filipino.html).toMatch(/<html lang="fil"/);
    expect((await page("/offline")).html).toMatch(/<html lang="en"/);
    expect((await page("/offline?lang=xx")).html).toMatch(/<html lang="en"/);
    // Elsewhere the address does not choose the language: the cookie does.
    expect((await page("/?lang=fil")).html).toMatch(/<html lang="en"/);
  });

  it("renders in the account's language when the browser has no cookie yet", async () => {
    const shopper = await registerCustomer(t);
    await t.call("PUT", "/api/language", { token: shopper.token, json: { language: "fil" } });
    const signedIn = await page("/", `minimart_token=${shopper.token}`);
    expect(signedIn.html).toMatch(/<html lang="fil"/);
    // The browser's own cookie wins over the account.
    const chosenHere = await page("/", `minimart_token=${shopper.token}; ${LANGUAGE_COOKIE}=en`);
    expect(chosenHere.html).toMatch(/<html lang="en"/);
  });

  describe("GET /language/:language, the switch as a plain link", () => {
    const follow = (language: string, headers: Record<string, string> = {}) =>
      t.request("GET", `/language/${language}`, { headers });

    it("sets the cookie and goes back to the store page it was followed from", async () => {
      const res = await follow("fil", { referer: "http://localhost/products?search=rice&page=2" });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/products?search=rice&page=2");
      expect(cookieFrom(res, LANGUAGE_COOKIE)).toBe("fil");
      expect(res.headers.get("cache-control")).toBe("no-store");
    });

    it("goes home when followed from another site or from nowhere", async () => {
      const fromElsewhere: Record<string, string>[] = [
        { referer: "https://elsewhere.example/page" },
        {},
      ];
      for (const headers of fromElsewhere) {
        const res = await follow("en", headers);
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe("/");
      }
    });

    it("saves to the account only when followed from the store's own page", async () => {
      const shopper = await registerCustomer(t);
      const session = `minimart_token=${shopper.token}`;
      await follow("fil", { cookie: session, referer: "https://elsewhere.example/" });
      expect(await accountLanguage(shopper.userId)).toBeNull();
      await follow("fil", { cookie: session, referer: "http://localhost/cart" });
      expect(await accountLanguage(shopper.userId)).toBe("fil");
    });

    it("changes nothing for a language the store does not have", async () => {
      await expectDbUnchanged(t.db, async () => {
        const res = await follow("xx", { referer: "http://localhost/cart" });
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe("/cart");
        expect(cookieFrom(res, LANGUAGE_COOKIE)).toBeUndefined();
      });
    });
  });
});
