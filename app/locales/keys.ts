// Every key the storefront's words are named by: the English catalogs' keys, area by area. A key
// used in code but missing from English fails the typecheck; a test (app/locales/catalogs.test.ts)
// holds that every language has exactly the keys English has. A new area file is added here.
import type account from "./en/account.json";
import type cart from "./en/cart.json";
import type catalog from "./en/catalog.json";
import type common from "./en/common.json";
import type contact from "./en/contact.json";
import type errors from "./en/errors.json";
import type home from "./en/home.json";
import type layout from "./en/layout.json";
import type legal from "./en/legal.json";
import type messages from "./en/messages.json";
import type messagesLayout from "./en/messages-layout.json";
import type messagesPages from "./en/messages-pages.json";
import type messagesShop from "./en/messages-shop.json";
import type orders from "./en/orders.json";
import type pages from "./en/pages.json";

export type MessageKey = Extract<
  | keyof typeof account
  | keyof typeof cart
  | keyof typeof catalog
  | keyof typeof common
  | keyof typeof contact
  | keyof typeof errors
  | keyof typeof home
  | keyof typeof layout
  | keyof typeof legal
  | keyof typeof messages
  | keyof typeof messagesLayout
  | keyof typeof messagesPages
  | keyof typeof messagesShop
  | keyof typeof orders
  | keyof typeof pages,
  string
>;
