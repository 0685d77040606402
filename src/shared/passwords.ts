/**
 * The password rule of sign-up, reset and change (issue 19 §5), shared by the forms and better-auth's
 * settings: at least 10 characters (NIST SP 800-63B asks for at least 8 and a check against commonly used
 * passwords; the server does that check too), at most 128.
 */
export const PASSWORD_LENGTH = { min: 10, max: 128 } as const;

/** better-auth's error code (and ours for the common-password check) for a password the rule refuses. */
export const PASSWORD_TOO_COMMON = "PASSWORD_TOO_COMMON";
