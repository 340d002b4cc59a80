import { z } from "zod";
import { DELIVERY_NOTE_MESSAGES, SUBSTITUTION_CHOICES } from "@domain/delivery-notes";

/** PUT /api/user/preferences: the shopper's default "If out of stock" choice. */
export const UpdatePreferencesSchema = z.object({
  substitution: z.enum(SUBSTITUTION_CHOICES, {
    error: DELIVERY_NOTE_MESSAGES.SUBSTITUTION_UNKNOWN,
  }),
});

export const PreferencesSchema = z
  .object({
    substitution: z
      .enum(SUBSTITUTION_CHOICES)
      .describe(
        "What to do with a line that is out of stock when the shopper chose nothing for it: remove (Remove it), call (Call me), similar (Use a similar item)",
      ),
  })
  .meta({ id: "Preferences" });

export type Preferences = z.infer<typeof PreferencesSchema>;
