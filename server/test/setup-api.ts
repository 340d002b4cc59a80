import { lowerPasswordCostForTests } from "../lib/passwords";

// Every register and login in the API suite hashes at the cheapest argon2id cost: the suite
// tests what the store does with a password, not argon2. server/lib/passwords.cost.test.ts
// holds the production parameters to OWASP's baseline.
lowerPasswordCostForTests();
