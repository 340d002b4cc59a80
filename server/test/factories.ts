import { toCentavos } from "@domain/pricing";
import type { Database } from "../db/client";
import { addresses, products, type AddressRow, type ProductRow } from "../db/schema";

/**
 * Test data written straight to the database (no HTTP), so a test states only what it is
 * about. Shared by the API tests of every module; prices are given in pesos like the API.
 */

export interface ProductOverrides {
  name?: string;
  /** Pesos, e.g. 49.75 (stored as centavos). */
  price?: number;
  category?: string[];
  description?: string[];
  brand?: string;
  bestseller?: boolean;
  inStock?: boolean;
  /** Units on hand; null or left out: not tracked. */
  stockCount?: number | null;
  image?: string[];
  createdAt?: Date;
}

let productCounter = 0;

export async function createProduct(
  db: Database,
  overrides: ProductOverrides = {},
): Promise<ProductRow> {
  productCounter++;
  const [row] = await db
    .insert(products)
    .values({
      name: overrides.name ?? `Test Product ${productCounter}`,
      priceCentavos: toCentavos(overrides.price ?? 50),
      category: overrides.category ?? ["Canned"],
      description: overrides.description ?? ["A product made for tests"],
      brand: overrides.brand ?? "",
      bestseller: overrides.bestseller ?? false,
      inStock: overrides.inStock ?? true,
      stockCount: overrides.stockCount ?? null,
      image: overrides.image ?? [`/media/test-${productCounter}.webp`],
      ...(overrides.createdAt
        ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt }
        : {}),
    })
    .returning();
  if (!row) throw new Error("createProduct: insert returned nothing");
  return row;
}

export interface AddressOverrides {
  firstName?: string;
  lastName?: string;
  email?: string;
  street?: string;
  barangay?: string;
  city?: string;
  state?: string;
  country?: string;
  phone?: string;
  landmark?: string;
}

/** A valid Sorsogon City address as the add-address form would send it. */
export function addressInput(overrides: AddressOverrides = {}) {
  return {
    firstName: "Maria",
    lastName: "Dela Cruz",
    email: "maria@example.com",
    street: "123 Rizal Street",
    barangay: "Pangpang",
    city: "Sorsogon City",
    state: "Sorsogon",
    country: "Philippines",
    phone: "09171234567",
    ...overrides,
  };
}

/**
 * Inserts an address row directly, bypassing the API's checks: for addresses saved before a
 * rule changed (e.g. a barangay no longer served), which the API itself would refuse today.
 */
export async function createAddress(
  db: Database,
  userId: string,
  overrides: AddressOverrides = {},
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...addressInput(overrides) })
    .returning();
  if (!row) throw new Error("createAddress: insert returned nothing");
  return row;
}
