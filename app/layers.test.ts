// The layer rules of eslint.config.js, run through ESLint itself: a snippet that imports across
// a forbidden line, linted as if it stood at a given path, must fail `npm run lint`; the imports
// each layer may make must pass.
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const LAYER_RULES = new Set(["@typescript-eslint/no-restricted-imports", "no-restricted-syntax"]);

let eslint: ESLint;
// The first lint loads the config and the TypeScript parser: seconds on a busy machine.
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText("", { filePath: `${ROOT}domain/warm-up.ts` });
}, 60_000);

/** The layer errors ESLint reports for `code` at `path` (relative to the repository). */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? [])
    .filter((m) => m.severity === 2 && m.ruleId !== null && LAYER_RULES.has(m.ruleId))
    .map((m) => m.message);
}

const forbidden: [string, string, string, RegExp][] = [
  [
    "domain → app",
    "domain/x.ts",
    'import { http } from "~/lib/http";\nhttp;',
    /domain\/ imports nothing outside itself/,
  ],
  [
    "domain → server",
    "domain/x.ts",
    'import { db } from "../server/db/client";\ndb;',
    /domain\/ imports nothing outside itself/,
  ],
  [
    "domain → server alias",
    "domain/x.ts",
    'import { db } from "@server/db/client";\ndb;',
    /domain\/ imports nothing outside itself/,
  ],
  [
    "server → app",
    "server/http/x.ts",
    'import { http } from "../../app/lib/http";\nhttp;',
    /server\/ never imports app\//,
  ],
  [
    "server → app, type only",
    "server/x.ts",
    'import type { X } from "../app/lib/types";\nexport type Y = X;',
    /server\/ never imports app\//,
  ],
  [
    "server → app alias",
    "server/modules/x/y.ts",
    'import { http } from "~/lib/http";\nhttp;',
    /server\/ never imports app\//,
  ],
  [
    "feature → feature",
    "app/features/catalog/components/x.tsx",
    'import { CartLine } from "~/features/cart/components/cart-line";\nCartLine;',
    /A feature never imports another feature/,
  ],
  [
    "feature → feature, relative",
    "app/features/catalog/components/x.tsx",
    'import { api } from "../../cart/api";\napi;',
    /reach what is outside its folder by ~\//,
  ],
  [
    "feature → feature from its top",
    "app/features/catalog/x.ts",
    'import { api } from "../cart/api";\napi;',
    /reach what is outside its folder by ~\//,
  ],
  [
    "feature → feature, import()",
    "app/features/home/components/x.tsx",
    'export const load = () => import("~/features/catalog/components/product-list");',
    /A feature never imports another feature/,
  ],
  [
    "feature → feature in a test file",
    "app/features/orders/cross.test.ts",
    'import { fetchSlip } from "~/features/order-desk/api";\nfetchSlip;',
    /A feature never imports another feature/,
  ],
  [
    "lib → feature",
    "app/lib/x.ts",
    'import { fetchSlip } from "~/features/order-desk/api";\nfetchSlip;',
    /import no feature and no route/,
  ],
  [
    "components → route",
    "app/components/x.tsx",
    'import Home from "../routes/home";\nHome;',
    /import no feature and no route/,
  ],
  [
    "UI → server",
    "app/lib/x.ts",
    'import { db } from "../../server/db/client";\ndb;',
    /UI code must not import server code/,
  ],
  [
    "UI → server, type only",
    "app/lib/x.ts",
    'import type { Database } from "../../server/db/client";\nexport type D = Database;',
    /UI code must not import server code/,
  ],
  [
    "load context → server value",
    "app/load-context.ts",
    'import { createSsrServices } from "../server/ssr-services";\ncreateSsrServices;',
    /UI code must not import server code/,
  ],
];

const allowed: [string, string, string][] = [
  [
    "domain → itself and packages",
    "domain/x.ts",
    'import { z } from "zod";\nimport { STORE } from "./store";\nimport { MSG } from "@domain/messages";\nz; STORE; MSG;',
  ],
  [
    "server → server/app.ts and domain",
    "server/http/x.ts",
    'import { createApp } from "./";\nimport { STORE } from "@domain/store";\ncreateApp; STORE;',
  ],
  [
    "feature → itself, components, lib, domain",
    "app/features/catalog/components/x.tsx",
    'import { a } from "../api";\nimport { b } from "./y";\nimport { c } from "~/features/catalog/z";\nimport { Button } from "~/components/ui/button";\nimport { http } from "~/lib/http";\nimport { STORE } from "@domain/store";\na; b; c; Button; http; STORE;',
  ],
  [
    "feature, two folders below its top",
    "app/features/home/store-finder/components/x.tsx",
    'import { a } from "../../components/y";\nimport { b } from "../branch-info";\na; b;',
  ],
  [
    "route → two features",
    "app/routes/x.tsx",
    'import { A } from "~/features/catalog/a";\nimport { B } from "~/features/cart/b";\nexport const load = () => import("~/features/home/c");\nA; B;',
  ],
  [
    "load context → server, type only",
    "app/load-context.ts",
    'import type { StoreLoadContext } from "../server/load-context";\nexport type C = StoreLoadContext;',
  ],
];

describe("the layers held by lint", { timeout: 20_000 }, () => {
  it.each(forbidden)("refuses %s", async (_name, path, code, message) => {
    const errors = await layerErrors(path, code);
    expect(errors.length, errors.join("\n")).toBeGreaterThan(0);
    expect(
      errors.some((e) => message.test(e)),
      errors.join("\n"),
    ).toBe(true);
  });

  it.each(allowed)("allows %s", async (_name, path, code) => {
    expect(await layerErrors(path, code)).toEqual([]);
  });
});
