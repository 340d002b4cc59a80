import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Structured logs: one JSON object per line on stdout (errors on stderr), each with the time,
 * the level, the instance (INSTANCE_ID) and, inside a request, its request id, so the lines
 * of one request can be found across instances behind a proxy.
 *
 * The request id travels in AsyncLocalStorage: code deep in a service calls `logger.error`
 * without being handed the id.
 */
export type LogLevel = "silent" | "error" | "warn" | "info" | "debug";

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

interface RequestScope {
  requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

let threshold: LogLevel = "info";
let instance: string | undefined;

type LogSink = (line: string, level: Exclude<LogLevel, "silent">) => void;
const toProcess: LogSink = (line, level) => {
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
};
let sink: LogSink = toProcess;

export function configureLogger(options: { level?: LogLevel; instance?: string }) {
  if (options.level) threshold = options.level;
  instance = options.instance || undefined;
}

/** The current level, so a test can put it back. */
export function loggerLevel(): LogLevel {
  return threshold;
}

/** Sends lines elsewhere (a test reads what was logged); without an argument, back to stdout/stderr. */
export function setLogSink(next?: LogSink) {
  sink = next ?? toProcess;
}

/** Runs `fn` with `requestId` attached to every log line written inside it. */
export function withRequestScope<T>(requestId: string, fn: () => T): T {
  return scope.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

function errorFields(value: unknown): Record<string, unknown> {
  if (value instanceof Error) {
    const cause = (value as Error & { cause?: unknown }).cause;
    return {
      error: value.message,
      errorName: value.name,
      stack: value.stack,
      ...(cause instanceof Error ? { cause: cause.message } : {}),
    };
  }
  return value === undefined ? {} : { error: String(value) };
}

function write(level: Exclude<LogLevel, "silent">, msg: string, fields?: Record<string, unknown>) {
  if (RANK[level] > RANK[threshold]) return;
  const { err, ...rest } = fields ?? {};
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    ...(instance ? { instance } : {}),
    ...(currentRequestId() ? { requestId: currentRequestId() } : {}),
    msg,
    ...rest,
    ...errorFields(err),
  });
  sink(line, level);
}

export const logger = {
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
};
