/**
 * The admin audit log (issue "Admin" §9, beyond the spec): every admin write — import, review, delete,
 * role change, edit — leaves one entry with the admin, the time, the target and what it looked like
 * before and after. `recordAudit` must run in the transaction of the write it records, so the log never
 * claims a change that was rolled back, nor misses one that happened.
 */
import { count, desc, eq } from "drizzle-orm";
import type { TAuditList } from "#shared/schemas/admin.js";
import type { TPageQuery } from "#shared/schemas/common.js";
import type { Db } from "#server/db/client.js";
import { adminAuditLog, user } from "#server/db/schema.js";

/** Anything that can insert: the database or a transaction (`db.transaction(async (tx) => …)`). */
export type Writer = Pick<Db, "insert">;

export type AuditEntryInput = {
  adminId: string;
  /** Verb with its subject, e.g. "place_suggestion.import", "feedback.review", "user.update". */
  action: string;
  /** The kind of record, e.g. "place_suggestion", "place", "user", and its id. */
  targetType: string;
  targetId: string;
  /** The record before the write (null when it is created) and after (null when it is deleted). */
  before: unknown;
  after: unknown;
};

/** Writes one audit entry through `tx` (pass the transaction of the write it records). */
export async function recordAudit(tx: Writer, entry: AuditEntryInput): Promise<void> {
  await tx.insert(adminAuditLog).values({
    admin_id: entry.adminId,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    summary: { before: entry.before ?? null, after: entry.after ?? null },
  });
}

/** Fields of a record snapshot that name it, in the order they are tried (places, courses, tags, users…). */
const NAME_FIELDS = ["name", "title", "name_de", "display_name", "email", "content"] as const;
/** Longer names (a post's text) are cut here, with an ellipsis. */
const TARGET_NAME_MAX = 80;

/**
 * What the target of an entry is called, read from the snapshot the entry keeps (`summary.after`, or
 * `summary.before` for a deletion), so the log needs no join per target type and keeps the name of a
 * record that is gone (issue 19 §8). Null when the snapshot names nothing (e.g. a review mark).
 */
export function auditTargetName(summary: { before: unknown; after: unknown }): string | null {
  for (const side of [summary.after, summary.before]) {
    if (!side || typeof side !== "object") continue;
    for (const field of NAME_FIELDS) {
      const value = (side as Record<string, unknown>)[field];
      if (typeof value === "string" && value.trim()) {
        const name = value.trim().replace(/\s+/g, " ");
        return name.length > TARGET_NAME_MAX ? `${name.slice(0, TARGET_NAME_MAX - 1)}…` : name;
      }
    }
  }
  return null;
}

/** Audit entries, newest first, with the admin's e-mail (null when that account is gone). */
export async function listAudit(db: Db, page: TPageQuery): Promise<TAuditList> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: adminAuditLog.id,
        admin_id: adminAuditLog.admin_id,
        admin_email: user.email,
        action: adminAuditLog.action,
        target_type: adminAuditLog.target_type,
        target_id: adminAuditLog.target_id,
        summary: adminAuditLog.summary,
        created_at: adminAuditLog.created_at,
      })
      .from(adminAuditLog)
      .leftJoin(user, eq(user.id, adminAuditLog.admin_id))
      .orderBy(desc(adminAuditLog.created_at), desc(adminAuditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(adminAuditLog),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      target_name: auditTargetName(row.summary),
      created_at: row.created_at.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}
