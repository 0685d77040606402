/**
 * Whether `value` is a UUID in its canonical text form (RFC 9562 §4: 8-4-4-4-12 hex digits, any case),
 * the form of every id the API hands out. For checks outside a zod schema, e.g. a URL parameter.
 */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
