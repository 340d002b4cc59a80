import { http } from "~/lib/http";
import type { SavedAddress } from "~/lib/types";

/** The fields of the add-address form (SPEC §3): all required but the landmark. */
export interface AddressInput {
  /** Optional: "across the chapel, blue gate"; blank is none. */
  landmark: string;
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  barangay: string;
  city: string;
  state: string;
  country: string;
  phone: string;
}

interface AddressListReply {
  success: boolean;
  addresses?: SavedAddress[];
  message?: string;
}

interface AddressAddReply {
  success: boolean;
  address?: SavedAddress;
  message?: string;
}

/** GET /api/address/get (SPEC §7): the customer's saved addresses, newest first. */
export async function fetchAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const reply = await http.get<AddressListReply>("/api/address/get", { signal });
  return reply.addresses ?? [];
}

/** POST /api/address/add (SPEC §7): the full address object. */
export const saveAddress = (address: AddressInput) =>
  http.post<AddressAddReply>("/api/address/add", { address });
