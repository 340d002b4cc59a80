// What was typed or chosen in an island's server HTML, carried into its live fields
// (components/island.tsx). Loaded with an island's own code, after the page is up: nothing can
// be carried before there is a live part to carry it into.

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
export function carryFields(from: Element, to: Element) {
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
