// Completes package-lock.json with the other platforms' optional native packages.
//
// The registry this project installs from serves only the packages for the platforms it
// supports (no win32 or darwin builds of rollup, tailwind's oxide, lightningcss, ...). npm
// then leaves those optional packages out of the lock file, and `npm ci` refuses the lock
// as "missing" them. Listing them as optional entries (version, os, cpu from the parent's
// optionalDependencies and the package name) lets `npm ci` skip them as it does for any
// optional package of another platform. Run after changing dependencies:
//   npm install && node scripts/lockfile-platforms.mjs
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = "package-lock.json";
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "sunos",
  "win32",
  "aix",
  "netbsd",
  "wasi",
];
const CPU = [
  "arm64",
  "arm",
  "x64",
  "ia32",
  "loong64",
  "ppc64",
  "riscv64",
  "s390x",
  "mips64el",
  "wasm32",
  "universal",
];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p) || p === "win32");
  let cpu = parts.find((p) => CPU.includes(p));
  if (!cpu && parts.includes("gnueabihf")) cpu = "arm";
  return { os, cpu };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // Where npm would place it: next to the parent's own node_modules first, else at the top.
    const nested = `${path ? `${path}/` : ""}node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (packages[nested] || packages[top]) continue;
    const { os, cpu } = platformOf(dep);
    const record = { version, optional: true };
    if (entry.dev) record.dev = true;
    if (os) record.os = [os === "wasi" ? "!linux" : os];
    if (cpu) record.cpu = [cpu];
    if (dep.includes("wasm32-wasi")) {
      delete record.os;
      record.cpu = ["wasm32"];
    }
    packages[top] = record;
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0,
  ),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock file: ${added} optional platform packages listed`);
