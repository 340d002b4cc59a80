import { describe, it, expect } from "vitest";
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from "./image-files";
import {
  BANNER_AUTOPLAY_MS,
  BANNER_SLIDE_MS,
  CONNECTIVITY_RECHECK_MS,
  CONNECTIVITY_TIMEOUT_MS,
  PASSWORD_MIN_LENGTH,
  POLICY_LAST_UPDATED,
  STORE,
  TOAST_DURATIONS_MS,
} from "./store";
import { CONTACT_SUBJECTS, CONTACT_SUBMIT_DELAY_MS, CONTACT_THANKS_MS } from "./contact";
import { MAP_DEFAULTS, STORE_BRANCHES, directionsUrl } from "./branches";

describe("store facts", () => {
  it("name the city and phone", () => {
    expect(STORE.city).toBe("Sorsogon City");
    expect(STORE.phone).toBe("+63 917 555 0142");
    expect(STORE.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });

  it("has the one Pangpang branch of SPEC §3", () => {
    expect(STORE_BRANCHES).toHaveLength(1);
    const [branch] = STORE_BRANCHES;
    expect(branch).toMatchObject({
      coordinates: { latitude: 12.978, longitude: 123.986 },
      hours: "5:00 AM - 8:00 PM daily",
      isMainBranch: true,
      phone: STORE.phone,
    });
    expect(branch?.address).toContain("Pangpang");
    expect(branch?.description).toMatch(/fast delivery/i);
    expect(branch?.description).toMatch(/fresh products/i);
  });

  it("builds a directions link to the coordinates", () => {
    expect(directionsUrl({ latitude: 12.978, longitude: 123.986 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=12.978,123.986",
    );
  });
});

describe("constants of SPEC §2 and §9", () => {
  it.each([
    ["BANNER_AUTOPLAY_MS", BANNER_AUTOPLAY_MS, 3000],
    ["BANNER_SLIDE_MS", BANNER_SLIDE_MS, 500],
    ["CONNECTIVITY_TIMEOUT_MS", CONNECTIVITY_TIMEOUT_MS, 5000],
    ["CONNECTIVITY_RECHECK_MS", CONNECTIVITY_RECHECK_MS, 30000],
    ["CONTACT_SUBMIT_DELAY_MS", CONTACT_SUBMIT_DELAY_MS, 1000],
    ["CONTACT_THANKS_MS", CONTACT_THANKS_MS, 5000],
    ["MAX_PRODUCT_IMAGES", MAX_PRODUCT_IMAGES, 4],
    ["MAX_IMAGE_BYTES", MAX_IMAGE_BYTES, 5_242_880],
    ["PASSWORD_MIN_LENGTH", PASSWORD_MIN_LENGTH, 6],
  ])("%s = %d", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("map, policies, images, contact subjects, toasts", () => {
    expect(MAP_DEFAULTS).toEqual({
      center: [12.85, 123.99],
      zoom: 14,
      branchZoom: 17,
      heightPx: 500,
    });
    expect(POLICY_LAST_UPDATED).toBe("June 25, 2025");
    expect(ALLOWED_IMAGE_TYPES).toEqual(["image/jpeg", "image/png", "image/gif", "image/webp"]);
    expect(CONTACT_SUBJECTS.map((s) => s.value)).toEqual([
      "order",
      "delivery",
      "product",
      "complaint",
      "suggestion",
      "other",
    ]);
    expect(TOAST_DURATIONS_MS).toMatchObject({
      blank: 4000,
      error: 4000,
      custom: 4000,
      success: 2000,
    });
  });
});
