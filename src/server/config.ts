/**
 * Server configuration, read from environment variables and validated at start-up. A bad value stops
 * the server with a message that names the variable. Every variable is documented in README.md
 * ("Configuration").
 */
import proxyAddr from "@fastify/proxy-addr";
import { z } from "zod";

/** Address search back ends (decision 006): `local` needs no network; the others call a geocoder. */
export const GEOCODER_PROVIDERS = ["local", "photon", "nominatim", "google"] as const;
export type GeocoderProvider = (typeof GEOCODER_PROVIDERS)[number];

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
  ENABLE_TEST_ROUTES: booleanFlag.optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")
    .optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  GEOCODER: z.enum(GEOCODER_PROVIDERS).default("local"),
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  GOOGLE_PLACES_API_KEY: z.string().min(10, "must be at least 10 characters").optional(),
  WEATHER_URL: z
    .union([z.literal("off"), z.url({ protocol: /^https?$/ })], "must be an http(s) URL or off")
    .default("https://api.brightsky.dev"),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "must be an http(s) URL")
    .refine(
      (value) => ["{z}", "{x}", "{y}"].every((part) => value.includes(part)),
      "must contain {z}, {x} and {y}",
    )
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_ATTRIBUTION: z.string().min(1).max(300).default("© OpenStreetMap contributors"),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_ALLOW: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
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
  /**
   * Address search behind `/api/geo/*`: the provider, its base URL (Photon/Nominatim; Google Places
   * defaults to Google's), the server-side key for Google (never sent to the browser) and the time after
   * which a slow geocoder counts as down.
   */
  geocoder: {
    provider: GeocoderProvider;
    url: string | undefined;
    googleApiKey: string | undefined;
    timeoutMs: number;
  };
  /**
   * Today's weather in Hamburg for the home (modules/home/weather.ts): Bright Sky's base URL, or
   * undefined (WEATHER_URL=off) for a home without it; a service slower than the geocoder's time limit
   * counts as down (decision 006 "Fail fast").
   */
  weather: { url: string | undefined; timeoutMs: number };
  /**
   * Mounts `/api/test/*` (creates confirmed accounts with a role for the browser journeys). Only with
   * NODE_ENV=test; refused when NODE_ENV=production.
   */
  testRoutes: boolean;
  /**
   * S3-compatible file storage (DESIGN.md "files"); undefined keeps uploads in `${dataDir}/files`.
   * Objects are stored as `<bucket name>/<key>` in the one S3 bucket and loaded by browsers from
   * `publicUrl` (the bucket's public address or a CDN in front of it).
   */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        publicUrl: string;
        forcePathStyle: boolean;
      }
    | undefined;
  /**
   * Map tiles for the web map (decision 008): an XYZ tile URL template and the attribution the tile provider
   * requires. Defaults to OpenStreetMap's own tile server (tile usage policy applies).
   */
  map: { tileUrl: string; attribution: string };
  /**
   * Which proxies may tell the client's address in `X-Forwarded-For` (Fastify's `trustProxy`): none by
   * default, so nobody can choose the address the rate limits count (README "Configuration"); a hop count, or
   * the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /**
   * Client addresses and CIDR ranges exempt from every rate limit (monitoring, benchmarks): loopback
   * outside production, none in production unless RATE_LIMIT_ALLOW names them.
   */
  rateLimitAllow: string[];
  /**
   * Redis for the rate limits per client address (@fastify/rate-limit's store), so that every instance
   * counts the same requests (README "Running more than one instance"); undefined counts in this
   * process's memory, right for one instance.
   */
  redisUrl: string | undefined;
  /**
   * Origins whose browser requests may change data (better-auth and our own check, README "Accounts"):
   * PUBLIC_URL when set, else the loopback names of the port (localhost, 127.0.0.1, [::1]).
   */
  trustedOrigins: string[];
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
 * The most proxies TRUST_PROXY may count: a CDN, a load balancer and an ingress in front of the server
 * are the longest chain a deployment of Lütt has reason for.
 */
export const TRUST_PROXY_MAX_HOPS = 3;

/** proxy-addr's names for address ranges, allowed in address lists besides IPs and CIDRs. */
const ADDRESS_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * A comma-separated list of IPs, CIDR ranges and proxy-addr range names.
 * @throws ConfigError naming the variable when an entry is none of them
 */
