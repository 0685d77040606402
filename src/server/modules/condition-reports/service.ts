/**
 * Condition reports of places (issue 20 §6; src/shared/condition-reports.ts): parents report that a
 * place is closed for now, a building site, has broken equipment or is dirty — or closed for good,
 * which the admins then check. A report shows until CONDITION_REPORT_DAYS after its last confirmation;
 * reporting the same kind again while it shows confirms it.
 */
import { subDays } from "date-fns";
import { and, desc, eq, gt } from "drizzle-orm";
import { CONDITION_REPORT_DAYS } from "../../../shared/condition-reports.js";
import type { TConditionReport, TConditionReportInput } from "../../../shared/schemas/condition-reports.js";
import type { Db } from "../../db/client.js";
import { placeConditionReports, places } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Viewer } from "../../lib/policy.js";
import { PLACE_NOT_FOUND } from "../places/require-place.js";

type ReportRow = typeof placeConditionReports.$inferSelect;

const toConditionReport = (row: ReportRow): TConditionReport => ({
  id: row.id,
  kind: row.kind,
  note: row.note,
  reported_at: row.created_at.toISOString(),
  confirmed_at: row.confirmed_at.toISOString(),
  confirmations: row.confirmed_by.length,
});

const isCurrent = (placeId: string, now: Date) =>
  and(
    eq(placeConditionReports.place_id, placeId),
    gt(placeConditionReports.confirmed_at, subDays(now, CONDITION_REPORT_DAYS)),
  );

/** The place's current reports, the most recently confirmed first. */
export async function findConditionReports(
  db: Db,
  placeId: string,
  now = new Date(),
): Promise<TConditionReport[]> {
  const rows = await db
    .select()
    .from(placeConditionReports)
    .where(isCurrent(placeId, now))
    .orderBy(desc(placeConditionReports.confirmed_at));
  return rows.map(toConditionReport);
}

/**
 * Reports a condition of a place, or confirms the current report of that kind (dated now; a parent
 * counts once however often they confirm). A note is kept from the first report that has one.
 * @returns the report and whether it was new
 * @throws AppError NOT_FOUND for an unknown place
 */
export async function reportCondition(
  db: Db,
  viewer: Viewer,
  placeId: string,
  input: TConditionReportInput,
  now = new Date(),
): Promise<{ report: TConditionReport; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const [place] = await tx
      .select({ id: places.id })
      .from(places)
      .where(eq(places.id, placeId))
      .for("update");
    if (!place) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND);
    const [current] = await tx
      .select()
      .from(placeConditionReports)
      .where(and(isCurrent(placeId, now), eq(placeConditionReports.kind, input.kind)))
      .limit(1);
    if (!current) {
      const [created] = await tx
        .insert(placeConditionReports)
        .values({
          place_id: placeId,
          kind: input.kind,
          note: input.note ?? null,
          confirmed_by: [viewer.id],
          created_at: now,
          confirmed_at: now,
        })
        .returning();
      return { report: toConditionReport(created!), isNew: true };
    }
    const [confirmed] = await tx
      .update(placeConditionReports)
      .set({
        confirmed_at: now,
        confirmed_by: current.confirmed_by.includes(viewer.id)
          ? current.confirmed_by
          : [...current.confirmed_by, viewer.id],
        note: current.note ?? input.note ?? null,
      })
      .where(eq(placeConditionReports.id, current.id))
      .returning();
    return { report: toConditionReport(confirmed!), isNew: false };
  });
}
