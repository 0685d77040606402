import { and, arrayContains, asc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { TTag, TTagListQuery } from "#shared/schemas/tags.js";
import type { Db } from "#server/db/client.js";
import { tags } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { defineReadCache, READ_CACHE_TTL_MS } from "#server/plugins/read-cache.js";

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

/** The active tags per category (places, courses), emptied by writes to tags. */
const activeTags = defineReadCache({ topics: ["tags"], ttlMs: READ_CACHE_TTL_MS, max: 4 });

/**
 * `findActiveTags` kept until a write to tags (plugins/read-cache.ts): the API, the list filters and
 * the /places page share it.
 */
export const readActiveTags = (db: Db, query: TTagListQuery): Promise<TTag[]> =>
  activeTags(db).get(`tags:${query.applies_to}`, () => findActiveTags(db, query));

/**
 * The names (German and English) of active tags of a category, requested by German name — a filter
 * value is a tag's `name_de`, and items may carry either name (spec 01 §5 "Filter logic"). The active
 * tags come from readActiveTags, which saves a filtered list a query.
 * @throws AppError BAD_REQUEST naming the first tag that is unknown or not active for the category
 */
export async function resolveTagNames(
  db: Db,
  appliesTo: TTagListQuery["applies_to"],
  names: readonly string[],
): Promise<string[]> {
  if (names.length === 0) return [];
  const active = await readActiveTags(db, { applies_to: appliesTo });
  const byName = new Map(active.map((tag) => [tag.name_de, tag]));
  const unknown = names.find((name) => !byName.has(name));
  if (unknown !== undefined) throw new AppError("BAD_REQUEST", `Unknown tag: "${unknown}"`);
  return [...new Set(names)].flatMap((name) => {
    const tag = byName.get(name)!;
    return tag.name_en ? [tag.name_de, tag.name_en] : [tag.name_de];
  });
}

/**
 * What a card shows of an item's tags (spec 02 §2.10 "Display Type — Badge: shown on preview cards;
 * Detail: shown in the detail view only"): tags that are active badge tags come in the admins' display_order;
 * detail-only and inactive tags are left out; free text that is no tag keeps its place after them. Matches
 * German or English names.
 */
export const cardTagsSql = (column: AnyPgColumn): SQL<string[]> => sql<string[]>`array(
  select item.label from unnest(${column}) with ordinality as item(label, position)
  left join lateral (
    select tag.display_order, tag.display_type, tag.is_active from ${tags} as tag
    where tag.name_de = item.label or tag.name_en = item.label
    order by (tag.name_de = item.label) desc limit 1
  ) as known on true
  where known.display_order is null or (known.is_active and known.display_type = 'badge')
  order by known.display_order nulls last, item.position
)`;
