import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The layers: domain pure, the server apart from the app, the features apart from each other.
// A rule sees an import's text, not the file it reaches, so each layer forbids the texts that
// leave it: its aliases, and relative paths that climb out of its folder, counted from each
// file's depth. Dynamic import() is held to the same lines.
const FEATURES = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Folder depths the per-depth rules cover below a layer's root, deeper than any today. */
const DEPTHS = [0, 1, 2, 3, 4, 5];
/** The files exactly `depth` folders below `root`. */
const filesAt = (root, depth) => [`${root}/${"*/".repeat(depth)}*.{ts,tsx}`];

const UI_NO_SERVER = {
  regex: "^(@server/|(\\.\\./)+server(/|$))",
  message: "UI code must not import server code.",
};
const NO_FEATURES = {
  regex: "^(~/(features|routes)/|(\\.\\./)+(features|routes)/)",
  message:
    "app/components and app/lib sit under the features: they import no feature and no route.",
};
const otherFeature = (feature) => ({
  regex: `^~/features/(?!${feature}/)`,
  message:
    "A feature never imports another feature: move the shared part to ~/components (UI) or ~/lib (logic), or let the route put the two together.",
});
/** A relative path that climbs out of a folder `depth` levels above the importing file. */
const climbsOut = (depth, message) => ({ regex: `^(\\.\\./){${depth + 1},}`, message });
const LEAVES_FEATURE =
  "Inside a feature, reach what is outside its folder by ~/ (the layer rules read it).";
const DOMAIN_ONLY = {
  regex: "^(~/|@server/)",
  message: "domain/ imports nothing outside itself: pure rules, no app or server code.",
};
/** From a server file `depth` folders down, the repository's app/ is depth + 1 climbs away. */
const serverNoApp = (depth) => ({
  regex: `^(~/|(\\.\\./){${depth + 1}}app(/|$))`,
  message: "server/ never imports app/: a shared rule or type goes to domain/ (or to server/).",
});

/** The same lines for import() expressions, which no-restricted-imports does not read. */
function restrictedImportCalls(patterns) {
  return patterns.map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\/")}/]`,
    message,
  }));
}

function layer(files, patterns, { allowTypeImports = false } = {}) {
  return {
    files,
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: patterns.map((p) => ({ ...p, allowTypeImports })) },
      ],
      "no-restricted-syntax": ["error", ...restrictedImportCalls(patterns)],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      "build",
      "data",
      "node_modules",
      ".react-router",
      "server/db/migrations",
      "test-results",
      "playwright-report",
      "reports",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  { files: ["**/*.mjs", "**/*.js"], languageOptions: { globals: globals.node } },
  layer(["app/**/*.{ts,tsx}"], [UI_NO_SERVER]),
  layer(["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"], [UI_NO_SERVER, NO_FEATURES]),
  ...FEATURES.flatMap((feature) =>
    DEPTHS.map((depth) =>
      layer(filesAt(`app/features/${feature}`, depth), [
        UI_NO_SERVER,
        otherFeature(feature),
        climbsOut(depth, LEAVES_FEATURE),
      ]),
    ),
  ),
  // The load context's shape is the server's: the app reads it by type alone.
  layer(["app/load-context.ts"], [UI_NO_SERVER], { allowTypeImports: true }),
  ...DEPTHS.map((depth) =>
    layer(filesAt("domain", depth), [DOMAIN_ONLY, climbsOut(depth, DOMAIN_ONLY.message)]),
  ),
  ...DEPTHS.map((depth) => layer(filesAt("server", depth), [serverNoApp(depth)])),
);
