/**
 * Calls to better-auth (spec 01 §7 "Auth": sign up, sign in, OAuth sign-in, sign out; README "Accounts":
 * password reset). Plain fetch instead of `better-auth/react`'s client: we need six POSTs, and the client would add its fetch and
 * store libraries to the bundle. The session itself lives in an HTTP-only cookie; `GET /api/me`
 * (lib/auth.tsx) says who is signed in.
 */

/** A refusal by the auth service; `message` is the service's own text, shown in the toast (spec 01 §8). */
export class AuthError extends Error {
  override name = "AuthError";
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type SocialProvider = "google" | "apple";

/** Where every successful sign-in and the confirmation link lead (spec 01 §7: "redirect to the site root"). */
const SITE_ROOT = "/";

/** better-auth answers `{ code, message }`; our rate limit and error handler answer `{ error: { … } }`. */
type ErrorResponse = { code?: string; message?: string; error?: { code?: string; message?: string } };

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as ErrorResponse & T;
  if (!response.ok) {
    const code = data.code ?? data.error?.code ?? "UNKNOWN";
    const message = data.message ?? data.error?.message ?? response.statusText;
    throw new AuthError(code, message || code, response.status);
  }
  return data;
}

/**
 * Creates an account; the server mails a confirmation link and signs the user in once it is opened.
 * Sign-up takes no name (spec 01 §5): the profile's display name comes from the e-mail address.
 */
export async function signUpWithEmail(credentials: { email: string; password: string }): Promise<void> {
  await post("/sign-up/email", { ...credentials, name: "", callbackURL: SITE_ROOT });
}

/** Signs in; the session cookie is set by the response. */
export async function signInWithEmail(credentials: { email: string; password: string }): Promise<void> {
  await post("/sign-in/email", credentials);
}

/**
 * Starts Google or Apple sign-in (DESIGN.md: via POST, then the browser goes to the provider). A failed
 * or cancelled sign-in comes back to `/auth?provider=<id>&error=<reason>`, where the page shows the toast.
 */
export async function startSocialSignIn(provider: SocialProvider): Promise<void> {
  const { url } = await post<{ url: string }>("/sign-in/social", {
    provider,
    callbackURL: SITE_ROOT,
    errorCallbackURL: `/auth?provider=${provider}`,
    disableRedirect: true,
  });
  window.location.assign(url);
}

/** The page the password reset link leads to, with `?token=…` (or `?error=INVALID_TOKEN`) added. */
export const RESET_PASSWORD_PAGE = "/auth/reset-password";

/**
 * Asks for a password reset link by e-mail (README "Accounts"). The server answers the same whether or not
 * the address has an account, so the page cannot tell either.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await post("/request-password-reset", { email, redirectTo: RESET_PASSWORD_PAGE });
}

/** Sets a new password with the token from the mail's link; every session of the account ends. */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await post("/reset-password", input);
}

/** Ends the session on the server (the cookie is cleared by the response). */
export async function signOutOfServer(): Promise<void> {
  await post("/sign-out", {});
}
