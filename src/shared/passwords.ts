/**
 * The password rule of sign-up, reset and change (README "Accounts"), shared by the forms and better-auth's
 * settings: at least 10 characters (NIST SP 800-63B asks for at least 8 and a check against commonly used
 * passwords; the server also judges how guessable it is), at most 128.
 */
export const PASSWORD_LENGTH = { min: 10, max: 128 } as const;

/** Our error code for a password that is one of the most used ones ("1234567890", "qwertyuiop"). */
export const PASSWORD_TOO_COMMON = "PASSWORD_TOO_COMMON";

/**
 * Our error code for a password that is otherwise too easy to guess: words, names, years, the user's
 * own address ("passwort123", "hamburg2024"; the server judges it, plugins/auth.ts).
 */
export const PASSWORD_TOO_GUESSABLE = "PASSWORD_TOO_GUESSABLE";
