import { describe, expect, it } from "vitest";
import { POLICY_LAST_UPDATED } from "@domain/store";
import { zoneLabel } from "@domain/delivery";
import type { Language } from "@domain/language";
import { compiledMessages } from "~/lib/i18n/catalogs.server";
import { createI18n, type Translate } from "~/lib/i18n/i18n";
import type { InfoBlock, InfoDocument } from "../types";
import { aboutContent } from "./about";
import { deliveryInfo } from "./delivery-info";
import { faqs } from "./faqs";
import { paymentMethods } from "./payment-methods";
import { refundPolicy } from "./refund-policy";
import {
  ZONES,
  barangaysInZone,
  exampleBill as billIn,
  pesoWhole,
  zoneDistance,
  zoneLabelText,
  zoneName,
} from "./store-facts";

// The pages as the catalogs write them (app/locales/<language>/pages.json).
function translator(language: Language): Translate {
  const i18n = createI18n(language, compiledMessages(language));
  return (key, values) => i18n._(key, values as Record<string, unknown> | undefined);
}
const t = translator("en");
const exampleBill = (subtotal: number, barangay: string) => billIn(t, subtotal, barangay);

const ABOUT = aboutContent(t);
const DELIVERY_INFO = deliveryInfo(t);
const PAYMENT_METHODS = paymentMethods(t);
const REFUND_POLICY = refundPolicy(t);
const FAQS = faqs(t);
const POLICIES = { DELIVERY_INFO, PAYMENT_METHODS, REFUND_POLICY, FAQS };

function blockText(block: InfoBlock): string {
  switch (block.type) {
    case "paragraph":
    case "note":
      return block.text;
    case "list":
    case "disclosure":
      return ["summary" in block ? block.summary : "", ...block.items].join("\n");
    case "table":
      return [block.caption, ...block.columns, ...block.rows.flat()].join("\n");
    case "faq":
      return block.items.map((item) => `${item.question}\n${item.answer}`).join("\n");
    case "links":
      return block.items.map((link) => link.label).join("\n");
  }
}
const text = (doc: InfoDocument) =>
  [
    doc.title,
    doc.intro,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.map(blockText)]),
  ].join("\n");

describe("policy pages (SPEC §2.2, §9)", () => {
  it.each(Object.entries(POLICIES))(
    "%s is dated June 25, 2025 and has unique section ids",
    (_name, doc) => {
      expect(doc.lastUpdated).toBe(POLICY_LAST_UPDATED);
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(doc.description.length).toBeGreaterThan(40);
    },
  );

  it("delivery info: 30-60 minute target, 24/7, zones, free delivery from ₱500, ₱150 minimum", () => {
    const body = text(DELIVERY_INFO);
    expect(body).toContain("30-60 minutes after your order is confirmed");
    expect(body).toContain("within 60 minutes");
    expect(body).toContain("24/7");
    expect(body).toContain("₱20");
    expect(body).toContain("₱35");
    expect(body).toContain("within 2 km");
    expect(body).toContain("2-5 km");
    expect(body).toContain("₱500 or more");
    expect(body).toContain("minimum order for checkout is ₱150");
    expect(body).toContain("Pangpang");
  });

  it("payment methods: COD only, pesos, large bills of ₱1,000 and above", () => {
    const body = text(PAYMENT_METHODS);
    expect(body).toContain("Cash on Delivery");
    expect(body).toContain("Philippine pesos");
    expect(body).toContain("Large bills of ₱1,000 and above may need change arrangements");
  });

  it("payment methods: the worked example follows checkout's rules", () => {
    const bill = exampleBill(350, "Pangpang");
    expect(bill.zone).toBe(1);
    expect(bill.rows.map((row) => row[1])).toEqual(["₱350.00", "₱20.00", "₱7.00", "₱377.00"]);
    expect(exampleBill(500, "Abuyog").rows[1]?.[1]).toBe("Free");
  });

  it("return policy: change of mind, non-returnable goods, valid reasons, condition, legal age", () => {
    const body = text(REFUND_POLICY);
    expect(body).toMatch(/no(t give)? refunds? for a change of mind/i);
    for (const word of ["Perishable", "Intimate or sanitary", "Hazardous", "Flammable"])
      expect(body).toContain(word);
    for (const reason of [
      "faulty or damaged",
      "not as advertised",
      "wrong item",
      "did not receive",
    ]) {
      expect(body).toContain(reason);
    }
    expect(body).toContain("original packaging, with all accessories and the price tag");
    expect(body).toContain("legal age");
  });

  it("FAQs: returns within 24 hours of delivery, reply within 24 hours, ₱150 minimum", () => {
    const body = text(FAQS);
    expect(body).toContain("within 24 hours of delivery");
    expect(body).toContain("We reply within 24 hours");
    expect(body).toContain("₱150");
  });
});

