// The end-to-end suite's stores (playwright.config.ts starts this as its one web server).
//
// Every store starts from the same freshly seeded demo catalogue. Seeding (migrations, site
// images, the demo products and their photos) is most of a store's start, so it runs once: a
// store seeds a template data directory and stops gracefully, each store gets a copy, and the
// stores then start side by side. When all of them answer /api/health, this process answers
// 200 on READY_PORT, which is what Playwright waits for; stopping this process stops them.
//
// Usage: node tests/e2e/stores.mjs READY_PORT TEMPLATE_PORT name=port ...
// Every store gets this process's environment with PORT and DATA_DIR set.
import { spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [readyPort, templatePort, ...storeArgs] = process.argv.slice(2);
const stores = storeArgs.map((arg) => {
  const [name, port] = arg.split("=");
  return { name, port: Number(port), dataDir: join(tmpdir(), `minimart-e2e-${port}`) };
});
const children = new Set();

function start(name, port, dataDir) {
  const child = spawn(process.execPath, ["build/main.js"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const prefix = (stream, out) =>
    stream.on("data", (chunk) => {
      for (const line of String(chunk).split("\n")) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  child.exited.then(() => children.delete(child));
  return child;
}

async function healthy(name, port, child) {
  let exited = false;
  child.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the ${name} store exited before it answered /api/health`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet: it listens once booted
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });
}

try {
  const template = join(tmpdir(), `minimart-e2e-${templatePort}-template`);
  rmSync(template, { recursive: true, force: true });
  const seeding = start("seed", Number(templatePort), template);
  await healthy("seed", Number(templatePort), seeding);
  seeding.kill("SIGTERM");
  const { code } = await seeding.exited;
  if (code !== 0) throw new Error(`the seeded store stopped with exit code ${code}`);

  const running = stores.map(({ name, port, dataDir }) => {
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(template, dataDir, { recursive: true });
    return { name, port, child: start(name, port, dataDir) };
  });
  await Promise.all(running.map(({ name, port, child }) => healthy(name, port, child)));
  rmSync(template, { recursive: true, force: true });
  createServer((_req, res) => res.end("ready")).listen(Number(readyPort), "127.0.0.1");
  console.log(`stores ready: ${stores.map((s) => `${s.name} on ${s.port}`).join(", ")}`);
  // A store that stops while the suite runs fails the run loudly rather than as timeouts.
  for (const { name, child } of running) {
    child.exited.then(({ code: c, signal }) => {
      console.error(`the ${name} store stopped (${signal ?? `exit code ${c}`})`);
      stopAll();
      process.exit(1);
    });
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  stopAll();
  process.exit(1);
}
