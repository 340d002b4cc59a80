import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_MESSAGES,
  LANGUAGES,
  languageOrNull,
  type Language,
} from "@domain/language";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { cookieSite, optionalUser } from "../../http/auth";
import { parseJsonBody } from "../../http/validate";

/** PUT /api/language: the storefront language, for anyone; remembered on the account too. */
export const UpdateLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.UNKNOWN }),
});

export const LanguageField = z
  .enum(LANGUAGES)
  .describe("The storefront language: en (English, the default) or fil (Filipino)");

/**
 * The offline page in a given language (`/offline?lang=fil`): the service worker keeps one per
 * language and fetches them without cookies, so the address has to say which.
 */
const OFFLINE_PAGE = "/offline";

/** The language a page is rendered in: the cookie's, else the account's, else the default. */
export async function pageLanguage(
  c: Context<AppEnv>,
  userId: string | null,
): Promise<Language | null> {
  if (c.req.path === OFFLINE_PAGE) {
    const asked = languageOrNull(c.req.query("lang"));
    if (asked) return asked;
  }
  const fromCookie = languageOrNull(getCookie(c, LANGUAGE_COOKIE));
  if (fromCookie) return fromCookie;
  return userId ? accountLanguage(c.var.deps.db, userId) : null;
}

export async function accountLanguage(db: Database, userId: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return languageOrNull(row?.language);
}

async function saveAccountLanguage(db: Database, userId: string, language: Language) {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

function rememberLanguage(c: Context<AppEnv>, language: Language) {
  setCookie(c, LANGUAGE_COOKIE, language, {
    httpOnly: true,
    ...cookieSite(c),
    path: "/",
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
  });
}

/** Mounted at /api: the switch's call once the page's code runs (cookie and account). */
export const languageRoutes = new Hono<AppEnv>().put("/language", async (c) => {
  const { language } = await parseJsonBody(c, UpdateLanguageSchema);
  const user = await optionalUser(c);
  if (user) await saveAccountLanguage(c.var.deps.db, user.id, language);
  rememberLanguage(c, language);
  return c.json({ success: true, language, message: LANGUAGE_MESSAGES.SAVED });
});

/** The page a switch link was followed from, when it is one of this site's pages. */
function ownPageBefore(c: Context<AppEnv>): string | null {
  const referer = c.req.header("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.host !== new URL(c.req.url).host) return null;
    const back = `${from.pathname}${from.search}`;
    return back.startsWith(LANGUAGE_PAGE_PREFIX) ? "/" : back;
  } catch {
    return null;
  }
}

export const LANGUAGE_PAGE_PREFIX = "/language/";

/**
 * GET /language/:language: the switch as a plain link, so it works before (or without) the
 * page's code: sets the cookie and goes back to the page it was followed from. The signed-in
 * shopper's account remembers it too, but only when the link was followed from one of the
 * store's own pages (the browser's Referer, which another site cannot forge): a link elsewhere
 * that a browser is made to follow changes the cookie at most. A language the store does not
 * have changes nothing.
 */
export const languagePages = new Hono<AppEnv>().get(
  `${LANGUAGE_PAGE_PREFIX}:language`,
  async (c) => {
    const language = languageOrNull(c.req.param("language"));
    const back = ownPageBefore(c);
    if (language) {
      rememberLanguage(c, language);
      const user = back ? await optionalUser(c) : null;
      if (user) await saveAccountLanguage(c.var.deps.db, user.id, language);
    }
    c.header("Cache-Control", "no-store");
    return c.redirect(back ?? "/", 303);
  },
);
