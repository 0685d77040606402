/**
 * The one rule for web addresses and phone numbers of every entity (decision 014), used by the zod
 * schemas of every form and route (schemas/common.ts) and by the pages that turn stored values —
 * including ones imported from OpenStreetMap before the rule existed — into links.
 */
import { z } from "zod";

/** Whether the text starts with a scheme ("https:", "javascript:", "mailto:"). */
const hasScheme = (value: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(value);

/**
 * The web address a text means, or null when it is none: http or https only (never `javascript:` or
 * `data:`), a host name with a dot (zod's domain pattern), no spaces. A pasted address without a
 * scheme ("www.kurs.de") gets `https://` in front, as people often paste it that way. The scheme must
 * be followed by exactly `//` and the host: browsers read `//host/x`, `https:host` or `https:\\host` as
 * a link to that host too, but stored as written they would be neither a plain address nor what the
 * page shows.
 */
export function toWebAddress(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const candidate = hasScheme(trimmed) ? trimmed : `https://${trimmed}`;
  if (!/^https?:\/\/[^/\\]/i.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return z.regexes.domain.test(url.hostname) ? candidate : null;
}

/** Digits a phone number has at least and at most (E.164 allows 15, plus room for an extension). */
const PHONE_DIGITS = { min: 5, max: 20 } as const;

/**
 * The phone number a text is, trimmed, or null when it is none: digits with the usual separators
 * (spaces, `/`, `-`, `.`, brackets) and an optional leading `+`, as in "040 123 45 67" or
 * "+49 (40) 123-4567".
 */
export function toPhoneNumber(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s()/.-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "").length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max ? trimmed : null;
}

/** The `tel:` link of a phone number: its digits and a leading +. */
export const telLink = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;
