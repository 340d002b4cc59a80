// How a line of the activity trail reads in the back-office: "Maria changed Price ₱45.00 →
// ₱48.00 on Bear Brand 300 g". Pure, shared by the Activity screen and a product's history.
// Lines of kinds and actions this file does not know still read: who, the action, the subject
// and each field before → after.
import { formatManilaDateTime } from "@domain/manila-time";
import { formatPeso } from "@domain/money";
import { isStaffRole, ROLE_LABELS } from "@domain/staff-roles";

export interface ActivityLine {
  id: string;
  actor: { type: "seller" | "customer" | "system"; id: string | null; name: string };
  kind: "product" | "order" | "staff";
  action: string;
  subjectId: string;
  subjectLabel: string;
  changes: Record<string, unknown>;
  createdAt: string;
}

export interface ActivityWords {
  /** The sentence: who did what to what. */
  text: string;
  /** Further facts, one short line each (a note, the fields of a long edit). */
  details: string[];
  /** When, in Manila time. */
  when: string;
}

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  priceCentavos: "Price",
  offerPriceCentavos: "Offer price",
  category: "Category",
  brand: "Brand",
  sku: "SKU",
  description: "Description",
  stockCount: "Stock",
  inStock: "In stock",
  bestseller: "Bestseller",
  image: "Photos",
  status: "Status",
  role: "Role",
  rider: "Rider",
  email: "Email",
  cashCollectedCentavos: "Cash collected",
  cashCollected: "Cash collected",
};

