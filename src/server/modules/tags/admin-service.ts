/**
 * Tag management for admins (spec 02 §2.10, §4 "Tags", §5 "Tag form", §7 "Insert / update / delete a
 * tag"): every tag including inactive ones, create (display_order = number of tags),
 * update (the order is kept), delete, and reordering by drag and drop, which writes every tag's
 * display_order in one transaction. Each write is audited in its transaction. Public tag lists and
 * cards read the same table; every tag write empties the caches of tags (plugins/write-topics.ts).
 */
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { TAdminTag, TAdminTagList, ZAdminTagRequest } from "#shared/schemas/admin-catalogue.js";
import type { Db } from "#server/db/client.js";
import { tags } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { isUniqueViolation } from "#server/lib/pg-errors.js";
import { recordAudit } from "#server/lib/audit.js";

export const TAG_NOT_FOUND_MESSAGE = "This tag does not exist (any more).";
export const TAG_NAME_TAKEN_MESSAGE = "A tag with this German name already exists.";
export const TAG_ORDER_MISMATCH_MESSAGE =
  "The tag list has changed in the meantime. Please reload the page and try again.";

const adminTagColumns = {
  id: tags.id,
  name_de: tags.name_de,
  name_en: tags.name_en,
  applies_to: tags.applies_to,
  display_type: tags.display_type,
  is_active: tags.is_active,
  display_order: tags.display_order,
};

type AdminTagRow = Omit<TAdminTag, "applies_to"> & { applies_to: string[] };
const toAdminTag = (row: AdminTagRow): TAdminTag => ({
  ...row,
  applies_to: row.applies_to as TAdminTag["applies_to"],
});

type TagInput = z.output<typeof ZAdminTagRequest>;

/** Runs a tag write, turning a duplicate German name (unique index) into 409 CONFLICT. */
async function refusingDuplicateNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", TAG_NAME_TAKEN_MESSAGE);
    throw error;
  }
}

/** Every tag, active or not, by display_order ascending (spec 02 §7 "tags, ordered by display_order"). */
export async function findAdminTags(db: Db): Promise<TAdminTagList> {
  const rows = await db
    .select(adminTagColumns)
    .from(tags)
    .orderBy(asc(tags.display_order), asc(tags.name_de));
  return { items: rows.map(toAdminTag) };
}

/**
 * Creates a tag at the end of the list: display_order = the current number of tags (spec 02 §4).
 * @throws AppError CONFLICT when a tag with the same German name exists
 */
export async function createAdminTag(
  db: Db,
  options: { adminId: string; input: TagInput },
): Promise<TAdminTag> {
  return refusingDuplicateNames(() =>
    db.transaction(async (tx) => {
      // Serialises concurrent creates, so two new tags never get the same position.
      await tx.execute(sql`LOCK TABLE ${tags} IN SHARE ROW EXCLUSIVE MODE`);
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(tags);
      const [row] = await tx
        .insert(tags)
        .values({ ...options.input, display_order: total })
        .returning(adminTagColumns);
      if (!row) throw new Error("tag was not created");
      const created = toAdminTag(row);
      await recordAudit(tx, {
        adminId: options.adminId,
        action: "tag.create",
        targetType: "tag",
        targetId: created.id,
        targetName: created.name_de,
        before: null,
        after: created,
      });
      return created;
    }),
  );
}

/**
 * Updates a tag's names, categories, display type and active flag; its position stays (spec 02 §4).
 * @throws AppError NOT_FOUND when the tag does not exist; CONFLICT for a German name already taken
 */
export async function updateAdminTag(
  db: Db,
  options: { adminId: string; id: string; input: TagInput },
): Promise<TAdminTag> {
  return refusingDuplicateNames(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select(adminTagColumns)
        .from(tags)
        .where(eq(tags.id, options.id))
        .for("update");
      if (!before) throw new AppError("NOT_FOUND", TAG_NOT_FOUND_MESSAGE);
      const [row] = await tx
        .update(tags)
        .set(options.input)
        .where(eq(tags.id, options.id))
        .returning(adminTagColumns);
      if (!row) throw new AppError("NOT_FOUND", TAG_NOT_FOUND_MESSAGE);
      const updated = toAdminTag(row);
      await recordAudit(tx, {
        adminId: options.adminId,
        action: "tag.update",
        targetType: "tag",
        targetId: updated.id,
        targetName: updated.name_de,
        before: toAdminTag(before),
        after: updated,
      });
      return updated;
    }),
  );
}

/**
 * Deletes a tag. Places and courses keep the text they carry (tags are stored as text on them).
 * @throws AppError NOT_FOUND when it does not exist, e.g. was deleted already
 */
export async function deleteAdminTag(db: Db, options: { adminId: string; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(tags).where(eq(tags.id, options.id)).returning(adminTagColumns);
    if (!row) throw new AppError("NOT_FOUND", TAG_NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "tag.delete",
      targetType: "tag",
      targetId: row.id,
      targetName: row.name_de,
      before: toAdminTag(row),
      after: null,
    });
  });
}

/**
 * Stores a new order: `ids` must name every tag exactly once; each gets display_order = its position.
 * One UPDATE in one transaction, so a reader never sees half an order.
 * @returns the tags in their new order
 * @throws AppError CONFLICT when `ids` is not exactly the set of tags (one was added or deleted meanwhile)
 */
export async function reorderAdminTags(
  db: Db,
  options: { adminId: string; ids: readonly string[] },
): Promise<TAdminTagList> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${tags} IN SHARE ROW EXCLUSIVE MODE`);
    const before = await tx
      .select({ id: tags.id, display_order: tags.display_order })
      .from(tags)
      .orderBy(asc(tags.display_order), asc(tags.name_de));
    const known = new Set(before.map((row) => row.id));
    if (before.length !== options.ids.length || options.ids.some((id) => !known.has(id))) {
      throw new AppError("CONFLICT", TAG_ORDER_MISMATCH_MESSAGE);
    }
    const positions = sql.join(
      options.ids.map((id, index) => sql`(${id}::uuid, ${index}::integer)`),
      sql`, `,
    );
    await tx.execute(
      sql`UPDATE ${tags} SET display_order = positions.position FROM (VALUES ${positions}) AS positions(id, position) WHERE ${tags.id} = positions.id`,
    );
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "tag.reorder",
      targetType: "tag",
      targetId: "order",
      targetName: null,
      before: before.map((row) => row.id),
      after: options.ids,
    });
    const rows = await tx
      .select(adminTagColumns)
      .from(tags)
      .where(inArray(tags.id, [...options.ids]))
      .orderBy(asc(tags.display_order));
    return { items: rows.map(toAdminTag) };
  });
}
