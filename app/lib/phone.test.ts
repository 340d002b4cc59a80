import { describe, expect, it } from "vitest";
import { telHref } from "./phone";

describe("telHref", () => {
  it.each([
    ["+63 917 555 0142", "tel:+639175550142"],
    ["(054) 123-4567", "tel:0541234567"],
    ["0917-555-0142", "tel:09175550142"],
  ])("%s → %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
