// The checkout's words built by the domain or the server: the catalogs' English is theirs,
// word for word, and every such message has its Filipino.
import { describe, expect, it } from "vitest";
import { zoneLabel } from "@domain/delivery";
import {
  DELIVERY_NOTE_MESSAGES,
  SUBSTITUTION_CHOICES,
  SUBSTITUTION_LABELS,
  SUBSTITUTION_QUESTION,
} from "@domain/delivery-notes";
import { codNotAvailableIn, minimumOrderMessage } from "@domain/messages";
import { SELF_CANCEL_MESSAGES } from "@domain/order-cancel";
import { compiledMessages, sourceCatalogs } from "~/lib/i18n/catalogs.server";
import { createI18n, type Translate } from "~/lib/i18n/i18n";
import { SUBSTITUTION_KEYS, substitutionLabelIn } from "~/lib/substitution-words";
import { minimumOrderWords } from "./checkout-words";
import { codWords } from "~/lib/cod-words";

const words = (language: "en" | "fil"): Translate => {
  const i18n = createI18n(language, compiledMessages(language));
  return (key, values) => i18n._(key, values as Record<string, unknown> | undefined);
};
const en = words("en");
const fil = words("fil");
const same = (english: string) => english;

describe("the checkout's words", () => {
  it("the minimum order message equals the domain's for any subtotal", () => {
    for (const subtotal of [0, 49.5, 120, 149.99])
      expect(minimumOrderWords(en, subtotal)).toBe(minimumOrderMessage(subtotal));
    expect(minimumOrderWords(fil, 100)).toContain("₱150");
  });

  it("the COD message names the barangay as the domain does", () => {
    expect(codWords(en, same, codNotAvailableIn(" Bibincahan "), " Bibincahan ")).toBe(
      codNotAvailableIn(" Bibincahan "),
    );
    expect(codWords(fil, same, codNotAvailableIn("Atocha"), "Atocha")).toContain("Atocha");
    expect(codWords(en, same, "Address verified for COD delivery", "Cabid-an")).toBe(
      "Address verified for COD delivery",
    );
  });

  it("the substitution choices and their question read as the domain's", () => {
    for (const choice of SUBSTITUTION_CHOICES) {
      expect(en(SUBSTITUTION_KEYS[choice])).toBe(SUBSTITUTION_LABELS[choice]);
      expect(substitutionLabelIn(fil, SUBSTITUTION_LABELS[choice])).toBe(
        fil(SUBSTITUTION_KEYS[choice]),
      );
    }
    expect(en("checkout.substitution.question")).toBe(SUBSTITUTION_QUESTION);
  });

  // server/modules/orders/order-stock.ts's stockShortageMessage (UI code does not import it).
  it("the stock message is the server's", () => {
    const one = [{ productId: "a", name: "Cooking Oil 1L", requested: 5, available: 3 }];
    const two = [...one, { productId: "b", name: "Sugar", requested: 2, available: 0 }];
    const server = [
      "Not enough stock: only 3 left of Cooking Oil 1L. Please lower the quantity to place your order.",
      "Not enough stock: only 3 left of Cooking Oil 1L, none left of Sugar. Please lower the quantities to place your order.",
    ];
    for (const [index, lines] of [one, two].entries()) {
      const list = lines
        .map((l) =>
          l.available === 0
            ? en("checkout.stock.none", { name: l.name })
            : en("checkout.stock.only", { available: l.available, name: l.name }),
        )
        .join(", ");
      expect(en("checkout.stock", { list, count: lines.length })).toBe(server[index]);
    }
  });

  it("the messages the checkout shows as given have their words in both languages", () => {
    const catalogs = sourceCatalogs();
    const shop = catalogs.en["messages-shop"] ?? {};
    for (const english of [
      zoneLabel(1),
      zoneLabel(2),
      zoneLabel(null),
      DELIVERY_NOTE_MESSAGES.RIDER_NOTE_TOO_LONG,
      DELIVERY_NOTE_MESSAGES.DEFAULT_SAVED,
      SELF_CANCEL_MESSAGES.CANCELLED,
    ]) {
      expect(shop[english], english).toBe(english);
      expect(catalogs.fil["messages-shop"]?.[english], english).toBeTruthy();
    }
  });
});
