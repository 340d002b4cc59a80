import { eq } from "drizzle-orm";
import { DEFAULT_SUBSTITUTION, type SubstitutionChoice } from "@domain/delivery-notes";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import type { Preferences } from "./preferences.schemas";

/** The shopper's saved choices; an account that set none has the store's default. */
export async function getPreferences(db: Database, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({ substitution: users.substitutionDefault })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { substitution: row?.substitution ?? DEFAULT_SUBSTITUTION };
}

export async function setSubstitutionDefault(
  db: Database,
  userId: string,
  substitution: SubstitutionChoice,
): Promise<Preferences> {
  await db
    .update(users)
    .set({ substitutionDefault: substitution, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return { substitution };
}