const addressList = (variable: string, value: string): string[] => {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    // proxy-addr (what Fastify's trustProxy uses) refuses anything that is not an address or range.
    proxyAddr.compile(entries);
  } catch {
    throw new ConfigError(
      `${variable}: must be a comma-separated list of IP addresses, CIDR ranges or ${[...ADDRESS_RANGE_NAMES].join("/")}`,
    );
  }
  return entries;
};

/**
 * TRUST_PROXY (Fastify's `trustProxy`, https://fastify.dev/docs/latest/Reference/Server/#trustproxy):
 * unset or `false` trusts no proxy; a whole number trusts that many hops in front of the server (only
 * safe when the server cannot be reached but through them; app.ts), at most TRUST_PROXY_MAX_HOPS; else
 * a list of the proxies' addresses. `true` (trust any sender) is refused: it lets every client choose
 * the address that rate limits count — and so is a hop count beyond the maximum, which does the same
 * (no real chain of proxies is that long, so the client's own X-Forwarded-For entries would be trusted).
 */
const parseTrustProxy = (value: string | undefined): false | number | string[] => {
  if (value === undefined || value === "false" || value === "0") return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > TRUST_PROXY_MAX_HOPS) {
      throw new ConfigError(
        `TRUST_PROXY: at most ${TRUST_PROXY_MAX_HOPS} hops; more would trust X-Forwarded-For entries the client wrote itself. Give the proxies' addresses instead`,
      );
    }
    return hops;
  }
  if (value === "true") {
    throw new ConfigError(
      "TRUST_PROXY: `true` would trust X-Forwarded-For from anyone; give the number of proxies (e.g. 1) or their addresses",
    );
  }
  return addressList("TRUST_PROXY", value);
};

/** PUBLIC_URL alone, or without it the names a browser on this machine may use for the port. */
const trustedOriginsFor = (publicUrl: string | undefined, port: number): string[] =>
  publicUrl
    ? [new URL(publicUrl).origin]
    : [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];

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
  if (e.NODE_ENV === "production" && e.ENABLE_TEST_ROUTES) {
    throw new ConfigError("ENABLE_TEST_ROUTES: not allowed when NODE_ENV=production");
  }
  if (!e.S3_BUCKET) {
    const stray = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"].find(
      (key) => cleaned[key],
    );
    if (stray) throw new ConfigError(`S3_BUCKET: required when ${stray} is set`);
  } else if (!e.S3_PUBLIC_URL) {
    throw new ConfigError("S3_PUBLIC_URL: required when S3_BUCKET is set (where browsers load files from)");
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      `${e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"} must be set together with ${e.S3_ACCESS_KEY_ID ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY"}`,
    );
  }
  if ((e.GEOCODER === "photon" || e.GEOCODER === "nominatim") && !e.GEOCODER_URL) {
    throw new ConfigError(`GEOCODER_URL: required when GEOCODER=${e.GEOCODER}`);
  }
  if (e.GEOCODER === "google" && !e.GOOGLE_PLACES_API_KEY) {
    throw new ConfigError("GOOGLE_PLACES_API_KEY: required when GEOCODER=google");
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
    geocoder: {
      provider: e.GEOCODER,
      url: e.GEOCODER_URL?.replace(/\/$/, ""),
      googleApiKey: e.GOOGLE_PLACES_API_KEY,
      timeoutMs: e.GEOCODER_TIMEOUT_MS,
    },
    weather: {
      url: e.WEATHER_URL === "off" ? undefined : e.WEATHER_URL.replace(/\/$/, ""),
      timeoutMs: e.GEOCODER_TIMEOUT_MS,
    },
    testRoutes: e.NODE_ENV === "test" && (e.ENABLE_TEST_ROUTES ?? false),
    s3:
      e.S3_BUCKET && e.S3_PUBLIC_URL
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            publicUrl: e.S3_PUBLIC_URL.replace(/\/$/, ""),
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          }
        : undefined,
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitAllow:
      e.RATE_LIMIT_ALLOW !== undefined
        ? addressList("RATE_LIMIT_ALLOW", e.RATE_LIMIT_ALLOW)
        : e.NODE_ENV === "production"
          ? []
          : ["loopback"],
    redisUrl: e.REDIS_URL,
    trustedOrigins: trustedOriginsFor(e.PUBLIC_URL, e.PORT),
    logLevel: e.LOG_LEVEL,
  };
}
