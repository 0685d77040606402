/**
 * Limits of e-mail sign-in and password reset that a stranger cannot turn against the owner
 * (docs/decisions/037, "Sign-in"):
 * - Failed sign-ins per account, from any address (SIGN_IN_FAILURES): after 10 in 15 minutes the
 *   account takes no password from an unknown device, so a botnet cannot guess it from many addresses.
 * - A device the owner signed in on before carries a "known device" cookie for that account (the
 *   device cookies of OWASP's Authentication Cheat Sheet): it is let through a locked account, with a
 *   limit of its own (KNOWN_DEVICE_FAILURES), so a stranger's ten wrong guesses never lock the owner out.
 * - A password reset through the mailed link proves the owner and ends the lock, so the owner gets in
 *   at once on a new device too.
 * - Password reset mails per account (RESET_MAILS): a few an hour, so nobody can flood a mailbox with
 *   them. The count is taken for every address asked for, account or not, so the answer costs the same
 *   work either way.
 * All counts are in the database (lib/counters.ts), shared by every instance.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-auth/cookies";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import { AppError } from "../lib/app-error.js";
import { clearCount, countEvent, readCount, type CounterRule } from "../lib/counters.js";

/** Failed sign-ins one account may have in the window, from devices it does not know (decision 037). */
export const SIGN_IN_FAILURES = {
  name: "sign-in-failures",
  max: 10,
  windowSeconds: 15 * 60,
} as const satisfies CounterRule;

/** Failed sign-ins one known device may have in the window (a stolen cookie still cannot guess on). */
export const KNOWN_DEVICE_FAILURES = {
  name: "known-device-failures",
  max: 10,
  windowSeconds: 15 * 60,
} as const satisfies CounterRule;

/** Password reset mails per account and hour: enough for a lost first mail, too few to flood. */
export const RESET_MAILS = {
  name: "password-reset-mails",
  max: 3,
  windowSeconds: 60 * 60,
} as const satisfies CounterRule;

/** The cookie of a device that signed in to an account before: `<device id>.<signature>`. */
export const KNOWN_DEVICE_COOKIE = "luett.known_device";

/** A year: the device stays known as long as its owner keeps using it. */
const KNOWN_DEVICE_SECONDS = 365 * 24 * 60 * 60;

/** The refusal of a locked account; the owner's ways in, in the service's words. */
export const ACCOUNT_LOCKED_MESSAGE = `Too many failed sign-ins for this account. If it is yours, sign in on a device you have used before, reset your password, or wait ${SIGN_IN_FAILURES.windowSeconds / 60} minutes.`;

const base64url = (bytes: Buffer) => bytes.toString("base64url");

/**
 * The sign-in limits over `db`, with cookies signed by a key derived from the app secret for this one
 * purpose.
 * @param options.isSecure whether the site is served over https (the cookie is then `Secure`)
 */
export function createSignInLimits(options: { db: Db; secret: string; isSecure: boolean }) {
  const { db } = options;
  const key = createHmac("sha256", options.secret).update("luett:known-device:v1").digest();
  const signatureOf = (account: string, device: string) =>
    createHmac("sha256", key).update(`${account}\n${device}`).digest();

  /** The id of the request's known-device cookie when it was issued for `account`, else null. */
  const knownDeviceOf = (request: FastifyRequest, account: string): string | null => {
    const value = parseCookies(request.headers.cookie ?? "").get(KNOWN_DEVICE_COOKIE);
    const [device, signature] = value?.split(".") ?? [];
    if (!device || !signature || !/^[\w-]{22}$/.test(device)) return null;
    const given = Buffer.from(signature, "base64url");
    const expected = signatureOf(account, device);
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
  };

  return {
    /**
     * Before a password sign-in to `account`: the device's id when it is known for the account.
     * @throws AppError RATE_LIMITED (429) when the account is locked for this device
     */
    checkSignIn: async (request: FastifyRequest, account: string): Promise<{ device: string | null }> => {
      const device = knownDeviceOf(request, account);
      const isLocked = device
        ? (await readCount(db, KNOWN_DEVICE_FAILURES, device)) >= KNOWN_DEVICE_FAILURES.max
        : (await readCount(db, SIGN_IN_FAILURES, account)) >= SIGN_IN_FAILURES.max;
      if (isLocked) throw new AppError("RATE_LIMITED", ACCOUNT_LOCKED_MESSAGE);
      return { device };
    },

    /**
     * After a password sign-in to `account` answered `status`: a failure (401) is counted for the
     * account and the device; a success marks the device as known (a new cookie for another account).
     */
    recordSignIn: async (
      reply: FastifyReply,
      outcome: { account: string; device: string | null; status: number },
    ): Promise<void> => {
      const { account, device, status } = outcome;
      if (status === 401) {
        await countEvent(db, SIGN_IN_FAILURES, account);
        if (device) await countEvent(db, KNOWN_DEVICE_FAILURES, device);
        return;
      }
      if (status !== 200 || device) return;
      const id = base64url(randomBytes(16));
      const value = `${id}.${base64url(signatureOf(account, id))}`;
      const attributes = `Path=/api/auth; Max-Age=${KNOWN_DEVICE_SECONDS}; HttpOnly; SameSite=Lax${options.isSecure ? "; Secure" : ""}`;
      const cookies = reply.getHeader("set-cookie");
      reply.header("set-cookie", [
        ...(Array.isArray(cookies) ? cookies : cookies ? [String(cookies)] : []),
        `${KNOWN_DEVICE_COOKIE}=${value}; ${attributes}`,
      ]);
    },

    /** The owner proved who they are (a password reset): the account's lock ends. */
    clearAccount: (account: string) => clearCount(db, SIGN_IN_FAILURES, account.toLowerCase()),

    /** Counts a reset mail asked for `account`; false once RESET_MAILS.max were asked this hour. */
    allowResetMail: async (account: string): Promise<boolean> =>
      (await countEvent(db, RESET_MAILS, account)) <= RESET_MAILS.max,
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
