/**
 * The admin audit log (issue "Admin" §9, beyond the spec): every admin write — import, review, delete,
 * role change, edit — leaves one entry with the admin, the time, the target and what it looked like
 * before and after. `recordAudit` must run in the transaction of the write it records, so the log never
 * claims a change that was rolled back, nor misses one that happened.
 */
import { count, desc, eq } from "drizzle-orm";
import type { TAuditList } from "../../../shared/schemas/admin.js";
import type { TPageQuery } from "../../../shared/schemas/common.js";
import type { Db } from "../../db/client.js";
import { adminAuditLog, user } from "../../db/schema.js";

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
    items: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: totals[0]?.total ?? 0,
  };
}
