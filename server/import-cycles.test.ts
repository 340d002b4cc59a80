import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The server's files import one another without loops (a loop makes load order decide what a
 * module sees, and blurs which module owns what), and the shared layers under the modules
 * (http, db, lib, platform) never reach up into a module.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

type Graph = Map<string, string[]>;

const IMPORT =
  /(?:import|export)\s[^'";]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Relative imports of every .ts file under `dir`, resolved to repository paths. */
function importGraph(dir: string): Graph {
  const files = readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));
  const known = new Set(files);
  const graph: Graph = new Map();
  for (const file of files) {
    const deps: string[] = [];
    for (const m of readFileSync(join(ROOT, file), "utf8").matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? "";
      if (!spec.startsWith(".")) continue;
      const base = normalize(join(dirname(file), spec)).replace(/\.js$/, "");
      const target = [`${base}.ts`, `${base}.tsx`, base, join(base, "index.ts")].find((t) =>
        known.has(t),
      );
      if (target) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** The groups of files that import one another in a loop (Tarjan's strongly connected components). */
function importLoops(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) loops.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return loops;
}

describe("the server's imports", () => {
  const graph = importGraph("server");

  it("finds a loop when there is one (the check itself)", () => {
    const sample: Graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(importLoops(sample)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    expect(graph.get("server/api.ts")).toContain("server/modules/catalog/catalog.routes.ts");
  });

  it("have no loops", () => {
    expect(importLoops(graph)).toEqual([]);
  });

  it("from http, db, lib and platform never reach into a module (tests and seed data aside)", () => {
    const upward = [...graph].flatMap(([file, deps]) =>
      /^server\/(http|db|lib|platform)\//.test(file) &&
      !/\.test\.ts$|^server\/db\/seed\//.test(file)
        ? deps.filter((d) => d.startsWith("server/modules/")).map((d) => `${file} → ${d}`)
        : [],
    );
    expect(upward).toEqual([]);
  });
});
