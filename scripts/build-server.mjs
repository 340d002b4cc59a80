// Bundles server/main.ts into build/main.js: our code bundled, npm packages left external.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  alias: { "@domain": "./domain", "@server": "./server" },
});
console.log("server bundle: build/main.js");
