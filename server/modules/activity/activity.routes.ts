import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requirePermission, requireSeller } from "../../http/auth";
import { parseQuery } from "../../http/validate";
import { activityPeople, listActivity, productActivity } from "./activity.service";
import {
  ACTIVITY_MESSAGES,
  ActivityQuerySchema,
  SubjectActivityQuerySchema,
} from "./activity.schemas";

/**
 * The activity trail, mounted under /api/seller: the owner's whole trail and its people, and
 * one product's own history for whoever may edit products.
 */
export const activityRoutes = new Hono<AppEnv>()
  .get("/activity", requireSeller, requirePermission("activity.view"), async (c) => {
    const query = parseQuery(c, ActivityQuerySchema);
    const page = await listActivity(c.var.deps.db, query);
    return c.json({ success: true, message: ACTIVITY_MESSAGES.LISTED, ...page });
  })
  .get("/activity/people", requireSeller, requirePermission("activity.view"), async (c) => {
    const people = await activityPeople(c.var.deps.db);
    return c.json({ success: true, message: ACTIVITY_MESSAGES.PEOPLE, people });
  })
  .get("/products/:id/activity", requireSeller, requirePermission("products.edit"), async (c) => {
    const query = parseQuery(c, SubjectActivityQuerySchema);
    const page = await productActivity(c.var.deps.db, c.req.param("id"), query);
    return c.json({ success: true, message: ACTIVITY_MESSAGES.LISTED, ...page });
  });
