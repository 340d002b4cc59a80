import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id is an ambient const enum (not importable under verbatimModuleSyntax): 2.
const ARGON2ID = 2;
// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword("not-a-real-password-but-same-cost"));

/** Spends the same time as a real check, so a login for an unknown email is not faster. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  await verifyPassword(await dummy(), password);
}

/**
 * Computes the dummy hash ahead of the first login: otherwise the first unknown email would
 * pay for a hash and a check, and answer measurably slower than a wrong password.
 */
export async function warmUpPasswordChecks(): Promise<void> {
  await dummy();
}
