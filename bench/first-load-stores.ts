/**
 * The stores `npm run bench -- first-load` compares: this checkout's production build and a
 * baseline commit's, built in a git worktree of its own, each started on its own port with a
 * throwaway embedded database (the demo catalogue).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT } from "../server/lib/project-root";

export interface BenchStore {
  /** "this" or the baseline's commit. */
  name: string;
  origin: string;
  /** The built browser files (build/client), to measure the scripts a page fetched. */
  client: string;
  stop: () => Promise<void>;
}

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, NODE_ENV: "" } });

/**
 * The baseline commit's checkout, built: a worktree beside this one (`../wt-baseline-<commit>`),
 * made, installed and built the first time, reused as it is afterwards.
 */
export function baselineCheckout(commit: string): string {
  const dir = join(PROJECT_ROOT, "..", `wt-baseline-${commit}`);
  if (!existsSync(dir)) run("git", ["worktree", "add", "--detach", dir, commit], PROJECT_ROOT);
  if (!existsSync(join(dir, "node_modules"))) run("npm", ["ci", "--prefer-offline"], dir);
  if (!existsSync(join(dir, "build/main.js"))) run("npm", ["run", "build"], dir);
  return dir;
}

async function waitForStore(origin: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the store at ${origin} did not start`);
}

/** Starts a checkout's production build on `port`, seeded afresh. */
export async function startStore(name: string, root: string, port: number): Promise<BenchStore> {
  if (!existsSync(join(root, "build/main.js")))
    throw new Error(`no production build in ${root}: run \`npm run build\` there first`);
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-first-load-"));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn("node", ["build/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  });
  const stop = async () => {
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForStore(origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, origin, client: join(root, "build/client"), stop };
}

/** The four pages measured, a product page being the catalogue's first product's. */
export async function benchPages(origin: string) {
  const list = (await (await fetch(`${origin}/api/product/list?page=1&limit=1`)).json()) as {
    products: { _id: string; category: string[] }[];
  };
  const product = list.products[0]!;
  return [
    { name: "/", path: "/" },
    { name: "/products", path: "/products" },
    {
      name: "product page",
      path: `/products/${product.category[0]!.toLowerCase()}/${product._id}`,
    },
    { name: "/cart", path: "/cart" },
  ];
}
