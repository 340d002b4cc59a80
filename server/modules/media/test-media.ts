import { createApp } from "../../app";
import type { TestContext } from "../../test/harness";

/** An app whose /media reads the store registered for `mediaDir`. */
export const mediaDb = (t: TestContext, mediaDir: string) => createApp({ ...t.deps, mediaDir });
