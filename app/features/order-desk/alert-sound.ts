// The new-order alert, generated in the browser with the Web Audio API: nothing to download.
// Browsers keep an AudioContext "suspended" until the page has had a click or a key press;
// the desk says so and resumes it on the next click.

type AudioContextClass = typeof AudioContext;

export type SoundState = "unsupported" | "suspended" | "running";

let context: AudioContext | null = null;
let lastPlayedAt = 0;
/** A new order and the repeat timer may ask at the same moment: one chime, not two. */
const MIN_GAP_MS = 1_500;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

export function alertContext(): AudioContext | null {
  if (context) return context;
  const Ctor = audioContextClass();
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

export function soundState(): SoundState {
  const ctx = alertContext();
  if (!ctx) return "unsupported";
  return ctx.state === "running" ? "running" : "suspended";
}

/** Resumes the context (call from a click). */
export async function unlockSound(): Promise<SoundState> {
  const ctx = alertContext();
  if (!ctx) return "unsupported";
  try {
    await ctx.resume();
  } catch {
    // Still locked: the state says so.
  }
  return soundState();
}

/** Two rising chimes, about 0.6 s, loud enough over a shop's noise yet not harsh. */
export function playOrderAlert(): boolean {
  const ctx = alertContext();
  if (!ctx || ctx.state !== "running") return false;
  if (Date.now() - lastPlayedAt < MIN_GAP_MS) return true;
  lastPlayedAt = Date.now();
  const start = ctx.currentTime + 0.02;
  const notes = [
    { freq: 880, at: 0 },
    { freq: 1318.5, at: 0.22 },
  ];
  for (const { freq, at } of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = freq;
    const t = start + at;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.4, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.35);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.4);
  }
  return true;
}
