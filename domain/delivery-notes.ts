// What a shopper tells the store and its rider beyond the address itself: a landmark on the
// address ("across the chapel, blue gate"), a note to the rider on the order, and per cart
// line what to do when the item turns out to be out of stock. Pure, shared by the API's
// checks and the pages that ask and show them.

/** Landmarks are short: a place and a colour, not a letter. */
export const LANDMARK_MAX_LENGTH = 120;
/** A note to the rider fits on the 80 mm slip in a few lines. */
export const RIDER_NOTE_MAX_LENGTH = 300;

/** What the store does with a line it cannot fill: the keys the API takes and stores. */
export const SUBSTITUTION_CHOICES = ["remove", "call", "similar"] as const;
export type SubstitutionChoice = (typeof SUBSTITUTION_CHOICES)[number];

/** A guest's choice, and an account's until the shopper sets another. */
export const DEFAULT_SUBSTITUTION: SubstitutionChoice = "remove";

export const SUBSTITUTION_LABELS: Record<SubstitutionChoice, string> = {
  remove: "Remove it",
  call: "Call me",
  similar: "Use a similar item",
};

/** The question each line's choice answers, on the cart, the desk and the slip. */
export const SUBSTITUTION_QUESTION = "If out of stock";

export const DELIVERY_NOTE_MESSAGES = {
  LANDMARK_TOO_LONG: `Landmark must be at most ${LANDMARK_MAX_LENGTH} characters`,
  LANDMARK_NOT_TEXT: "Landmark must be text",
  RIDER_NOTE_TOO_LONG: `Note to the rider must be at most ${RIDER_NOTE_MAX_LENGTH} characters`,
  RIDER_NOTE_NOT_TEXT: "Note to the rider must be text",
  SUBSTITUTION_UNKNOWN: `If out of stock must be one of: ${SUBSTITUTION_CHOICES.join(", ")} (${SUBSTITUTION_CHOICES.map((c) => SUBSTITUTION_LABELS[c]).join(" / ")})`,
  DEFAULT_SAVED: "Default saved",
  PREFERENCES: "Preferences fetched",
} as const;

export function isSubstitutionChoice(value: unknown): value is SubstitutionChoice {
  return typeof value === "string" && (SUBSTITUTION_CHOICES as readonly string[]).includes(value);
}

/** "Call me"; an unknown or missing value (an order from before the choice existed) → null. */
export function substitutionLabel(value: unknown): string | null {
  return isSubstitutionChoice(value) ? SUBSTITUTION_LABELS[value] : null;
}

/**
 * Free text as stored: line breaks and tabs made single spaces (the slip and the desk show it
 * on as few lines as fit), surrounding blanks trimmed. Blank → null (nothing was said). A NUL
 * is left in place for the API's body check to refuse.
 */
export function cleanNoteText(value: string): string | null {
  const text = value.replace(/[\r\n\t]+/g, " ").trim();
  return text === "" ? null : text;
}

/** Lines grouped by their choice, for a short summary: [["Call me", ["Rice 5kg"]], …]. */
export function substitutionSummary(
  items: readonly { name: string; substitution?: unknown }[],
): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const choice of SUBSTITUTION_CHOICES) groups.set(SUBSTITUTION_LABELS[choice], []);
  for (const item of items) {
    const label = substitutionLabel(item.substitution);
    if (label) groups.get(label)!.push(item.name);
  }
  return [...groups].filter(([, names]) => names.length > 0);
}
