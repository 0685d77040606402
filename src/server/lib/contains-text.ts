/**
 * Case-insensitive "contains" search for the admin lists (spec 02 §2.4, §2.5, §2.8, §2.9 search boxes):
 * a row matches when any of the columns contains the search text. `%`, `_` and `\` in the text match
 * themselves. The admin tables are small, so no index is needed.
 */
import { ilike, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** The condition, or undefined (no filter) when there is no search text. */
export function containsText(
  columns: readonly (AnyPgColumn | SQL)[],
  text: string | undefined,
): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
