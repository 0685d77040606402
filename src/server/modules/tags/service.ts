import { and, arrayContains, asc, eq, inArray } from "drizzle-orm";
import type { TTag, TTagListQuery } from "../../../shared/schemas/tags.js";
import type { Db } from "../../db/client.js";
import { tags } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";

/**
 * Active tags for places or courses in display order (spec 01 §7 "Read tags": applies_to contains the
 * category, is_active true, ordered by display_order ascending).
 */
export async function findActiveTags(db: Db, query: TTagListQuery): Promise<TTag[]> {
  const rows = await db
    .select({
      id: tags.id,
      name_de: tags.name_de,
      name_en: tags.name_en,
      applies_to: tags.applies_to,
      display_type: tags.display_type,
      display_order: tags.display_order,
    })
    .from(tags)
    .where(and(eq(tags.is_active, true), arrayContains(tags.applies_to, [query.applies_to])))
    .orderBy(asc(tags.display_order), asc(tags.name_de));
  return rows.map((row) => ({ ...row, applies_to: row.applies_to as TTag["applies_to"] }));
}

/**
 * The names (German and English) of active tags of a category, requested by German name — a filter
 * value is a tag's `name_de`, and items may carry either name (spec 01 §5 "Filter logic").
 * @throws AppError BAD_REQUEST naming the first tag that is unknown or not active for the category
 */
export async function resolveTagNames(
  db: Db,
  appliesTo: TTagListQuery["applies_to"],
  names: readonly string[],
): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ name_de: tags.name_de, name_en: tags.name_en })
    .from(tags)
    .where(
      and(
        inArray(tags.name_de, [...names]),
        eq(tags.is_active, true),
        arrayContains(tags.applies_to, [appliesTo]),
      ),
    );
  const known = new Set(rows.map((row) => row.name_de));
  const unknown = names.find((name) => !known.has(name));
  if (unknown !== undefined) throw new AppError("BAD_REQUEST", `Unknown tag: "${unknown}"`);
  return rows.flatMap((row) => (row.name_en ? [row.name_de, row.name_en] : [row.name_de]));
}
