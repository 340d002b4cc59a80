// Limits of a cart and of an order's lines. Shared by the server's
// validation and the browser's stepper, so the "+" button stops where the server would refuse.

export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 100;
