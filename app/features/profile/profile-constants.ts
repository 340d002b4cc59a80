/** SPEC §8: a success toast shows for 2 s; the reload after a profile update waits for it. */
export const SUCCESS_TOAST_MS = 2000;
