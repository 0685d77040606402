import { z } from "zod";

/** Paging query parameters shared by list endpoints (DESIGN.md: lists are paginated with total). */
export const ZPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** A page of items with the total number of matches. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

export const ZErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

export const ZIdParam = z.object({ id: z.uuid() });
