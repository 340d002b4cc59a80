import { Hono, type Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requirePermission, requireSeller } from "../../http/auth";
import { parseJsonBody } from "../../http/validate";
import type { ActivityActor } from "../activity/activity.record";
import {
  AddStaffSchema,
  ChangeRoleSchema,
  ResetPasswordSchema,
  SetActiveSchema,
  STAFF_MESSAGES,
} from "./staff.schemas";
import { addStaff, changeRole, listStaff, resetPassword, setActive } from "./staff.service";

/** Each route checks on its own: middleware on a path would show in the app's route list as ALL. */
const owner = requirePermission("staff.manage");

const actorOf = (c: Context<AppEnv>): ActivityActor => ({
  type: "seller",
  id: c.var.seller.id,
  name: c.var.seller.name,
});

/**
 * The owner's staff screen, under /api/seller/staff. A generated password is in the answer
 * that made it and nowhere else: it is not stored, logged or recorded.
 */
export const staffRoutes = new Hono<AppEnv>()
  .get("/staff", requireSeller, owner, async (c) => {
    const staff = await listStaff(c.var.deps.db);
    return c.json({ success: true, staff, message: STAFF_MESSAGES.LISTED });
  })
  .post("/staff", requireSeller, owner, async (c) => {
    const input = await parseJsonBody(c, AddStaffSchema);
    const { member, generatedPassword } = await addStaff(c.var.deps.db, actorOf(c), input);
    return c.json({ success: true, member, generatedPassword, message: STAFF_MESSAGES.ADDED }, 201);
  })
  .post("/staff/role", requireSeller, owner, async (c) => {
    const { id, role } = await parseJsonBody(c, ChangeRoleSchema);
    const { member, changed } = await changeRole(c.var.deps.db, actorOf(c), id, role);
    const message = changed ? STAFF_MESSAGES.ROLE_CHANGED : STAFF_MESSAGES.UNCHANGED;
    return c.json({ success: true, member, message });
  })
  .post("/staff/active", requireSeller, owner, async (c) => {
    const { id, active } = await parseJsonBody(c, SetActiveSchema);
    const { member, changed } = await setActive(c.var.deps.db, actorOf(c), id, active);
    const done = active ? STAFF_MESSAGES.ENABLED : STAFF_MESSAGES.DISABLED;
    return c.json({ success: true, member, message: changed ? done : STAFF_MESSAGES.UNCHANGED });
  })
  .post("/staff/password", requireSeller, owner, async (c) => {
    const { id, password } = await parseJsonBody(c, ResetPasswordSchema);
    const { member, generatedPassword } = await resetPassword(
      c.var.deps.db,
      actorOf(c),
      id,
      password,
    );
    return c.json({
      success: true,
      member,
      generatedPassword,
      message: STAFF_MESSAGES.PASSWORD_RESET,
    });
  });
