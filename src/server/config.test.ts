import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("runs on embedded defaults with no variables at all", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.seedExamples).toBe(true);
  });

  it("turns examples off by default on PostgreSQL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://db/luett" }).seedExamples).toBe(false);
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://nope" }],
    ["PUBLIC_URL", { PUBLIC_URL: "not a url" }],
    ["SMTP_URL", { SMTP_URL: "http://mail" }],
    ["BETTER_AUTH_SECRET", { BETTER_AUTH_SECRET: "short" }],
    ["SEED_EXAMPLES", { SEED_EXAMPLES: "perhaps" }],
    ["GOOGLE_CLIENT_SECRET", { GOOGLE_CLIENT_ID: "id-only" }],
    ["BETTER_AUTH_SECRET", { NODE_ENV: "production" }],
  ])("refuses a bad %s and names it", (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
