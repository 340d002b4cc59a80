import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A package loaded on its first use instead of at start: exceljs, papaparse and sharp cost
 * about 0.8 s and 60 MB before the store could answer anything, and most starts never need
 * them. The type comes from a type-only import at the caller.
 */
export function lazyModule<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      const module = require(id) as T & { default?: T };
      loaded = (module.default ?? module) as T;
    }
    return loaded;
  };
}
