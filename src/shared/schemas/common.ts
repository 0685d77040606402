import { z } from "zod";

/** Paging query parameters shared by list endpoints (DESIGN.md: lists are paginated with total). */
export const ZPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A page of items with the total number of matches. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

export const ZErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
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

/** Free search text (issue "Discovery" §4): trimmed, at most 100 characters; empty means no search. */
export const ZSearchText = z
  .string()
  .trim()
  .max(100)
  .transform((value) => (value === "" ? undefined : value));
