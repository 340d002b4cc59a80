// The cart page's offline words in the catalogs: their English is cantShowLines's.
import { describe, expect, it } from "vitest";
import { compiledMessages } from "~/lib/i18n/catalogs.server";
import { createI18n } from "~/lib/i18n/i18n";
import { cantShowLines } from "./cart-offline";

const i18n = createI18n("en", compiledMessages("en"));
const en = (key: string, values: Record<string, unknown>) => i18n._(key, values);

describe("the offline cart's words", () => {
  it("says in English what cantShowLines says of an offline cart", () => {
    for (const [unshown, shown] of [
      [1, 0],
      [3, 0],
      [2, 1],
      [1, 4],
    ] as const)
      expect(en(shown > 0 ? "cart.offline.some" : "cart.offline.all", { count: unshown })).toBe(
        cantShowLines(unshown, shown),
      );
  });
});
