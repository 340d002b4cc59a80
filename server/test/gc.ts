import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// A test may ask for a full garbage collection without starting Node with --expose-gc.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** A full garbage collection, twice, letting FinalizationRegistry callbacks run after each. */
export async function collectGarbage(): Promise<void> {
  for (let i = 0; i < 2; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
