// What the shopper did in an island's server HTML, carried into the live part that replaces it
// (components/island.tsx): what was typed or chosen, where focus and the caret were, and a tap
// still to be carried out. Loaded with an island's own code, after the page is up: nothing can
// be carried before there is a live part to carry it into.

import { startTransition } from "react";
import { flushSync } from "react-dom";

const FOCUSABLE = "a[href],button,input,select,textarea,[tabindex]";
const FIELDS = "input,select,textarea";
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether the shopper changed a field of the server's HTML (it no longer says what it was sent with). */
function edited(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * What was typed or chosen in the server's HTML goes over to the live part, field by field in
 * document order, through the events the live fields listen to, so their state follows. Only
 * fields the shopper changed: one the live part shows differently by itself (the page moved on
 * meanwhile) keeps the live part's value.
 */
function carryFields(from: Element, to: Element) {
  const live = [...to.querySelectorAll<Field>(FIELDS)];
  [...from.querySelectorAll<Field>(FIELDS)].forEach((old, index) => {
    const field = live[index];
    if (!field || field.tagName !== old.tagName || !edited(old)) return;
    if (
      field instanceof HTMLInputElement &&
      (field.type === "checkbox" || field.type === "radio")
    ) {
      if (field.checked !== (old as HTMLInputElement).checked) field.click();
      return;
    }
    if (field.value === old.value) return;
    // The prototype's setter, so the live field's own bookkeeping sees a change.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
    setter?.call(field, old.value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  });
}

/** The shopper's place in the server's HTML as it is swapped for the live part. */
export interface Handover {
  from: Element;
  /** The focused control, by its place among the part's focusable ones (-1: none). */
  focus: number;
  /** Where the caret was in a focused text field. */
  caret: [number, number] | null;
  /** A control tapped before the code came, to be pressed again once live (-1: none). */
  press: number;
}

const placeOf = (root: Element, element: Element | null) =>
  element && root.contains(element) ? [...root.querySelectorAll(FOCUSABLE)].indexOf(element) : -1;

/** Read just before the swap, while the server's HTML is still on screen. */
export function takeOver(from: Element, tapped: Element | null): Handover {
  const active = document.activeElement;
  const focus = placeOf(from, active);
  const caret =
    active instanceof HTMLInputElement &&
    focus >= 0 &&
    active.selectionStart !== null &&
    active.selectionEnd !== null
      ? ([active.selectionStart, active.selectionEnd] as [number, number])
      : null;
  return { from, focus, caret, press: placeOf(from, tapped) };
}

/**
 * Before the first paint of the live part: what was typed is in its fields, and focus (with the
 * caret where it was) is on the same control, so nothing is seen lost.
 */
export function handOver({ from, focus, caret }: Handover, to: Element) {
  carryFields(from, to);
  const target = to.querySelectorAll<HTMLElement>(FOCUSABLE)[focus];
  if (!target) return;
  target.focus();
  if (!caret || !(target instanceof HTMLInputElement) || target.selectionStart === null) return;
  // After the live part has re-rendered with the carried text (a controlled field is set back to
  // its state first, then to the new state, which puts the caret at the end), and before that
  // frame is painted.
  requestAnimationFrame(() => {
    if (document.activeElement === target) target.setSelectionRange(caret[0], caret[1]);
  });
}

/** The tap made before the code came, carried out on the live part. */
export function pressAgain({ press }: Handover, to: Element) {
  to.querySelectorAll<HTMLElement>(FOCUSABLE)[press]?.click();
}

/** What a tap or a key can work in the server's HTML (a disabled button cannot). */
const PRESSABLE = "button:not(:disabled),input,select,textarea";

/**
 * Draws the live part (`set`, which swaps it for the server's HTML).
 * - At once when the shopper is in the part (`now`: a tap to carry out; or focus inside) or
 *   could press something in it: focus is read just before and the server's HTML swapped in one
 *   go, so a Tab or tap landing in between cannot go to an element that is about to be removed.
 * - Otherwise (links and text, such as the list's cards, whose Add buttons wait disabled) in
 *   slices that leave the phone free to answer (/products' 50 cards were one
 *   long task), with the server's HTML in place until the live part is ready. A tap, or focus
 *   by keyboard, into the part meanwhile calls `hurry`, which draws it at once as above.
 */
export function draw(element: Element, now: boolean, set: () => void, hurry: () => void): void {
  if (now || element.contains(document.activeElement) || element.querySelector(PRESSABLE)) {
    flushSync(set);
    return;
  }
  startTransition(set);
  // A link pressed with a pointer takes focus too; its click (below) is what hurries.
  element.addEventListener("focusin", (event) => {
    if ((event.target as Element).matches(":focus-visible")) hurry();
  });
  element.addEventListener("click", hurry);
}
