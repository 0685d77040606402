/**
 * Reviewing feedback and feature requests (spec 02 §2.5, §4, §7): lists with search,
 * newest first, and "Mark Reviewed" (reviewed_at, reviewed_by). The feature-request list also counts
 * how often each survey option was chosen over all requests, so an admin sees what parents want most.
 */
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { SURVEY_OPTIONS } from "#shared/constants.js";
import type { TAdminFeatureRequestList, TAdminFeedbackList } from "#shared/schemas/admin.js";
import type { TPageQuery } from "#shared/schemas/common.js";
import type { Db } from "#server/db/client.js";
import { featureRequests, profiles, user, userFeedback } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Viewer } from "#server/lib/policy.js";
import { auditSubjectName, recordAudit } from "#server/lib/audit.js";
import { containsText } from "#server/lib/contains-text.js";

export type SubmissionKind = "feedback" | "feature_request";
export type SubmissionFilters = TPageQuery & { q?: string };

const tables = { feedback: userFeedback, feature_request: featureRequests } as const;

/** The reviewing admin's display name, else name, else e-mail. */
const reviewerName = sql<string | null>`coalesce(
  nullif(trim(reviewer_profile.display_name), ''), nullif(trim(reviewer_profile.name), ''), reviewer.email
)`;

/** Feedback, newest first; the search matches the text and the sender's e-mail. */
export async function listFeedback(db: Db, filters: SubmissionFilters): Promise<TAdminFeedbackList> {
  const t = userFeedback;
  const where = containsText([t.content, t.user_email], filters.q);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: t.id,
        content: t.content,
        user_email: t.user_email,
        created_at: t.created_at,
        reviewed_at: t.reviewed_at,
        reviewed_by_name: reviewerName,
      })
      .from(t)
      .leftJoin(sql`${user} as reviewer`, sql`reviewer.id = ${t.reviewed_by}`)
      .leftJoin(sql`${profiles} as reviewer_profile`, sql`reviewer_profile.user_id = ${t.reviewed_by}`)
      .where(where)
      .orderBy(desc(t.created_at), t.id)
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      reviewed_at: row.reviewed_at?.toISOString() ?? null,
    })),
    total: totals[0]?.total ?? 0,
  };
}

/**
 * Feature requests, newest first; the search matches the chosen options, the other suggestion and the
 * e-mail. `option_counts` covers all requests (not only the matches): every survey option, plus any
 * other stored option, most chosen first.
 */
export async function listFeatureRequests(
  db: Db,
  filters: SubmissionFilters,
): Promise<TAdminFeatureRequestList> {
  const t = featureRequests;
  const where = containsText(
    [sql`array_to_string(${t.selected_options}, ' ')`, t.other_suggestion, t.user_email],
    filters.q,
  );
  const [rows, totals, chosen] = await Promise.all([
    db
      .select({
        id: t.id,
        selected_options: t.selected_options,
        other_suggestion: t.other_suggestion,
        user_email: t.user_email,
        created_at: t.created_at,
        reviewed_at: t.reviewed_at,
        reviewed_by_name: reviewerName,
      })
      .from(t)
      .leftJoin(sql`${user} as reviewer`, sql`reviewer.id = ${t.reviewed_by}`)
      .leftJoin(sql`${profiles} as reviewer_profile`, sql`reviewer_profile.user_id = ${t.reviewed_by}`)
      .where(where)
      .orderBy(desc(t.created_at), t.id)
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(t).where(where),
    db
      .select({ option: sql<string>`option`, count: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`${t}, unnest(${t.selected_options}) as option`)
      .groupBy(sql`option`),
  ]);
  const counts = new Map<string, number>(SURVEY_OPTIONS.map((option) => [option, 0]));
  for (const row of chosen) counts.set(row.option, row.count);
  return {
    items: rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      reviewed_at: row.reviewed_at?.toISOString() ?? null,
    })),
    total: totals[0]?.total ?? 0,
    option_counts: [...counts]
      .map(([option, count]) => ({ option, count }))
      .sort((a, b) => b.count - a.count),
  };
}

/**
 * Marks feedback or a feature request reviewed by `admin`.
 * @throws AppError NOT_FOUND when it does not exist, CONFLICT when it was already reviewed
 */
export async function markSubmissionReviewed(
  db: Db,
  kind: SubmissionKind,
  id: string,
  admin: Viewer,
): Promise<void> {
  const table = tables[kind];
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ reviewed_at: sql`now()`, reviewed_by: admin.id })
      .where(and(eq(table.id, id), isNull(table.reviewed_at)))
      .returning({ reviewed_at: table.reviewed_at });
    if (!row) {
      const [existing] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
      if (!existing) throw new AppError("NOT_FOUND", "This item does not exist (any more).");
      throw new AppError("CONFLICT", "This item was already reviewed.");
    }
    await recordAudit(tx, {
      adminId: admin.id,
      action: `${kind}.review`,
      targetType: kind,
      targetId: id,
      targetName: await auditSubjectName(tx, kind, id),
      before: { reviewed_at: null },
      after: { reviewed_at: row.reviewed_at?.toISOString() ?? null },
    });
  });
}
