/**
 * Server configuration, read from environment variables and validated at start-up. A bad value stops
 * the server with a message that names the variable (issue "Foundation", "Bad input").
 * Every variable is documented in README.md ("Configuration").
 */
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Lütt <hallo@luett.example>"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_TEST_ISSUER: z.url().optional(),
  SEED_EXAMPLES: booleanFlag.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** The validated configuration the app is built from. */
export type AppConfig = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  /** The address users reach the app at; used in e-mail links and auth callbacks. */
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL connection string; undefined selects the embedded PGlite in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  /** better-auth secret; undefined in embedded mode means "generate and keep one in the data folder". */
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | undefined;
  apple: { clientId: string; clientSecret: string } | undefined;
  /**
   * Issuer URL of a local OpenID Connect test server (e.g. oauth2-mock-server) that stands in for Google,
   * so the whole social sign-in flow can be tested offline. Refused when NODE_ENV=production.
   */
  oidcTestIssuer: string | undefined;
  /** Seed example courses (default on for the embedded database, off for PostgreSQL). */
  seedExamples: boolean;
  logLevel: string;
};

/** Thrown when the environment is invalid; the message names every bad variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const pair = (
  env: Record<string, string | undefined>,
  idKey: string,
  secretKey: string,
): { clientId: string; clientSecret: string } | undefined => {
  const clientId = env[idKey];
  const clientSecret = env[secretKey];
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new ConfigError(
      `${clientId ? secretKey : idKey} must be set together with ${clientId ? idKey : secretKey}`,
    );
  }
  return { clientId, clientSecret };
};

/**
 * Reads and validates the configuration.
 * @throws ConfigError naming the offending variable(s).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.BETTER_AUTH_SECRET) {
    throw new ConfigError("BETTER_AUTH_SECRET: required when NODE_ENV=production");
  }
  if (e.NODE_ENV === "production" && e.OIDC_TEST_ISSUER) {
    throw new ConfigError("OIDC_TEST_ISSUER: not allowed when NODE_ENV=production");
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.BETTER_AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: pair(cleaned, "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"),
    apple: pair(cleaned, "APPLE_CLIENT_ID", "APPLE_CLIENT_SECRET"),
    oidcTestIssuer: e.OIDC_TEST_ISSUER?.replace(/\/$/, ""),
    seedExamples: e.SEED_EXAMPLES ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
  };
}