/** "offerPrice" → "Offer price"; a known field has its own label. */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/Centavos$/, "")
    .replace(/[_.-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as the back-office reads it: pesos for centavos, Yes/No, lists joined. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") {
    return field === "stockCount" ? "not counted" : "none";
  }
  if (typeof value === "number" && /Centavos$/.test(field)) return formatPeso(value / 100);
  if (typeof value === "number" && field === "cashCollected") return formatPeso(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (field === "role" && isStaffRole(value)) return ROLE_LABELS[value];
  if (Array.isArray(value)) return value.map((v) => valueText("", v)).join(", ") || "none";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const isChange = (v: unknown): v is { from: unknown; to: unknown } =>
  typeof v === "object" && v !== null && "from" in v && "to" in v;

function photosText(from: unknown, to: unknown): string {
  const before = Array.isArray(from) ? from.map(String) : [];
  const after = Array.isArray(to) ? to.map(String) : [];
  const added = after.filter((u) => !before.includes(u)).length;
  const removed = before.filter((u) => !after.includes(u)).length;
  const parts: string[] = [];
  if (added) parts.push(`${added} added`);
  if (removed) parts.push(`${removed} removed`);
  if (!added && !removed) parts.push("reordered");
  return `Photos ${parts.join(", ")}`;
}

/** One field's change: "Price ₱45.00 → ₱48.00", "Photos 1 added", "Description edited". */
export function changeText(field: string, change: { from: unknown; to: unknown }): string {
  if (field === "image") return photosText(change.from, change.to);
  if (field === "description") return "Description edited";
  return `${fieldLabel(field)} ${valueText(field, change.from)} → ${valueText(field, change.to)}`;
}

/** The fields of a line that changed before → after, in the order they were recorded. */
function fieldChanges(changes: Record<string, unknown>): string[] {
  return Object.entries(changes).flatMap(([field, v]) =>
    isChange(v) ? [changeText(field, v)] : [],
  );
}

export function actorText(actor: ActivityLine["actor"]): string {
  if (actor.name.trim()) return actor.name.trim();
  return actor.type === "customer"
    ? "A customer"
    : actor.type === "system"
      ? "The store"
      : "Someone";
}

const via = (changes: Record<string, unknown>) =>
  typeof changes.via === "string" ? ` (${changes.via})` : "";

function productText(who: string, line: ActivityLine): string {
  const { action, subjectLabel: what, changes } = line;
  if (action === "product.created") {
    const price =
      typeof changes.priceCentavos === "number"
        ? ` at ${formatPeso(changes.priceCentavos / 100)}`
        : "";
    return `${who} added ${what}${price}${via(changes)}`;
  }
  if (action === "product.deleted") return `${who} deleted ${what}`;
  const fields = fieldChanges(changes);
  const stock = changes.inStock;
  if (fields.length === 1 && isChange(stock))
    return `${who} marked ${what} ${stock.to ? "in stock" : "out of stock"}${via(changes)}`;
  if (fields.length === 0) return `${who} edited ${what}${via(changes)}`;
  if (fields.length <= 2) return `${who} changed ${fields.join(", ")} on ${what}${via(changes)}`;
  return `${who} changed ${fields.length} fields on ${what}${via(changes)}`;
}

function orderText(who: string, line: ActivityLine): string {
  const { action, subjectLabel: what, changes } = line;
  const status = changes.status;
  if (action === "order.status" && isChange(status)) {
    if (status.to === "Cancelled") return `${who} cancelled ${what}`;
    return `${who} moved ${what} from ${valueText("status", status.from)} to ${valueText("status", status.to)}`;
  }
  const rider = changes.rider;
  if (action === "order.assigned" && isChange(rider)) {
    if (!rider.to) return `${who} took ${what} off ${valueText("rider", rider.from)}`;
    if (rider.from)
      return `${who} gave ${what} to ${valueText("rider", rider.to)} instead of ${valueText("rider", rider.from)}`;
    return `${who} assigned ${what} to ${valueText("rider", rider.to)}`;
  }
  if (action === "order.delivered") {
    const cash =
      typeof changes.cashCollectedCentavos === "number"
        ? formatPeso(changes.cashCollectedCentavos / 100)
        : typeof changes.cashCollected === "number"
          ? formatPeso(changes.cashCollected)
          : null;
    return `${who} marked ${what} delivered${cash ? `, cash ${cash} collected` : ""}`;
  }
  return genericText(who, line);
}

function staffText(who: string, line: ActivityLine): string {
  const { action, subjectLabel: what, changes } = line;
  const role = changes.role;
  switch (action) {
    case "staff.added": {
      const as = isChange(role) ? role.to : role;
      return `${who} added ${what}${as ? ` as ${valueText("role", as)}` : ""}`;
    }
    case "staff.role":
      return isChange(role)
        ? `${who} changed ${what}'s role from ${valueText("role", role.from)} to ${valueText("role", role.to)}`
        : `${who} changed ${what}'s role`;
    case "staff.disabled":
      return `${who} disabled ${what}'s account`;
    case "staff.enabled":
      return `${who} enabled ${what}'s account again`;
    case "staff.password_reset":
      return `${who} reset ${what}'s password`;
    default:
      return genericText(who, line);
  }
}

/** "Ana did staff.badge on Jun": any line still reads. */
function genericText(who: string, line: ActivityLine): string {
  const verb = line.action.split(".").pop()?.replace(/_/g, " ") ?? line.action;
  return `${who} ${verb} ${line.subjectLabel}`.trim();
}

/** The words of one line of the trail. */
export function activityWords(line: ActivityLine): ActivityWords {
  const who = actorText(line.actor);
  const text =
    line.kind === "product"
      ? productText(who, line)
      : line.kind === "order"
        ? orderText(who, line)
        : staffText(who, line);
  const details: string[] = [];
  const fields = fieldChanges(line.changes);
  // A long edit lists its fields; a short one already says them in the sentence.
  const sentenceHasFields =
    line.kind === "product" ? fields.length <= 2 : line.action in SENTENCE_ACTIONS;
  if (!sentenceHasFields) details.push(...fields);
  if (typeof line.changes.notes === "string" && line.changes.notes.trim())
    details.push(`Note: ${line.changes.notes.trim()}`);
  return { text, details, when: formatManilaDateTime(line.createdAt) };
}

/** Actions whose sentence already says their one change. */
const SENTENCE_ACTIONS: Record<string, true> = {
  "order.status": true,
  "order.assigned": true,
  "order.delivered": true,
  "staff.added": true,
  "staff.role": true,
  "staff.disabled": true,
  "staff.enabled": true,
  "staff.password_reset": true,
};
