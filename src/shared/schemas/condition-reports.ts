import { z } from "zod";
import { CONDITION_KINDS, CONDITION_NOTE_MAX } from "../condition-reports.js";

/**
 * A current condition report as places show it (`condition_reports` of
 * `GET /api/places/:id`): what, an optional note, when first reported and last confirmed, by how many,
 * and the latest photo sent with it (the detail-size WebP, or null).
 */
export const ZConditionReport = z.object({
  id: z.uuid(),
  kind: z.enum(CONDITION_KINDS),
  note: z.string().nullable(),
  reported_at: z.string(),
  confirmed_at: z.string(),
  confirmations: z.number().int(),
  photo_url: z.string().nullable(),
});
export type TConditionReport = z.infer<typeof ZConditionReport>;

/**
 * `POST /api/places/:id/condition-reports`: a report, or the confirmation of a current one of that kind,
 * with an optional photo (an upload to the `place-photos` bucket; it replaces the report's photo).
 */
export const ZConditionReportInput = z.object({
  kind: z.enum(CONDITION_KINDS, { error: "Unknown kind of report." }),
  note: z
    .string()
    .trim()
    .max(CONDITION_NOTE_MAX, `At most ${CONDITION_NOTE_MAX} characters.`)
    .transform((note) => note || null)
    .optional(),
  photo_upload_id: z.uuid().optional(),
});
export type TConditionReportInput = z.infer<typeof ZConditionReportInput>;

/** A "dauerhaft geschlossen" report waiting for an admin (decision 032), with the place it is about. */
export const ZAdminConditionReport = ZConditionReport.extend({
  place: z.object({ id: z.uuid(), name: z.string(), address: z.string() }),
});
export type TAdminConditionReport = z.infer<typeof ZAdminConditionReport>;

/**
 * `GET /api/admin/condition-reports` (the admin's moderation queue of condition reports):
 * every current report, those that a place closed for good first (oldest first: they wait for a
 * decision), then the others, newest first.
 */
export const ZAdminConditionReportList = z.object({ items: z.array(ZAdminConditionReport) });
export type TAdminConditionReportList = z.infer<typeof ZAdminConditionReportList>;
