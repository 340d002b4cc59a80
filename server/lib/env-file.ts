import { readFileSync } from "node:fs";
import { describeDatabaseUrl } from "../db/client";

/**
 * An environment file read the way systemd's EnvironmentFile= reads it, so that a script run
 * with `--env-file /etc/minimart/env` sees the very settings the store's instances see: the
 * same database, the same data folder, and the same mistakes. In particular a `#` after a
 * value is part of the value (systemd keeps it), which is why the guide puts comments on
 * lines of their own and why parseEnv says so when such a value is refused.
 *
 * - empty lines and lines whose first non-blank character is `#` or `;` are skipped;
 * - `KEY=VALUE`: blanks around the key and around an unquoted value are dropped;
 * - a value wholly inside "double" or 'single' quotes loses them (in double quotes,
 *   \" and \\ are a quote and a backslash);
 * - a line ending with a backslash goes on with the next line.
 * A line that is not a comment and not KEY=VALUE is refused (systemd would skip it with a
 * warning in the journal; a backup should not run on settings it half understood).
 */
export function parseEnvFile(text: string, name = "the env file"): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const number = i + 1;
    let line = lines[i] ?? "";
    while (line.endsWith("\\") && i + 1 < lines.length) line = line.slice(0, -1) + lines[++i];
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#") || trimmed.startsWith(";")) continue;
    const eq = trimmed.indexOf("=");
    const key = eq > 0 ? trimmed.slice(0, eq).trim() : "";
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) {
      throw new Error(`${name}, line ${number}: expected KEY=VALUE or a # comment`);
    }
    out[key] = unquote(trimmed.slice(eq + 1).trim());
  }
  return out;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1);
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
    return value.slice(1, -1).replace(/\\(["\\])/g, "$1");
  return value;
}

/** Reads and parses an env file; a missing or unreadable file is one clear error. */
export function readEnvFile(path: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new Error(
      `Cannot read the env file ${path}${code === "EACCES" ? " (permission denied: run as the store's user or root)" : code === "ENOENT" ? " (no such file)" : ""}.`,
    );
  }
  return parseEnvFile(text, path);
}

/**
 * Takes `--env-file FILE` (or `--env-file=FILE`) out of a script's arguments. Returns the
 * other arguments and the file's variables (empty when the option is absent).
 */
export function takeEnvFileOption(args: string[]): {
  args: string[];
  envFile?: string;
  vars: Record<string, string>;
} {
  const rest: string[] = [];
  let envFile: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--env-file") {
      const next = args[i + 1];
      if (next === undefined || next.startsWith("--"))
        throw new Error("--env-file needs a file name, e.g. --env-file /etc/minimart/env");
      envFile = next;
      i++;
    } else if (arg.startsWith("--env-file=")) {
      envFile = arg.slice("--env-file=".length);
      if (!envFile)
        throw new Error("--env-file needs a file name, e.g. --env-file /etc/minimart/env");
    } else rest.push(arg);
  }
  return { args: rest, envFile, vars: envFile ? readEnvFile(envFile) : {} };
}

/** Which store a script's settings name, so the operator sees it works on the right one. */
export function settingsLine(envFile: string, env: Record<string, string | undefined>): string {
  const url = env.DATABASE_URL;
  const store = url
    ? `PostgreSQL at ${describeDatabaseUrl(url)}`
    : `the embedded database in ${env.DATA_DIR || "./data"}`;
  return `Settings from ${envFile}: ${store}.`;
}
