import { z } from "zod";
import { SUBSTITUTION_CHOICES } from "@domain/delivery-notes";

/**
 * Answer schemas shared by several modules' `<module>.openapi.ts`: the §3 shapes of a product,
 * an order and an address as the API sends them. Named with `.meta({ id })`
 * so the document lists each once under components/schemas.
 */
export const ErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.string().optional(),
  })
  .meta({ id: "Error", description: "Every refusal: a clear message, sometimes a code." });

/** What a refusal about products the catalogue does not have adds (the cart, an order). */
export const UnknownProductIdsField = z
  .array(z.string())
  .describe("The product ids sent that are not in the catalogue");

/** What a refusal of a delivery address adds: which check failed (domain/cod-check.ts). */
export const CodReasonField = z
  .enum(["no-address", "country", "state", "city", "barangay-missing", "barangay-unknown"])
  .describe("Which part of the address the Cash on Delivery check refused");

/** `{ success: true, message, ...fields }`. */
export const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

export const ProductSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.array(z.string()),
    price: z.number().describe("Pesos"),
    category: z.array(z.string()),
    brand: z.string(),
    bestseller: z.boolean(),
    inStock: z.boolean(),
    image: z.array(z.string()).describe("Media URLs (absolute when PUBLIC_URL is set)"),
    createdAt: z.string(),
    stockCount: z
      .number()
      .int()
      .nullable()
      .describe("Units left; null when the shop does not count this product's stock"),
    sku: z.string().nullable().describe("The shop's own product code, or null"),
  })
  .meta({ id: "Product" });

export const AddressSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    street: z.string(),
    barangay: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    phone: z.string(),
    landmark: z
      .string()
      .optional()
      .describe('A landmark near the address ("across the chapel, blue gate"); absent when none'),
  })
  .meta({ id: "Address" });

/** What a line asks for when its item is out of stock. */
export const SubstitutionField = z
  .enum(SUBSTITUTION_CHOICES)
  .describe("If out of stock: remove (Remove it), call (Call me), similar (Use a similar item)");

export const OrderSchema = z
  .object({
    _id: z.string(),
    userId: z.string(),
    items: z.array(
      z.object({
        productId: z.string(),
        product: z.object({
          image: z.array(z.string()),
          name: z.string(),
          category: z.array(z.string()),
          price: z.number(),
        }),
        quantity: z.number().int(),
        substitution: SubstitutionField.optional().describe(
          "If out of stock: the shopper's choice for this line; absent on orders placed before it existed",
        ),
      }),
    ),
    address: AddressSchema,
    paymentType: z.string(),
    amount: z.number(),
    subtotal: z.number(),
    deliveryCharge: z.number(),
    taxAmount: z.number(),
    deliveryZone: z.number().int().nullable(),
    isPaid: z.boolean(),
    status: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    estimatedDeliveryTime: z.string().nullable(),
    actualDeliveryTime: z.string().nullable(),
    riderNote: z
      .string()
      .optional()
      .describe("The shopper's note to the rider; absent when none was given"),
  })
  .meta({ id: "Order" });

export const UserSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    cartItems: z.record(z.string(), z.number().int()),
  })
  .meta({ id: "User" });
