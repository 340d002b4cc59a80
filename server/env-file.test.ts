import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { parseEnvFile, readEnvFile, takeEnvFileOption } from "./lib/env-file";

// The deploy guide's env file, read as systemd's EnvironmentFile= reads it, and what the store
// says when an operator's inline comment reaches it.

const HINT =
  '(the value has " #" in it: a comment after a value is part of the value in an env file; put comments on lines of their own)';

describe("env file read as systemd reads it", () => {
  it("keeps an inline comment in the value, skips comment lines, unquotes, joins continued lines", () => {
    const vars = parseEnvFile(
      [
        "# the store's settings",
        "; also a comment",
        "",
        "DATABASE_URL=postgres://minimart:secret@127.0.0.1:5432/minimart",
        "  SELLER_PASSWORD = a long secret  ",
        "COOKIE_SECURE=true        # when nginx terminates HTTPS",
        'QUOTED="say \\"hi\\" # not a comment"',
        "SINGLE='kept as is'",
        "LONG=one \\",
        "two",
      ].join("\r\n"),
    );
    expect(vars).toEqual({
      DATABASE_URL: "postgres://minimart:secret@127.0.0.1:5432/minimart",
      SELLER_PASSWORD: "a long secret",
      COOKIE_SECURE: "true        # when nginx terminates HTTPS",
      QUOTED: 'say "hi" # not a comment',
      SINGLE: "kept as is",
      LONG: "one two",
    });
  });

  it("refuses a line that is neither KEY=VALUE nor a comment, naming the line", () => {
    expect(() => parseEnvFile("PORT=3001\nexport PORT=3002\n", "/etc/minimart/env")).toThrow(
      "/etc/minimart/env, line 2: expected KEY=VALUE or a # comment",
    );
    expect(() => parseEnvFile("just words")).toThrow("the env file, line 1:");
  });

  describe("files and the --env-file option", () => {
    const dir = mkdtempSync(join(tmpdir(), "minimart-envfile-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("reads a file, and says so clearly when it is missing", () => {
      const file = join(dir, "env");
      writeFileSync(file, "DATA_DIR=/var/lib/minimart/3001\n");
      expect(readEnvFile(file)).toEqual({ DATA_DIR: "/var/lib/minimart/3001" });
      expect(() => readEnvFile(join(dir, "nope"))).toThrow(
        `Cannot read the env file ${join(dir, "nope")} (no such file).`,
      );
    });

    it("takes --env-file FILE or --env-file=FILE out of the arguments", () => {
      const file = join(dir, "env2");
      writeFileSync(file, "PORT=3009\n");
      expect(takeEnvFileOption(["--env-file", file, "out.mmb", "--overwrite"])).toEqual({
        args: ["out.mmb", "--overwrite"],
        envFile: file,
        vars: { PORT: "3009" },
      });
      expect(takeEnvFileOption([`--env-file=${file}`, "out.mmb"]).vars).toEqual({ PORT: "3009" });
      expect(takeEnvFileOption(["out.mmb"])).toEqual({ args: ["out.mmb"], vars: {} });
      expect(() => takeEnvFileOption(["out.mmb", "--env-file"])).toThrow(
        "--env-file needs a file name",
      );
      expect(() => takeEnvFileOption(["--env-file=", "out.mmb"])).toThrow(
        "--env-file needs a file name",
      );
    });
  });
});

describe("the store's refusal of a value carrying an inline comment", () => {
  it("names the variable and says the comment is part of the value", () => {
    const source = parseEnvFile("COOKIE_SECURE=true        # when nginx terminates HTTPS\n");
    let message = "";
    try {
      parseEnv(source);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split("\n")).toEqual([
      "Invalid environment:",
      expect.stringMatching(/^ {2}COOKIE_SECURE: .+ \(the value has " #" in it: .+\)$/),
    ]);
    expect(message).toContain(HINT);
    // The value itself is not repeated: it might have been a password.
    expect(message).not.toContain("when nginx terminates HTTPS");
  });

  it("gives the hint only to the values that carry one", () => {
    expect(() =>
      parseEnv({ PORT: "3001 # first instance", LOG_LEVEL: "loud", TRUST_PROXY_HOPS: "1" }),
    ).toThrow(/PORT: [^\n]+ \(the value has " #"[^\n]+\n {2}LOG_LEVEL: [^\n(]+$/);
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).not.toThrow('" #"');
  });

  it("accepts the guide's env file with its comments on lines of their own", () => {
    const env = parseEnv(
      parseEnvFile(
        [
          "DATABASE_URL=postgres://minimart:secret@127.0.0.1:5432/minimart",
          "# Behind nginx: the client's address is in the X-Forwarded-For entry nginx adds.",
          "TRUST_PROXY_HOPS=1",
          "# nginx terminates HTTPS: cookies get the Secure flag.",
          "COOKIE_SECURE=true",
          "METRICS_TOKEN=0123456789abcdef0123",
        ].join("\n"),
      ),
    );
    expect(env).toMatchObject({ TRUST_PROXY_HOPS: 1, COOKIE_SECURE: true });
    expect(env.METRICS_TOKEN).toBe("0123456789abcdef0123");
  });
});
