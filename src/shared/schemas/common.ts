import { z } from "zod";
import { toPhoneNumber, toWebAddress } from "../contact.js";
import { ALL_ERROR_MESSAGE_KEYS } from "../errors.js";

/** Paging query parameters shared by list endpoints (DESIGN.md: lists are paginated with total). */
export const ZPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** Optional free text: trimmed, at most `max` characters (else `message`); blank, null or absent → null. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/**
 * Characters that have no place in a name: control characters (C0 and C1, e.g. line
 * breaks, tabs, NUL, escape), the line and paragraph separators, and the bidirectional overrides and
 * isolates that make a name read differently from what it is ("Trojan Source", CVE-2021-42574). Names
 * go into mails, calendar files, CSV exports and headers, where a line break starts something new.
 * Longer texts (a course's description) may keep their line breaks (CR, LF) and nothing else of these.
 */
const NOT_IN_NAMES = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAKS = /\r\n?|\n/g;

/**
 * Whether a name (or with `lineBreaks` a longer text) is free of the characters above. Calendar feeds
 * escape what they write (RFC 5545 §3.3.11), so this is the first of two defences, not the only one.
 */
export const isCleanName = (value: string, options?: { lineBreaks?: boolean }): boolean =>
  !NOT_IN_NAMES.test(options?.lineBreaks ? value.replace(LINE_BREAKS, "") : value);

/** Whether a longer text is free of the characters above, line breaks (CR, LF) allowed. */
export const isCleanText = (value: string): boolean => isCleanName(value, { lineBreaks: true });

/** Refusal of names and single-line fields with a control character (English forms). */
export const CONTROL_CHARACTERS_MESSAGE = "Please write this without line breaks or control characters.";
/** Refusal of longer texts with a control character other than a line break (English forms). */
export const TEXT_CONTROL_CHARACTERS_MESSAGE = "Please write the text without control characters.";

/** A page of items with the total number of matches. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

export const ZErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), key: z.enum(ALL_ERROR_MESSAGE_KEYS).optional() }),
});

export const ZIdParam = z.object({ id: z.uuid() });

/**
 * A query parameter that may repeat (`?type=cafe&type=park`): one value or a list, at most 20. Read it
 * with `queryList()`.
 */
export const zQueryList = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(20)]).optional();

/** The values of a repeatable query parameter as a list without duplicates. */
export const queryList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : [...new Set(Array.isArray(value) ? value : [value])];

/** A yes/no query parameter: "true"/"1" or "false"/"0". */
export const zQueryFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** Free search text (decision 008): trimmed, at most 100 characters; empty means no search. */
export const ZSearchText = z
  .string()
  .trim()
  .max(100)
  .transform((value) => (value === "" ? undefined : value));

/**
 * A web address field (decision 014; rule in shared/contact.ts): trimmed, at most `max` characters,
 * empty stays "" (callers map it to null), anything else must be an http(s) address and is stored with
 * its scheme.
 */
export const webAddressField = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value, context) => {
      if (!value) return "";
      const address = toWebAddress(value);
      if (address) return address;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    });

/** A phone number field (decision 014; rule in shared/contact.ts): trimmed, empty stays "". */
export const phoneNumberField = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => !value || toPhoneNumber(value) !== null, message);
