/** The figures every bench reports: CPU of a process, percentiles, the load average. */
import { readFileSync } from "node:fs";

/** CPU milliseconds (user + system, every thread) the process has used so far. */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
}

/** The value at fraction `p` (0.5, 0.95) of the sorted values; NaN when there are none. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
};
export const median = (values: number[]) => percentile(values, 0.5);
export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ", 3).join(" ");
