import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id is an ambient const enum (not importable under verbatimModuleSyntax): 2.
const ARGON2ID = 2;

export interface PasswordHashOptions {
  algorithm: typeof ARGON2ID;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. What the store always uses. */
export const PRODUCTION_PASSWORD_OPTIONS: Readonly<PasswordHashOptions> = Object.freeze({
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

/**
 * The cheapest argon2id the library accepts. Test suites register and log in thousands of
 * times; at the production cost that is minutes of hashing that test nothing about hashing.
 */
export const TEST_PASSWORD_OPTIONS: Readonly<PasswordHashOptions> = Object.freeze({
  algorithm: ARGON2ID,
  memoryCost: 64,
  timeCost: 1,
  parallelism: 1,
});

let options: Readonly<PasswordHashOptions> = PRODUCTION_PASSWORD_OPTIONS;

/**
 * Test suites only: hash new passwords at TEST_PASSWORD_OPTIONS in this process. Refused in
 * production, so a stray call can never weaken the hashes a store writes. Checking a password
 * reads the cost from the stored hash, so hashes of either cost verify.
 */
export function lowerPasswordCostForTests(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === "production") {
    throw new Error("The test password cost cannot be used with NODE_ENV=production");
  }
  setOptions(TEST_PASSWORD_OPTIONS);
}

/** Back to the production cost (the test that checks those parameters calls it). */
export function restoreProductionPasswordCost(): void {
  setOptions(PRODUCTION_PASSWORD_OPTIONS);
}

/** The parameters new hashes get in this process. */
export function passwordHashOptions(): Readonly<PasswordHashOptions> {
  return options;
}

function setOptions(next: Readonly<PasswordHashOptions>): void {
  if (next === options) return;
  options = next;
  // The dummy must cost what a real check costs, so it follows the parameters.
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
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
