// `npm run seller:add -- <email> [--name "Staff name"] [--role owner|staff|rider]`
//
// Creates a back-office account or sets a new password for an existing one. A new account is
// an owner unless --role says otherwise (the first account must be able to run the store);
// an existing account keeps its role unless --role is given. The password
// is asked for twice on a terminal, without echo, or read from the first line of stdin when
// piped (`printf '%s\n' "$PW" | npm run seller:add -- staff@example.com`). It is never
// printed. Setting a new password signs that seller out everywhere.
//
// The database is opened like `npm run seed` does (DATABASE_URL, else PGlite in DATA_DIR).
// With PGlite, stop the store first: the embedded database takes one process at a time.
import { eq } from "drizzle-orm";
import { join, resolve } from "node:path";
import { z } from "zod";
import { openDatabase } from "../server/db/client";
import { sellers, sessions } from "../server/db/schema";
import { parseEnv } from "../server/env";
import { isStaffRole, ROLE_MESSAGES, type StaffRole } from "../domain/staff-roles";
import { upsertSeller } from "../server/modules/accounts/accounts.service";
import { changeRole } from "../server/modules/staff/staff.service";
import { HttpError } from "../server/http/errors";

/** The same bounds as SELLER_PASSWORD at start (server/env.ts). */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 256;

const USAGE = `Usage: npm run seller:add -- <email> [--name "Staff name"] [--role owner|staff|rider]
  A new account is an owner unless --role says otherwise.
  The password is asked for (no echo), or read from stdin when piped.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function parseArgs(argv: string[]): { email: string; name?: string; role?: StaffRole } {
  let email: string | undefined;
  let name: string | undefined;
  let role: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--help" || arg === "-h") {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (arg === "--name") name = argv[++i];
    else if (arg.startsWith("--name=")) name = arg.slice("--name=".length);
    else if (arg === "--role") role = argv[++i] ?? "";
    else if (arg.startsWith("--role=")) role = arg.slice("--role=".length);
    else if (!email) email = arg;
    else fail(`Unexpected argument: ${arg}\n${USAGE}`);
  }
  const parsed = z
    .string()
    .trim()
    .toLowerCase()
    .email()
    .safeParse(email ?? "");
  if (!parsed.success) fail(email ? `Not a valid email address: ${email}\n${USAGE}` : USAGE);
  if (name !== undefined && !name.trim()) fail("--name needs a value");
  if (role !== undefined && !isStaffRole(role)) fail(`${ROLE_MESSAGES.UNKNOWN_ROLE}\n${USAGE}`);
  return { email: parsed.data, name: name?.trim(), role: role as StaffRole | undefined };
}

/** Reads one line from a terminal without echoing it (raw mode: we see every key). */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  return new Promise((done, reject) => {
    let value = "";
    const finish = (result: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      process.stderr.write("\n");
      result();
    };
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString("utf8")) {
        if (ch === "\r" || ch === "\n") return finish(() => done(value));
        if (ch === "\u0003") return finish(() => reject(new Error("Cancelled")));
        if (ch === "\u0004" && value === "") return finish(() => reject(new Error("Cancelled")));
        if (ch === "\u007f" || ch === "\b") value = [...value].slice(0, -1).join("");
        else if (ch >= " ") value += ch;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

async function readPassword(email: string): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await askHidden(`Password for ${email}: `);
  const second = await askHidden("Repeat the password: ");
  if (first !== second) fail("The two passwords differ. Nothing was changed.");
  return first;
}

async function main() {
  const { email, name, role } = parseArgs(process.argv.slice(2));
  const password = await readPassword(email).catch((err: Error) => fail(err.message));
  if (password.length < PASSWORD_MIN)
    fail(`The password must be at least ${PASSWORD_MIN} characters. Nothing was changed.`);
  if (password.length > PASSWORD_MAX)
    fail(`The password must be at most ${PASSWORD_MAX} characters. Nothing was changed.`);

  const env = parseEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: join(resolve(env.DATA_DIR), "pglite"),
  });
  try {
    await database.migrate();
    const db = database.db;
    const [existing] = await db
      .select({ id: sellers.id, role: sellers.role })
      .from(sellers)
      .where(eq(sellers.email, email))
      .limit(1);
    if (existing && role && role !== existing.role) {
      // The staff screen's own rule: the store keeps at least one active owner.
      const actor = { type: "system" as const, id: null, name: "npm run seller:add" };
      await changeRole(db, actor, existing.id, role).catch((err: unknown) =>
        fail(err instanceof HttpError ? `${err.message} Nothing was changed.` : String(err)),
      );
    }
    await upsertSeller(db, email, password, name, role);
    if (existing) {
      if (name) await db.update(sellers).set({ name }).where(eq(sellers.id, existing.id));
      await db.delete(sessions).where(eq(sessions.sellerId, existing.id));
      process.stdout.write(
        `Seller updated: ${email}, ${role ?? existing.role} (new password set; signed out everywhere)\n`,
      );
    } else {
      process.stdout.write(`Seller created: ${email}, ${role ?? "owner"}. Log in at /seller\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
