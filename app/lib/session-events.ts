// The one event between the HTTP client and the session states, apart so that listening for it
// does not bring the HTTP client into the first load.

/** Fired when the server proves a stored session dead; auth state listens and forgets it. */
export const SESSION_INVALID_EVENT = "minimart:session-invalid";
export type SessionInvalidDetail = { role: "user" | "seller" };
