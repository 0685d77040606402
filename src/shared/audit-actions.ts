/**
 * What the admin audit log records and shows (docs/decisions/032-audit-sentences-and-course-districts.md).
 * Every action is "<kind of record>.<verb>"; the log reads each as a sentence in the admin's language
 * (`audit.sentences.<action>` in locales/<language>/admin.json), naming its target and linking to it,
 * and lists what changed as "<field>: <before> → <after>" with the field's label
 * (`audit.fields.<field>`). A test checks both languages have a sentence for every action and a label
 * for every field, so a new action cannot reach the log as a raw key. Imports nothing from Node or the
 * DOM.
 */

export const AUDIT_ACTIONS = [
  "place.create",
  "place.update",
  "place.delete",
  "place.merge",
  "place.position",
  "place.close",
  "place_suggestion.import",
  "place_suggestion.review",
  "place_suggestion.delete",
  "place_suggestion.position",
  "course_suggestion.import",
  "course_suggestion.review",
  "course_suggestion.delete",
  "course.create",
  "course.update",
  "course.delete",
  "tag.create",
  "tag.update",
  "tag.delete",
  "tag.reorder",
  "user.update",
  "user.withdraw_contributions",
  "feedback.review",
  "feature_request.review",
  "provider_profile.approve",
  "provider_profile.reject",
  "provider_profile.position",
  "cafe_profile.approve",
  "cafe_profile.reject",
  "cafe_profile.position",
  "place_claim.approve",
  "place_claim.reject",
  "condition_report.dismiss",
  "fact_answer.delete",
  "photo.delete",
  "post.delete",
  "comment.delete",
  "review.delete",
  "report.dismiss",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Sentences that depend on more than the action: a dismissed report reads after what was reported
 * (`audit.sentences.report.dismiss.<variant>`).
 */
export const AUDIT_VARIANTS = {
  "report.dismiss": ["post", "comment", "review", "photo"],
} as const satisfies Partial<Record<AuditAction, readonly string[]>>;

/**
 * The fields an entry's details can name. Values are shown as the web formats that field: a place or
 * course type, a role, a report reason by its label; lists joined; yes/no for switches; text as it is.
 */
export const AUDIT_FIELDS = [
  // places and courses
  "name",
  "title",
  "description",
  "address",
  "place_type",
  "course_type",
  "features",
  "tags",
  "image",
  "is_checked_by_parents",
  "position",
  "age_group",
  "schedule",
  "location",
  "booking_url",
  "opening_hours",
  "website",
  "phone",
  "age_recommendations",
  "osm_id",
  // merges: what moved to the kept place, and which empty fields it took over
  "moved_reviews",
  "moved_fact_answers",
  "moved_photos",
  "moved_condition_reports",
  "moved_courses",
  "moved_favourites",
  "moved_claims",
  "filled",
  // tags
  "name_de",
  "name_en",
  "applies_to",
  "display_type",
  "is_active",
  // users
  "display_name",
  "user_role",
  "bio",
  "number_of_children",
  // an account's contributions an admin withdrew at once (admin/users/withdraw-contributions.ts)
  "withdrawn_fact_answers",
  "withdrawn_reviews",
  "withdrawn_photos",
  "withdrawn_photo_likes",
  "withdrawn_condition_reports",
  // parents' contributions and reports
  "condition_kind",
  "note",
  "confirmations",
  "fact",
  "answer",
  "rating",
  "text",
  "caption",
  "post_type",
  "author",
  "reason",
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];
