import { Hono } from "hono";
import { MESSAGES } from "@domain/messages";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/auth";
import { parseJsonBody } from "../../http/validate";
import { CartUpdateSchema } from "./cart.schemas";
import { replaceCart } from "./cart.service";

export const cartRoutes = new Hono<AppEnv>().post("/update", requireUser, async (c) => {
  const { cartItems } = await parseJsonBody(c, CartUpdateSchema);
  const stored = await replaceCart(c.var.deps.db, c.var.user.id, cartItems);
  return c.json({ success: true, cartItems: stored, message: MESSAGES.CART_UPDATED });
});
