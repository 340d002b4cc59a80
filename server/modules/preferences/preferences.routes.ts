import { Hono } from "hono";
import { DELIVERY_NOTE_MESSAGES } from "@domain/delivery-notes";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/auth";
import { parseJsonBody } from "../../http/validate";
import { UpdatePreferencesSchema } from "./preferences.schemas";
import { getPreferences, setSubstitutionDefault } from "./preferences.service";

/** Mounted under /api/user beside the account calls (a customer path, SPEC §6). */
export const preferencesRoutes = new Hono<AppEnv>()
  .get("/preferences", requireUser, async (c) => {
    const preferences = await getPreferences(c.var.deps.db, c.var.user.id);
    return c.json({ success: true, preferences, message: DELIVERY_NOTE_MESSAGES.PREFERENCES });
  })
  .put("/preferences", requireUser, async (c) => {
    const { substitution } = await parseJsonBody(c, UpdatePreferencesSchema);
    const preferences = await setSubstitutionDefault(c.var.deps.db, c.var.user.id, substitution);
    return c.json({ success: true, preferences, message: DELIVERY_NOTE_MESSAGES.DEFAULT_SAVED });
  });
