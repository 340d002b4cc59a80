import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/auth";
import { parseJsonBody } from "../../http/validate";
import { AddAddressSchema } from "./addresses.schemas";
import { ADDRESS_MESSAGES, addAddress, listAddresses } from "./addresses.service";

export const addressRoutes = new Hono<AppEnv>()
  .get("/get", requireUser, async (c) => {
    const list = await listAddresses(c.var.deps.db, c.var.user.id);
    return c.json({ success: true, addresses: list, message: ADDRESS_MESSAGES.LISTED });
  })
  .post("/add", requireUser, async (c) => {
    const { address } = await parseJsonBody(c, AddAddressSchema);
    const saved = await addAddress(c.var.deps.db, c.var.user.id, address);
    return c.json({ success: true, address: saved, message: ADDRESS_MESSAGES.ADDED }, 201);
  });
