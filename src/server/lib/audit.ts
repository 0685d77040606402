/**
 * The admin audit log (beyond the spec; its sentences: decisions/032): every admin write — import, review,
 * delete, role change, edit — leaves one entry with the admin, the time, the target and what it looked like
 * before and after. `recordAudit` must run in the transaction of the write it records, so the log never
 * claims a change that was rolled back, nor misses one that happened.
 */
import { count, desc, eq } from "drizzle-orm";
import type { AuditAction } from "#shared/audit-actions.js";
import type { TAuditList } from "#shared/schemas/admin.js";
import type { TPageQuery } from "#shared/schemas/common.js";
import type { Db } from "#server/db/client.js";
import { adminAuditLog, profiles, user } from "#server/db/schema.js";
import {
  auditExcerpt,
  describeAuditEntry,
  resolveSubjects,
  type Subject,
  type SubjectType,
} from "./audit-describe.js";

/** Anything that can insert: the database or a transaction (`db.transaction(async (tx) => …)`). */
export type Writer = Pick<Db, "insert">;

export type AuditEntryInput = {
  adminId: string;
  /** Verb with its subject, e.g. "place_suggestion.import"; a new one goes into AUDIT_ACTIONS first. */
  action: AuditAction;
  /** The kind of record, e.g. "place_suggestion", "place", "user", and its id. */
  targetType: string;
  targetId: string;
  /**
   * What the log calls the target, kept so a record deleted later keeps its name: the record's own name
   * (a place's, a course's title, the start of a post), for a photo, review or fact answer its place's.
   * Null only where there is no single record (a new order of all tags).
   */
  targetName: string | null;
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
    summary: {
      before: entry.before ?? null,
      after: entry.after ?? null,
      target_name: auditExcerpt(entry.targetName),
    },
  });
}

/**
 * What the log calls a record as it is now, for an entry's `targetName`: e.g. the place of a photo, a
 * review or a fact answer (`auditSubjectName(tx, "place", placeId)`), or what a report is about.
 * @returns null when the record is gone
 */
export async function auditSubjectName(db: Db, type: SubjectType, id: string): Promise<string | null> {
  const subject = { type, id, name: null };
  return (await resolveSubjects(db, [subject]))(subject).name;
}

/** Fields of a record snapshot that name it, in the order they are tried (places, courses, tags, users…). */
const NAME_FIELDS = ["name", "title", "name_de", "display_name", "email", "content"] as const;

/**
 * The name an entry recorded for its target; for entries written before names were recorded, what the
 * snapshot it keeps (`summary.after`, or `summary.before` for a deletion) calls it. Null when neither
 * names anything (the log then shows the record's name as it is now).
 */
export function auditTargetName(summary: {
  before: unknown;
  after: unknown;
  target_name?: unknown;
}): string | null {
  if (typeof summary.target_name === "string" && summary.target_name) return summary.target_name;
  for (const side of [summary.after, summary.before]) {
    if (!side || typeof side !== "object") continue;
    for (const field of NAME_FIELDS) {
      const name = auditExcerpt((side as Record<string, unknown>)[field]);
      if (name) return name;
    }
  }
  return null;
}

/**
 * Audit entries, newest first, each described for the log's sentence (audit-describe.ts): the admin's
 * name, the target's and a second record's name and page, and what changed.
 */
export async function listAudit(db: Db, page: TPageQuery): Promise<TAuditList> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: adminAuditLog.id,
        admin_id: adminAuditLog.admin_id,
        admin_email: user.email,
        admin_display_name: profiles.display_name,
        admin_profile_name: profiles.name,
        admin_user_name: user.name,
        action: adminAuditLog.action,
        target_type: adminAuditLog.target_type,
        target_id: adminAuditLog.target_id,
        summary: adminAuditLog.summary,
        created_at: adminAuditLog.created_at,
      })
      .from(adminAuditLog)
      .leftJoin(user, eq(user.id, adminAuditLog.admin_id))
      .leftJoin(profiles, eq(profiles.user_id, adminAuditLog.admin_id))
      .orderBy(desc(adminAuditLog.created_at), desc(adminAuditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(adminAuditLog),
  ]);
  const described = rows.map((row) => describeAuditEntry(row));
  const resolve = await resolveSubjects(
    db,
    described.flatMap(({ target, context }) =>
      [target, context].filter((one): one is Subject => one !== null),
    ),
  );
  return {
    items: rows.map(({ admin_display_name, admin_profile_name, admin_user_name, summary, ...row }, index) => {
      const { target, context, variant, details } = described[index]!;
      const live = target ? resolve(target) : { name: null, path: null };
      const around = context ? resolve(context) : null;
      return {
        ...row,
        admin_name:
          admin_display_name?.trim() ||
          admin_profile_name?.trim() ||
          admin_user_name?.trim() ||
          row.admin_email,
        variant,
        target_name: auditTargetName(summary) ?? target?.name ?? live.name,
        target_path: live.path,
        context_name: context ? (context.name ?? around?.name ?? null) : null,
        context_path: around?.path ?? null,
        details,
        summary: { before: summary.before, after: summary.after },
        created_at: row.created_at.toISOString(),
      };
    }),
    total: totals[0]?.total ?? 0,
  };
}
