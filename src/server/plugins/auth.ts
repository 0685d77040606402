/**
 * Accounts and sessions with better-auth 1.7.7 (DESIGN.md "Shape": /api/auth/*; spec 01 §4 "Auth",
 * §7 "Auth"): e-mail + password with a confirmation link, Google and Apple when their variables are set,
 * cookie sessions stored in the database (7 days, extended while used) so any instance can serve any
 * request. Mounted through the Fetch conversion so Fastify's hooks (security headers, rate limit,
 * compression, logging) still run on every auth request (DESIGN.md "Versions and traps").
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { APIError, betterAuth } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getSessionCookie } from "better-auth/cookies";
import { fromNodeHeaders } from "better-auth/node";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";
import { account, session, user, verification } from "../db/schema.js";
import { AppError } from "../lib/app-error.js";
import { PASSWORD_LENGTH, PASSWORD_TOO_COMMON, PASSWORD_TOO_GUESSABLE } from "#shared/passwords.js";
import { isCleanName } from "#shared/schemas/common.js";
import { NAME_CONTROL_CHARACTERS_MESSAGE } from "#shared/schemas/profile.js";
import { judgePassword } from "../lib/password-strength.js";
import { buildConfirmationMail } from "../lib/confirmation-mail.js";
import { buildPasswordResetMail, PASSWORD_RESET_LINK_MINUTES } from "../lib/password-reset-mail.js";
import { dataPath } from "../lib/data-dir.js";
import { createProfile, displayNameFor } from "../lib/create-profile.js";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./errors.js";
import type { Mailer } from "./mail.js";
import { createSignInLimits, type SignInLimits } from "./sign-in-limits.js";

/** better-auth endpoints that set a password (the body's `password` on sign-up, else `newPassword`). */
const PASSWORD_SETTING_PATHS = new Set(["/sign-up/email", "/reset-password", "/change-password"]);

/** better-auth endpoints that set the account's name. */
const NAME_SETTING_PATHS = new Set(["/sign-up/email", "/update-user"]);

/** Our error code for a name with a control character (the web's `auth.errors.INVALID_NAME`). */
const INVALID_NAME = "INVALID_NAME";

/** better-auth's cookie names start with this (e.g. `luett.session_token`). */
const COOKIE_PREFIX = "luett";

/** Mount point of better-auth; the web client calls the same paths. */
export const AUTH_BASE_PATH = "/api/auth";

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Header that carries Fastify's idea of the client address (which honours trustProxy) into the Fetch
 * request, so better-auth records the real IP on sessions. Any incoming copy is overwritten.
 */
const CLIENT_IP_HEADER = "x-luett-client-ip";

/**
 * Header that carries the verdict of the reset mail limit (`send` or `skip`) into better-auth's
 * sendResetPassword; set only by registerAuth, any incoming copy is removed.
 */
const RESET_MAIL_HEADER = "x-luett-reset-mail";

/** Client id/secret the local test issuer accepts (oauth2-mock-server accepts any pair). */
const TEST_ISSUER_CLIENT = { clientId: "luett-test-client", clientSecret: "luett-test-secret" } as const;

/**
 * The better-auth secret: BETTER_AUTH_SECRET, or in embedded mode a random one generated on the first
 * start and kept in `${DATA_DIR}/auth-secret` (mode 600), so sessions survive restarts without set-up.
 * Production must set the variable (config.ts refuses to start without it).
 */
export function resolveAuthSecret(config: AppConfig, log: FastifyBaseLogger): string {
  if (config.authSecret) return config.authSecret;
  const file = dataPath(config, "auth-secret");
  const read = () => readFileSync(file, "utf8").trim();
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
    log.info({ file }, "generated a new auth secret");
  } catch (error) {
    // Another process started at the same moment and wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if (config.databaseUrl) {
    log.warn(
      "BETTER_AUTH_SECRET is not set: using the secret file; every instance must share the same secret",
    );
  }
  return read();
}

type BetterAuthLogLevel = "debug" | "info" | "warn" | "error";

