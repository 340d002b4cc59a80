/**
 * Leftovers younger than this are left alone by the start-up sweeps (pictures and upload
 * folders): an add or import, here or on another instance, may be about to use them.
 */
export const SWEEP_MIN_AGE_MS = 60 * 60_000;
