/**
 * Passwords people choose most often (issue 19 §5): the 49,000 entries of zxcvbn-ts's common password
 * list (`@zxcvbn-ts/language-common`, MIT, from leaked-password frequency lists), compared without
 * regard to case. Loaded on first use, so the list costs nothing until someone sets a password.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

let common: ReadonlySet<string> | undefined;

/** Whether `password` is on the common list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