const betterAuthLevel = (level: string): BetterAuthLogLevel => {
  if (level === "trace" || level === "debug") return "debug";
  if (level === "info" || level === "warn") return level;
  return "error";
};

export function createAuth({
  config,
  db,
  mailer,
  secret,
  log,
  limits,
}: {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
  limits: SignInLimits;
}) {
  return betterAuth({
    appName: "Lütt",
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    // The app's own origins (config.ts, shared with plugins/same-origin.ts); Apple answers with a form
    // POST from its own origin (response_mode form_post).
    trustedOrigins: [...config.trustedOrigins, ...(config.apple ? ["https://appleid.apple.com"] : [])],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      // Spec 01 §4: sign-up with e-mail leads to a confirmation-link step before the first sign-in.
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_LENGTH.min,
      maxPasswordLength: PASSWORD_LENGTH.max,
      // README "Accounts": a link to choose a new password, valid one hour; afterwards every session ends.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: account, url }, request) => {
        // RESET_MAILS per account and hour (registerAuth counted this request before better-auth ran).
        if (request?.headers.get(RESET_MAIL_HEADER) !== "send") {
          log.info({ to: account.email }, "password reset mail not sent: this hour's limit is reached");
          return;
        }
        const mail = buildPasswordResetMail({ name: displayNameFor(account), url });
        // Sent after the answer: waiting for the mail server would make the answer for an existing
        // account slower than for an unknown one (account enumeration by timing).
        mailer
          .sendMail({ to: account.email, ...mail })
          .catch((error: unknown) =>
            log.error({ err: error, to: account.email }, "could not send the password reset mail"),
          );
      },
      // A reset through the mailed link proves the owner: failed sign-ins of strangers no longer lock
      // the account (plugins/sign-in-limits.ts).
      onPasswordReset: async ({ user: account }) => {
        await limits.clearAccount(account.email);
      },
    },
    hooks: {
      // NIST SP 800-63B: refuse passwords that are easy to guess, wherever one is set (sign-up, reset,
      // change), judged with the German and common dictionaries and the account's own address and name
      // (lib/password-strength.ts). Too short or too long is better-auth's to say (PASSWORD_TOO_SHORT).
      // Names as everywhere (schemas/common.ts isCleanName): no line breaks or other control characters.
      before: createAuthMiddleware(async (context) => {
        const body = context.body as
          | { password?: unknown; newPassword?: unknown; email?: unknown; name?: unknown; token?: unknown }
          | undefined;
        if (
          NAME_SETTING_PATHS.has(context.path) &&
          typeof body?.name === "string" &&
          !isCleanName(body.name)
        ) {
          throw new APIError("BAD_REQUEST", { code: INVALID_NAME, message: NAME_CONTROL_CHARACTERS_MESSAGE });
        }
        if (!PASSWORD_SETTING_PATHS.has(context.path)) return;
        const password = context.path === "/sign-up/email" ? body?.password : body?.newPassword;
        if (typeof password !== "string") return;
        if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) return;
        const person = await (async () => {
          if (context.path === "/sign-up/email") {
            return { email: String(body?.email ?? ""), name: String(body?.name ?? "") };
          }
          if (context.path === "/reset-password") {
            const token = typeof body?.token === "string" ? body.token : context.query?.token;
            const link = token
              ? await context.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
              : null;
            return link ? await context.context.internalAdapter.findUserById(link.value) : null;
          }
          return (await getSessionFromCtx(context))?.user ?? null;
        })();
        const verdict = judgePassword(password, person ?? {});
        if (verdict === "common") {
          throw new APIError("BAD_REQUEST", {
            code: PASSWORD_TOO_COMMON,
            message: "This password is too common. Please choose one that is harder to guess.",
          });
        }
        if (verdict === "guessable") {
          throw new APIError("BAD_REQUEST", {
            code: PASSWORD_TOO_GUESSABLE,
            message:
              "This password is too easy to guess: a word, a name, a year or your e-mail address are found quickly. Please choose a longer one, for example three or four words.",
          });
        }
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      // A sign-in attempt before confirming re-sends the link (the first one may have expired).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user: newUser, url }) => {
        const mail = buildConfirmationMail({ name: displayNameFor(newUser), url });
        try {
          await mailer.sendMail({ to: newUser.email, ...mail });
        } catch (error) {
          // The account exists either way; signing in again re-sends the link (sendOnSignIn).
          log.error({ err: error, to: newUser.email }, "could not send the confirmation mail");
        }
      },
    },
    socialProviders: {
      // The test issuer (below) takes Google's place; never both.
      ...(config.google && !config.oidcTestIssuer
        ? {
            google: {
              clientId: config.google.clientId,
              clientSecret: config.google.clientSecret,
              prompt: "select_account" as const,
            },
          }
        : {}),
      ...(config.apple
        ? { apple: { clientId: config.apple.clientId, clientSecret: config.apple.clientSecret } }
        : {}),
    },
    plugins: config.oidcTestIssuer
      ? [
          // Runs OIDC discovery once when better-auth initialises, so the issuer must already be up.
          genericOAuth({
            config: [
              {
                providerId: "google",
                name: "Google (test issuer)",
                discoveryUrl: `${config.oidcTestIssuer}/.well-known/openid-configuration`,
                ...TEST_ISSUER_CLIENT,
                scopes: ["openid", "email", "profile"],
                requireIdTokenVerification: true,
              },
            ],
          }),
        ]
      : [],
    session: {
      expiresIn: 7 * DAY_SECONDS,
      // A session used at least once a day keeps being extended by another 7 days.
      updateAge: DAY_SECONDS,
    },
    // @fastify/rate-limit guards /api/auth/* instead (registerAuth), with a store that can be shared by
    // several instances (DESIGN.md "rate-limit store"); better-auth's own limiter is per process.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // better-auth turns Origin/CSRF checks off when NODE_ENV=test; keep them on so the tests and the
      // browser journeys see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      disabled: config.logLevel === "silent",
      level: betterAuthLevel(config.logLevel),
      log: (level, message, ...args) => {
        // An error goes under `err`, whose serializer keeps a failed query's parameters (a session
        // token) out of the log (plugins/log-redaction.ts).
        const error = args.find((arg) => arg instanceof Error);
        const details = args.filter((arg) => arg !== error);
        log[level === "debug" ? "debug" : level](
          {
            ...(error ? { err: error } : {}),
            ...(details.length > 0 ? { details } : {}),
            component: "better-auth",
          },
          message,
        );
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account gets its profile with the role parent (spec 01 §3 "profile"; §6 roles).
          after: async (created) => {
            await createProfile({ db, user: created });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = Auth["$Infer"]["Session"];

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    auth: Auth;
  }
}

/** Auth paths that take credentials or send mail: limited tightly against guessing and mail floods. */
const SENSITIVE_AUTH_PATH =
  /^\/api\/auth\/(sign-in\/(email|social)|sign-up\/email|send-verification-email|request-password-reset|reset-password|change-password)(\?|$)/;

const isSensitive = (request: FastifyRequest): boolean =>
  request.method === "POST" && SENSITIVE_AUTH_PATH.test(request.url);

/** Per client address and minute: credential and mail-sending calls, and everything else under /api/auth. */
export const AUTH_RATE_LIMITS = { sensitive: 10, other: 120 } as const;

/**
 * The e-mail address a POST to `path` (`/sign-in/email`, `/request-password-reset`) names, lower-cased
 * as better-auth stores it; null for every other request or a body that is no JSON object with one.
 */
const emailPostedTo = (request: FastifyRequest, path: string): string | null => {
  if (request.method !== "POST" || !Buffer.isBuffer(request.body)) return null;
  const url = new URL(request.url, "http://localhost");
  if (url.pathname !== `${AUTH_BASE_PATH}${path}`) return null;
  try {
    const { email } = JSON.parse(request.body.toString("utf8")) as { email?: unknown };
    return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
};

/**
 * Creates better-auth, decorates `app.auth`, and mounts it on `/api/auth/*`.
 * Needs `app.db` and `app.mailer` (register the database and mail plugins first).
 */
export async function registerAuth(app: FastifyInstance, config: AppConfig): Promise<void> {
  const secret = resolveAuthSecret(config, app.log);
  const limits = createSignInLimits({
    db: app.db,
    secret,
    isSecure: config.publicUrl.startsWith("https://"),
  });
  const auth = createAuth({ config, db: app.db, mailer: app.mailer, secret, log: app.log, limits });
  app.decorate("auth", auth);

  await app.register(async (scope) => {
    // better-auth reads the raw body itself (JSON, and form posts from Apple), so hand it over untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.route({
      method: ["GET", "POST"],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      config: {
        // Sessions and accounts are seen by their owner alone.
        topics: [],
        rateLimit: {
          timeWindow: "1 minute",
          // Separate counters, so reading the session often never locks a visitor out of signing in.
          keyGenerator: (request) => `auth:${isSensitive(request) ? "sensitive" : "other"}:${request.ip}`,
          max: (request) => (isSensitive(request) ? AUTH_RATE_LIMITS.sensitive : AUTH_RATE_LIMITS.other),
        },
      },
      handler: async (request, reply) => {
        const account = emailPostedTo(request, "/sign-in/email");
        const { device } = account ? await limits.checkSignIn(request, account) : { device: null };
        const headers = fromNodeHeaders(request.headers);
        headers.set(CLIENT_IP_HEADER, request.ip);
        // Counted for every address asked for, account or not: the same work either way (no timing
        // difference), and sendResetPassword reads the verdict from this header.
        const resetFor = emailPostedTo(request, "/request-password-reset");
        if (resetFor)
          headers.set(RESET_MAIL_HEADER, (await limits.allowResetMail(resetFor)) ? "send" : "skip");
        else headers.delete(RESET_MAIL_HEADER);
        const hasBody = request.method !== "GET" && Buffer.isBuffer(request.body);
        const response = await auth.handler(
          new Request(new URL(request.url, config.publicUrl), {
            method: request.method,
            headers,
            body: hasBody ? (request.body as Buffer<ArrayBuffer>) : undefined,
          }),
        );
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          // Fastify sets the length itself (compression may change it); cookies are copied one by one.
          if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header("set-cookie", cookies);
        if (account) await limits.recordSignIn(reply, { account, device, status: response.status });
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  });
}

/**
 * Whether the request carries a session cookie, without asking the database whether the session is
 * still valid (for cheap decisions such as rendering a signed-in page on the server; getSession decides).
 */
export const hasSessionCookie = (request: FastifyRequest): boolean =>
  getSessionCookie(fromNodeHeaders(request.headers), { cookiePrefix: COOKIE_PREFIX }) !== null;

const sessionCache = new WeakMap<FastifyRequest, Promise<AuthSession | null>>();

/**
 * The signed-in user of this request, or null. Read once per request. With `reply`, a refreshed session
 * cookie (updateAge passed) is passed on to the browser, which keeps active users signed in.
 */
export function getSession(request: FastifyRequest, reply?: FastifyReply): Promise<AuthSession | null> {
  const cached = sessionCache.get(request);
  if (cached) return cached;
  const lookup = (async () => {
    const { headers, response } = await request.server.auth.api
      .getSession({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
      .catch((error: unknown) => {
        // better-auth answers any failure of its session store as FAILED_TO_GET_SESSION (500) and drops
        // the cause; the store is the database, so this is a lost connection, not a bug.
        if (error instanceof APIError && error.statusCode === 500) {
          request.log.warn({ err: error }, "session lookup failed");
          throw new AppError("DATABASE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE);
        }
        throw error;
      });
    const cookies = headers?.getSetCookie() ?? [];
    if (reply && cookies.length > 0) reply.header("set-cookie", cookies);
    return response;
  })();
  sessionCache.set(request, lookup);
  return lookup;
}

/**
 * The signed-in user of this request, for routes that need one (spec 01 §6 "Signed in").
 * @throws AppError UNAUTHENTICATED (401) when nobody is signed in.
 */
export async function requireSession(request: FastifyRequest, reply?: FastifyReply): Promise<AuthSession> {
  const current = await getSession(request, reply);
  if (!current) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return current;
}
