import { and, count, desc, eq } from "drizzle-orm";
import { checkCodAddress } from "@domain/cod-check";
import type { Database, Tx } from "../../db/client";
import { addresses, users, type AddressRow, type AddressSnapshot } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import type { AddressInput } from "./addresses.schemas";

/** Enough for home, work and family; a cap keeps one account from filling the table. */
export const MAX_ADDRESSES_PER_USER = 20;

export const ADDRESS_MESSAGES = {
  ADDED: "Address added successfully",
  LISTED: "Addresses fetched",
  NOT_FOUND: "Address not found",
  TOO_MANY: `You can save at most ${MAX_ADDRESSES_PER_USER} addresses`,
} as const;

/** The API shape of an address, which is also what an order keeps of it. */
export function toAddressSnapshot(row: AddressRow): AddressSnapshot {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    street: row.street,
    barangay: row.barangay,
    city: row.city,
    state: row.state,
    country: row.country,
    phone: row.phone,
    // Left out when there is none, so addresses and orders without one read as before.
    ...(row.landmark ? { landmark: row.landmark } : {}),
  };
}

/** Newest first: the address just added is the one the cart preselects. */
export async function listAddresses(db: Database, userId: string): Promise<AddressSnapshot[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddressSnapshot);
}

/**
 * Saves an address after the COD address check of SPEC §5; a failing address is refused with
 * the check's message. The barangay is stored in its canonical spelling ("santo nino" →
 * "Santo Niño"), so zone look-ups later never depend on how it was typed.
 */
export async function addAddress(
  db: Database,
  userId: string,
  input: AddressInput,
): Promise<AddressSnapshot> {
  const check = checkCodAddress(input);
  if (!check.ok) throw badRequest(check.message, { reason: check.reason });
  return db.transaction(async (tx) => {
    // Lock the user row so two simultaneous adds cannot both pass the count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (n >= MAX_ADDRESSES_PER_USER) throw badRequest(ADDRESS_MESSAGES.TOO_MANY);
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, barangay: check.barangay, userId })
      .returning();
    if (!row) throw new Error("address insert returned nothing");
    return toAddressSnapshot(row);
  });
}

/** The user's own address; another user's id is answered exactly like an unknown one. */
export async function getOwnedAddress(
  db: Database | Tx,
  userId: string,
  addressId: string,
): Promise<AddressRow> {
  if (!isUuid(addressId)) throw notFound(ADDRESS_MESSAGES.NOT_FOUND);
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) throw notFound(ADDRESS_MESSAGES.NOT_FOUND);
  return row;
}
