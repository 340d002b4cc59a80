/**
 * Marks a test or group whose outcome cannot depend on the screen: it reads HTTP answers only,
 * or drives a partner's plain page rather than the store's responsive screens. The phone
 * project leaves these out (playwright.config.ts), so they run once, at desktop size.
 */
export const ANY_VIEWPORT = { tag: "@any-viewport" };
