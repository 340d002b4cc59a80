import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@server/*", "**/server/**"],
              message: "UI code must not import server code.",
            },
          ],
        },
      ],
    },
  },
  { files: ["**/*.mjs", "**/*.js"], languageOptions: { globals: globals.node } },
  {
    files: [
      "server/**",
      "scripts/**",
      "bench/**",
      "tests/**",
      "*.config.ts",
      "app/load-context.ts",
    ],
    rules: { "no-restricted-imports": "off" },
  },
);