describe("delivery zones come from domain/delivery", () => {
  it("Zone 1 is the spec's 17 barangays at ₱20; Zone 2 the rest at ₱35", () => {
    const zone1 = barangaysInZone(1);
    expect(zone1).toHaveLength(17);
    for (const name of [
      "Poblacion",
      "Pangpang",
      "Panlayaan",
      "Santo Niño",
      "Peñafrancia",
      "Talisay",
    ]) {
      expect(zone1).toContain(name);
    }
    expect(ZONES.map((z) => [z.name, z.distance, z.fee])).toEqual([
      ["Zone 1", "within 2 km", "₱20"],
      ["Zone 2", "2-5 km", "₱35"],
    ]);
    expect(barangaysInZone(2).some((name) => zone1.includes(name))).toBe(false);
  });

  it("pesoWhole drops .00 only", () => {
    expect(pesoWhole(20)).toBe("₱20");
    expect(pesoWhole(1000)).toBe("₱1,000");
    expect(pesoWhole(12.5)).toBe("₱12.50");
  });
});

describe("about (SPEC §2.14)", () => {
  it("has Our Story and the four values", () => {
    expect(ABOUT.story.length).toBeGreaterThan(0);
    expect(ABOUT.values.map((v) => v.title)).toEqual([
      "Quality First",
      "Community Focus",
      "Innovation",
      "Convenience",
    ]);
  });
});

describe("the pages in both languages", () => {
  it("zone words in English equal the delivery data's", () => {
    for (const z of ZONES) {
      expect(zoneName(t, z.zone)).toBe(z.name);
      expect(zoneDistance(t, z.zone)).toBe(z.distance);
      expect(zoneLabelText(t, z.zone)).toBe(zoneLabel(z.zone));
    }
  });

  it.each(["en", "fil"] as const)(
    "%s: every text is written out, none is a bare key",
    (language) => {
      const tr = translator(language);
      const docs = [deliveryInfo(tr), paymentMethods(tr), refundPolicy(tr), faqs(tr)];
      const about = aboutContent(tr);
      const texts = [
        ...docs.flatMap((doc) => [doc.title, doc.description, text(doc)]),
        about.title,
        about.description,
        about.intro,
        about.mission,
        ...about.story,
        ...about.values.flatMap((v) => [v.title, v.body]),
      ];
      for (const line of texts.flatMap((x) => x.split("\n")))
        expect(line, line).not.toMatch(/^pages\.|[{}]/);
    },
  );

  it("Filipino keeps the figures: fees, minimum order and the worked example", () => {
    const fil = translator("fil");
    const body = text(deliveryInfo(fil));
    for (const figure of ["₱20", "₱35", "₱500", "₱150", "30-60", "24/7", "Pangpang"])
      expect(body).toContain(figure);
    expect(billIn(fil, 350, "Pangpang").rows.map((row) => row[1])).toEqual(
      exampleBill(350, "Pangpang").rows.map((row) => row[1]),
    );
    expect(billIn(fil, 500, "Abuyog").rows[1]?.[1]).toBe("Libre");
  });
});
