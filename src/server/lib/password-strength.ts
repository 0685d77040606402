/**
 * How hard a new password is to guess, judged with zxcvbn-ts (`@zxcvbn-ts/core`): it
 * finds the words, names, years, keyboard rows, repeats and l33t spellings a password is made of and
 * estimates how many guesses a cracker needs. Its dictionaries here are the common ones (49,000 leaked
 * passwords and common English words, `@zxcvbn-ts/language-common`) and the German ones (common words,
 * first and last names, Wikipedia words, `@zxcvbn-ts/language-de`), so "passwort123" or "hamburg2024"
 * count as weak, not only "password123"; and the user's own e-mail address and name, which people like
 * to use. Loaded on first use (about 0.1 s), so the lists cost nothing until someone sets a password.
 * The server is the authority (plugins/auth.ts checks sign-up, reset and change); the forms only say
 * the rule.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as german from "@zxcvbn-ts/language-de";

/**
 * The least zxcvbn score a password needs: 3 means at least 10^8 guesses, which the sign-in limits
 * (10 a minute per address, 10 failures per account and quarter hour) put out of reach online and
 * which costs an attacker with a stolen database (scrypt) months per account. zxcvbn's own advice for
 * most sites.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Words of Lütt itself that a password should not lean on. */
const SITE_WORDS = ["lütt", "luett", "lutt"];

let factory: ZxcvbnFactory | undefined;

/** What a password is: good enough, one of the most used passwords, or otherwise too easy to guess. */
export type PasswordVerdict = "strong" | "common" | "guessable";

/** The parts of a name or address joined the ways people join them in passwords. */
const joinings = (parts: string[]): string[] =>
  parts.length > 1 ? ["", "-", "_", ".", " "].map((separator) => parts.join(separator)) : [];

/**
 * The words of a person a password should not be built on: the whole address, its local part, the
 * pieces of it and their joinings ("frieda-hansen" for frieda.hansen@…), the domain's name, and the
 * name, its words and their joinings.
 */
function personalWords(person: { email?: string | null; name?: string | null }): string[] {
  const email = person.email?.trim().toLowerCase() ?? "";
  const [local = "", domain = ""] = email.split("@");
  const localParts = local.split(/[._+-]+/).filter(Boolean);
  const name = person.name?.trim().toLowerCase() ?? "";
  const nameParts = name.split(/\s+/).filter(Boolean);
  const words = [
    ...SITE_WORDS,
    email,
    local,
    ...localParts,
    ...joinings(localParts),
    domain.split(".")[0] ?? "",
    name,
    ...nameParts,
    ...joinings(nameParts),
  ];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** True when the whole password is one entry of the list of commonly used passwords. */
const isOneCommonPassword = (result: ZxcvbnResult): boolean =>
  result.sequence.length === 1 &&
  result.sequence[0]!.pattern === "dictionary" &&
  result.sequence[0]!.dictionaryName === "passwords-common";

/**
 * Judges a new password (its length is checked elsewhere: PASSWORD_LENGTH).
 * @param person the account's e-mail address and name, as far as known
 */
export function judgePassword(
  password: string,
  person: { email?: string | null; name?: string | null },
): PasswordVerdict {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...german.dictionary },
    graphs: common.adjacencyGraphs,
  });
  const result = factory.check(password, personalWords(person));
  if (result.score >= MIN_PASSWORD_SCORE) return "strong";
  return isOneCommonPassword(result) ? "common" : "guessable";
}
