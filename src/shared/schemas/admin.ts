/**
 * Admin API shapes shared by server and web (spec 02 §2.3–§2.5, §3; the audit log: decision 032). The
 * management screens of other admin modules keep their own schemas next to these.
 */
import { z } from "zod";
import { AUDIT_FIELDS } from "../audit-actions.js";
import { ZPageQuery, ZSearchText, zPage } from "./common.js";
import { ZCourseSuggestion, ZPlaceSuggestion, ZSuggestionStatus } from "./suggestions.js";

/** A submission kind on the dashboard: how many exist and how many are not yet reviewed. */
export const ZSubmissionCount = z.object({ total: z.number().int(), pending: z.number().int() });

/** How many places the dashboard's "Orte ohne Fakten" lists. */
export const DASHBOARD_PLACES_WITHOUT_FACTS = 8;

/**
 * `GET /api/admin/dashboard` (spec 02 §2.3). `submissions` holds the spec's four kinds of submission
 * (all items and those not yet reviewed); `approvals` every other kind of item that waits for an admin's
 * decision. `pending_reviews` is the sum of both: a new kind an admin approves adds a key to `approvals`.
 */
export const ZAdminDashboard = z.object({
  totals: z.object({ places: z.number().int(), courses: z.number().int(), users: z.number().int() }),
  submissions: z.object({
    place_suggestions: ZSubmissionCount,
    course_suggestions: ZSubmissionCount,
    feedback: ZSubmissionCount,
    feature_requests: ZSubmissionCount,
  }),
  approvals: z.object({
    /** Provider and café profiles waiting for approval (/admin/profile-approvals). */
    provider_profiles: z.number().int(),
    cafe_profiles: z.number().int(),
    /** Providers' claims of a place (/admin/profile-approvals, decisions/020). */
    place_claims: z.number().int(),
    /** Open reports of posts, answers, reviews and photos (the reports queue of /admin/posts). */
    content_reports: z.number().int(),
    /** Current reports that a place closed for good (the closures queue of /admin/places). */
    closure_reports: z.number().int(),
  }),
  pending_reviews: z.number().int(),
  /**
   * Course bookings made since Monday 00:00 Hamburg time (decision 024), whatever their status now: a
   * place, a waitlist spot, and one cancelled since all count as a booking made this week.
   */
  bookings_this_week: z.number().int(),
  /**
   * "Orte ohne Fakten" (decision 019): the most-viewed listed places nobody has answered a family fact
   * for yet, at most DASHBOARD_PLACES_WITHOUT_FACTS, most views first.
   */
  places_without_facts: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      stadtteil: z.string().nullable(),
      view_count: z.number().int(),
    }),
  ),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/** Who reviewed an item and when (null while unreviewed). */
const reviewFields = {
  reviewed_at: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
};

/** Filters of the suggestion screens (spec 02 §2.4): free text and status ("all" when absent). */
export const ZAdminSuggestionQuery = ZPageQuery.extend({
  q: ZSearchText.optional(),
  status: ZSuggestionStatus.optional(),
});
export type TAdminSuggestionQuery = z.input<typeof ZAdminSuggestionQuery>;

/** What the admin sees beyond the submitter's own view: the submitter's e-mail and the review state. */
const adminSuggestionFields = { submitted_by_email: z.string().nullable(), ...reviewFields };

/** A place suggestion as the admin reviews it: every field, the photo and the review state. */
export const ZAdminPlaceSuggestion = ZPlaceSuggestion.extend(adminSuggestionFields);
export type TAdminPlaceSuggestion = z.infer<typeof ZAdminPlaceSuggestion>;

export const ZAdminCourseSuggestion = ZCourseSuggestion.extend(adminSuggestionFields);
export type TAdminCourseSuggestion = z.infer<typeof ZAdminCourseSuggestion>;

export const ZAdminPlaceSuggestionList = zPage(ZAdminPlaceSuggestion);
export type TAdminPlaceSuggestionList = z.infer<typeof ZAdminPlaceSuggestionList>;
export const ZAdminCourseSuggestionList = zPage(ZAdminCourseSuggestion);
export type TAdminCourseSuggestionList = z.infer<typeof ZAdminCourseSuggestionList>;

/** The answer to an import: the new place's or course's id (to link to it). */
export const ZImportResult = z.object({ id: z.uuid() });
export type TImportResult = z.infer<typeof ZImportResult>;

/** Search over feedback or feature requests (spec 02 §2.5). */
export const ZAdminSubmissionQuery = ZPageQuery.extend({ q: ZSearchText.optional() });
export type TAdminSubmissionQuery = z.input<typeof ZAdminSubmissionQuery>;

export const ZAdminFeedback = z.object({
  id: z.uuid(),
  content: z.string(),
  user_email: z.string().nullable(),
  created_at: z.string(),
  ...reviewFields,
});
export type TAdminFeedback = z.infer<typeof ZAdminFeedback>;
export const ZAdminFeedbackList = zPage(ZAdminFeedback);
export type TAdminFeedbackList = z.infer<typeof ZAdminFeedbackList>;

export const ZAdminFeatureRequest = z.object({
  id: z.uuid(),
  selected_options: z.array(z.string()),
  other_suggestion: z.string().nullable(),
  user_email: z.string().nullable(),
  created_at: z.string(),
  ...reviewFields,
});
export type TAdminFeatureRequest = z.infer<typeof ZAdminFeatureRequest>;

/**
 * Feature requests plus how often each survey option was chosen over all requests (what parents want most),
 * most wanted first; every survey option appears, also with 0.
 */
export const ZAdminFeatureRequestList = zPage(ZAdminFeatureRequest).extend({
  option_counts: z.array(z.object({ option: z.string(), count: z.number().int() })),
});
export type TAdminFeatureRequestList = z.infer<typeof ZAdminFeatureRequestList>;

/** A value an audit entry's details show: text, a number, a switch, or a list. */
export const ZAuditValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).nullable();
export type TAuditValue = z.infer<typeof ZAuditValue>;

/** One line of an entry's details: a field before and after the write (either null when not shown). */
export const ZAuditDetail = z.object({
  field: z.enum(AUDIT_FIELDS),
  before: ZAuditValue,
  after: ZAuditValue,
});
export type TAuditDetail = z.infer<typeof ZAuditDetail>;

/**
 * One audit entry (decision 032), described for the log's sentence (shared/audit-actions.ts): who, the action
 * (and its variant), the target's name and page (null when the record is gone), a second record the sentence
 * names (a merged place, the provider of a claim, the post of an answer), and what changed. `summary` keeps
 * the records before and after as written, for tools; the log does not show it.
 */
export const ZAuditEntry = z.object({
  id: z.uuid(),
  admin_id: z.string().nullable(),
  admin_email: z.string().nullable(),
  /** The admin's display name, else their name, else their e-mail; null when the account is gone. */
  admin_name: z.string().nullable(),
  /** An AUDIT_ACTIONS value; kept as text, so an entry of an action this build does not know still lists. */
  action: z.string(),
  variant: z.string().nullable(),
  target_type: z.string(),
  target_id: z.string(),
  /** The target's name as recorded with the entry, else as it is now; null when it has none. */
  target_name: z.string().nullable(),
  /** The target's page in the app (a path), null when it no longer exists. */
  target_path: z.string().nullable(),
  context_name: z.string().nullable(),
  context_path: z.string().nullable(),
  details: z.array(ZAuditDetail),
  summary: z.object({ before: z.unknown(), after: z.unknown() }),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditList = zPage(ZAuditEntry);
export type TAuditList = z.infer<typeof ZAuditList>;
