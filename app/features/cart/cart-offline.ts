// The cart page without a connection: what it says about lines it has nothing to show for.

/** What the cart says for lines it cannot show, never contradicting the heading's count. */
export function cantShowLines(unshown: number, shown: number): string {
  const one = unshown === 1;
  const items = `${unshown} ${one ? "item" : "items"}`;
  const saved = `${one ? "is" : "are"} saved and will show when you're back online.`;
  return shown > 0
    ? `We can't load ${items} of your cart while offline. ${one ? "It" : "They"} ${saved}`
    : `We can't load your cart's products while offline. Your ${items} ${saved}`;
}
