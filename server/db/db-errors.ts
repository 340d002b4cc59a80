/**
 * Whether a database error (as either driver reports it, possibly wrapped by Drizzle in
 * `cause`) is a unique-index violation, optionally of one named constraint.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as Record<string, unknown> | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === "23505") {
      if (!constraint) return true;
      const name = e.constraint_name ?? e.constraint;
      return name === constraint || String(e.message ?? e.detail ?? "").includes(constraint);
    }
    e = e.cause as Record<string, unknown> | undefined;
  }
  return false;
}

export const SKU_CONSTRAINT = "products_sku_uq";
