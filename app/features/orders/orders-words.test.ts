// The orders screen's words in the catalogs: in English exactly the domain's and the page's
// own (statuses, their lines, the live toasts, "Buy again", the cancel reasons).
import { describe, expect, it } from "vitest";
import { buyAgainMessage, cappedWords, type BuyAgainAdded } from "@domain/buy-again";
import { CANCEL_REASONS } from "@domain/order-cancel";
import { ORDER_STATUSES, statusInfo } from "@domain/order-status";
import { compiledMessages } from "~/lib/i18n/catalogs.server";
import { createI18n, type Translate } from "~/lib/i18n/i18n";
import { buyAgainMessageIn, cappedWordsIn } from "./buy-again-words";
import { statusToast, statusToastIn } from "./live-orders";
import { statusAbout, statusName } from "./status-words";

const words = (language: "en" | "fil"): Translate => {
  const i18n = createI18n(language, compiledMessages(language));
  return (key, values) => i18n._(key, values as Record<string, unknown> | undefined);
};
const en = words("en");
const fil = words("fil");
const ID = "0b7f3c1e-2d4a-4f6b-9c8d-1a2b3c4d5e6f";

describe("an order's status in words", () => {
  it("English is the stored status and the domain's line; Filipino differs", () => {
    for (const status of ORDER_STATUSES) {
      expect(statusName(en, status)).toBe(status);
      expect(statusAbout(en, status)).toBe(statusInfo(status).customerMessage);
      expect(statusName(fil, status)).not.toBe(status);
    }
    expect(statusName(fil, "On Hold")).toBe("On Hold");
    expect(statusAbout(en, "On Hold")).toBe(statusInfo("On Hold").customerMessage);
  });

  it("the live toasts say in English what statusToast says", () => {
    for (const status of [...ORDER_STATUSES, "On Hold"])
      expect(statusToastIn(en, ID, status)).toBe(statusToast(ID, status));
    expect(statusToastIn(fil, ID, "Delivered")).toBe("Naihatid na ang order ninyo #3C4D5E6F. Enjoy!");
  });

  it("the cancel reasons read as the domain's labels", () => {
    const keys = [
      "cancel.reason.changedMind",
      "cancel.reason.orderedByMistake",
      "cancel.reason.wrongItems",
      "cancel.reason.wrongAddress",
      "cancel.reason.tooSlow",
      "cancel.reason.other",
    ] as const;
    expect(keys.map((k) => en(k))).toEqual(CANCEL_REASONS.map((r) => r.label));
  });
});

describe("Buy again's words", () => {
  const line = (over: Partial<BuyAgainAdded>): BuyAgainAdded => ({
    productId: "p1",
    name: "Rice 5kg",
    price: 250,
    quantity: 2,
    requested: 2,
    capped: null,
    available: null,
    ...over,
  });
  const cases: [BuyAgainAdded[], Parameters<typeof buyAgainMessage>[1]][] = [
    [[line({})], []],
    [[line({}), line({ productId: "p2", name: "Sardines" })], []],
    [[], [{ productId: "p3", name: "Soap", requested: 1, reason: "gone" }]],
    [
      [line({ quantity: 2, requested: 5, capped: "stock", available: 2 })],
      [
        { productId: "p3", name: "Soap", requested: 1, reason: "out-of-stock" },
        { productId: "p4", name: "Milk", requested: 3, reason: "cart-full" },
      ],
    ],
    [
      [line({ quantity: 99, requested: 120, capped: "line-limit" })],
      [
        { productId: "p5", name: "Eggs", requested: 1, reason: "stock-in-cart" },
        { productId: "p6", name: "Bread", requested: 1, reason: "line-limit" },
      ],
    ],
  ];

  it("English equals the server's message and the capped words", () => {
    for (const [added, notAdded] of cases) {
      expect(buyAgainMessageIn(en, added, notAdded)).toBe(buyAgainMessage(added, notAdded));
      for (const l of added) if (l.capped) expect(cappedWordsIn(en, l)).toBe(cappedWords(l));
    }
  });
});
