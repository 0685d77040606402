/**
 * What an audit entry says, read from the snapshots it keeps (docs/decisions/032-audit-sentences-and-course-districts.md):
 * the record the sentence names (its target: a place for a deleted photo, review or fact answer), a
 * second record it names (context: the merged place, the claiming provider, the post of an answer), a
 * variant of the sentence, and the fields that changed. `resolveSubjects` then looks the records up in
 * one query per kind, for the names of entries that recorded none and for the links (a record that is
 * gone has no page). Every action in AUDIT_ACTIONS has a describer here; TypeScript refuses a new
 * action without one.
 */
import { eq, inArray } from "drizzle-orm";
import type { AuditAction, AuditField } from "#shared/audit-actions.js";
import type { TAuditDetail, TAuditValue } from "#shared/schemas/admin.js";
import type { Db } from "#server/db/client.js";
import {
  cafeProfiles,
  courseSuggestions,
  courses,
  featureRequests,
  feedPosts,
  placePhotos,
  placeReviews,
  placeSuggestions,
  places,
  postComments,
  profiles,
  providerProfiles,
  tags,
  user,
  userFeedback,
} from "#server/db/schema.js";

/** The kinds of record a sentence can name; "tags" is the tag list (a new order of all tags). */
export type SubjectType =
  | "place"
  | "place_suggestion"
  | "course_suggestion"
  | "course"
  | "tag"
  | "tags"
  | "user"
  | "provider_profile"
  | "cafe_profile"
  | "post"
  | "comment"
  | "review"
  | "photo"
  | "feedback"
  | "feature_request";

/** A record a sentence names: its kind, id and the name its entry's snapshot gives (if any). */
export type Subject = { type: SubjectType; id: string | null; name: string | null };

export type Description = {
  /** Null for an action this build does not know (an entry written by a newer one). */
  target: Subject | null;
  context: Subject | null;
  variant: string | null;
  details: TAuditDetail[];
};

type Snapshot = Record<string, unknown>;
type Describer = (entry: { targetId: string; before: Snapshot; after: Snapshot }) => {
  target: Subject;
  context?: Subject | null;
  variant?: string | null;
  details?: TAuditDetail[];
};

/** Longer names (a post's text) are cut here, with an ellipsis. */
export const AUDIT_NAME_MAX = 80;
/** Longer texts in the details (a description) are cut here; the entry's summary keeps them whole. */
const AUDIT_TEXT_MAX = 200;

/** `text` on one line, at most `max` characters; null for no text. */
export function auditExcerpt(text: unknown, max = AUDIT_NAME_MAX): string | null {
  if (typeof text !== "string" || !text.trim()) return null;
  const line = text.trim().replace(/\s+/g, " ");
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const asSnapshot = (value: unknown): Snapshot =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Snapshot) : {};

const asId = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

/** A snapshot value as the log shows it: text, number, switch or list of texts; anything else is left out. */
function shown(value: unknown): TAuditValue {
  if (typeof value === "string") return auditExcerpt(value, AUDIT_TEXT_MAX);
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) {
    const texts = value.filter((item): item is string => typeof item === "string");
    return texts.length > 0 ? texts : null;
  }
  return null;
}

/** Pairs of the field the log names and the snapshot's key that holds it. */
type FieldMap = readonly (readonly [AuditField, string])[];

/** The fields that differ between the two snapshots. */
function changed(before: Snapshot, after: Snapshot, fields: FieldMap): TAuditDetail[] {
  return fields.flatMap(([field, key]) => {
    const [was, is] = [shown(before[key]), shown(after[key])];
    return JSON.stringify(was) === JSON.stringify(is) ? [] : [{ field, before: was, after: is }];
  });
}

/** The fields of one snapshot, as they were (`side: "before"`, a deletion) or are now. */
function fieldsOf(snapshot: Snapshot, fields: FieldMap, side: "before" | "after"): TAuditDetail[] {
  return fields.flatMap(([field, key]) => {
    const value = shown(snapshot[key]);
    if (value === null) return [];
    return [
      side === "before" ? { field, before: value, after: null } : { field, before: null, after: value },
    ];
  });
}

/** A new, replaced or removed image (the log shows no file addresses). */
function imageChange(before: Snapshot, after: Snapshot): TAuditDetail[] {
  if (before.image_url === after.image_url) return [];
  return [{ field: "image", before: Boolean(before.image_url), after: Boolean(after.image_url) }];
}

/** Where a point lies: its Stadtteil, else its coordinates; null without a point. */
function positionOf(snapshot: Snapshot): string | null {
  if (typeof snapshot.stadtteil === "string" && snapshot.stadtteil) return snapshot.stadtteil;
  const { latitude, longitude } = snapshot;
  return typeof latitude === "number" && typeof longitude === "number"
    ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`
    : null;
}

function positionChange(before: Snapshot, after: Snapshot): TAuditDetail[] {
  if (before.latitude === after.latitude && before.longitude === after.longitude) return [];
  return [{ field: "position", before: positionOf(before), after: positionOf(after) }];
}

const PLACE_FIELDS: FieldMap = [
  ["name", "name"],
  ["description", "description"],
  ["address", "address"],
  ["place_type", "type"],
  ["features", "features"],
  ["tags", "tags"],
  ["is_checked_by_parents", "is_checked_by_parents"],
];
const PLACE_SHORT: FieldMap = [
  ["place_type", "type"],
  ["address", "address"],
];
const COURSE_FIELDS: FieldMap = [
  ["title", "title"],
  ["description", "description"],
  ["age_group", "age_group"],
  ["course_type", "type"],
  ["schedule", "schedule"],
  ["location", "location"],
  ["booking_url", "booking_url"],
  ["tags", "tags"],
];
const COURSE_SHORT: FieldMap = [
  ["course_type", "type"],
  ["schedule", "schedule"],
  ["location", "location"],
];
const TAG_FIELDS: FieldMap = [
  ["name_de", "name_de"],
  ["name_en", "name_en"],
  ["applies_to", "applies_to"],
  ["display_type", "display_type"],
  ["is_active", "is_active"],
];
const USER_FIELDS: FieldMap = [
  ["display_name", "display_name"],
  ["user_role", "user_role"],
  ["location", "location"],
  ["bio", "bio"],
  ["number_of_children", "number_of_children"],
];

/** A merge's counts of moved records, by the field that names them (zero counts left out). */
const MOVED_FIELDS: FieldMap = [
  ["moved_reviews", "reviews"],
  ["moved_fact_answers", "fact_answers"],
  ["moved_photos", "photos"],
  ["moved_condition_reports", "condition_reports"],
  ["moved_courses", "courses"],
  ["moved_favourites", "favourites"],
  ["moved_claims", "claims"],
];
/** What an admin withdrew from one account, by the field that names it (zero counts left out). */
const WITHDRAWN_FIELDS: FieldMap = [
  ["withdrawn_fact_answers", "fact_answers"],
  ["withdrawn_reviews", "reviews"],
  ["withdrawn_photos", "photos"],
  ["withdrawn_photo_likes", "photo_likes"],
  ["withdrawn_condition_reports", "condition_reports"],
];

/** The kept place's fields a merge filled (places/admin-merge.ts FILLED_FIELDS and "coordinates"). */
const FILLED_FIELD_NAMES: Record<string, AuditField> = {
  description: "description",
  address: "address",
  opening_hours: "opening_hours",
  website: "website",
  phone: "phone",
  image_url: "image",
  features: "features",
  tags: "tags",
  age_recommendations: "age_recommendations",
  osm_id: "osm_id",
  coordinates: "position",
};

/** Counts of records (moved, withdrawn) as details, zero counts left out. */
function countDetails(snapshot: Snapshot, fields: FieldMap): TAuditDetail[] {
  return fields.flatMap(([field, key]) =>
    typeof snapshot[key] === "number" && snapshot[key] > 0
      ? [{ field, before: null, after: snapshot[key] }]
      : [],
  );
}

function mergeDetails(after: Snapshot): TAuditDetail[] {
  const counts = countDetails(asSnapshot(after.moved), MOVED_FIELDS);
  const filled = (Array.isArray(after.filled) ? after.filled : []).flatMap((name) =>
    typeof name === "string" && FILLED_FIELD_NAMES[name] ? [FILLED_FIELD_NAMES[name]] : [],
  );
  return filled.length > 0 ? [...counts, { field: "filled", before: null, after: filled }] : counts;
}

const subject = (type: SubjectType, id: unknown, name: unknown = null): Subject => ({
  type,
  id: asId(id),
  name: typeof name === "string" && name.trim() ? name.trim() : null,
});

/** The record a content report is about (REPORT_TARGET_TYPES). */
const reported = (before: Snapshot): Subject => {
  const type = before.target_type;
  return subject(
    type === "comment" || type === "review" || type === "photo" ? type : "post",
    before.target_id,
  );
};

/** A provider's or café's profile: approved, rejected, or given a map position. */
const profileDecision =
  (kind: "provider_profile" | "cafe_profile"): Describer =>
  ({ targetId, before, after }) => ({ target: subject(kind, targetId, after.name ?? before.name) });
const profilePosition =
  (kind: "provider_profile" | "cafe_profile"): Describer =>
  ({ targetId, before, after }) => ({
    target: subject(kind, targetId),
    details: positionChange(before, after),
  });

const DESCRIBERS: Record<AuditAction, Describer> = {
  "place.create": ({ targetId, after }) => ({
    target: subject("place", targetId, after.name),
    details: fieldsOf(after, PLACE_SHORT, "after"),
  }),
  "place.update": ({ targetId, before, after }) => ({
    target: subject("place", targetId, after.name),
    details: [
      ...changed(before, after, PLACE_FIELDS),
      ...imageChange(before, after),
      ...positionChange(before, after),
    ],
  }),
  "place.delete": ({ targetId, before }) => ({
    target: subject("place", targetId, before.name),
    details: fieldsOf(before, PLACE_SHORT, "before"),
  }),
  "place.merge": ({ targetId, before, after }) => ({
    target: subject("place", targetId, after.name),
    context: subject("place", before.id, before.name),
    details: mergeDetails(after),
  }),
  "place.position": ({ targetId, before, after }) => ({
    target: subject("place", targetId),
    details: positionChange(before, after),
  }),
  "place.close": ({ targetId, before, after }) => ({
    target: subject("place", targetId, after.name ?? before.name),
    details: fieldsOf(before, [["note", "report_note"]], "before"),
  }),
  "place_suggestion.import": ({ after }) => ({ target: subject("place", after.place_id, after.name) }),
  "place_suggestion.review": ({ targetId }) => ({ target: subject("place_suggestion", targetId) }),
  "place_suggestion.delete": ({ targetId, before }) => ({
    target: subject("place_suggestion", targetId, before.name),
    details: fieldsOf(before, PLACE_SHORT, "before"),
  }),
  "place_suggestion.position": ({ targetId, before, after }) => ({
    target: subject("place_suggestion", targetId),
    details: positionChange(before, after),
  }),
  "course_suggestion.import": ({ after }) => ({ target: subject("course", after.course_id, after.title) }),
  "course_suggestion.review": ({ targetId }) => ({ target: subject("course_suggestion", targetId) }),
  "course_suggestion.delete": ({ targetId, before }) => ({
    target: subject("course_suggestion", targetId, before.title),
    details: fieldsOf(before, COURSE_SHORT, "before"),
  }),
  "course.create": ({ targetId, after }) => ({
    target: subject("course", targetId, after.title),
    details: fieldsOf(after, COURSE_SHORT, "after"),
  }),
  "course.update": ({ targetId, before, after }) => ({
    target: subject("course", targetId, after.title),
    details: [...changed(before, after, COURSE_FIELDS), ...imageChange(before, after)],
  }),
  "course.delete": ({ targetId, before }) => ({
    target: subject("course", targetId, before.title),
    details: fieldsOf(before, COURSE_SHORT, "before"),
  }),
  "tag.create": ({ targetId, after }) => ({
    target: subject("tag", targetId, after.name_de),
    details: fieldsOf(after, TAG_FIELDS.slice(1), "after"),
  }),
  "tag.update": ({ targetId, before, after }) => ({
    target: subject("tag", targetId, after.name_de),
    details: changed(before, after, TAG_FIELDS),
  }),
  "tag.delete": ({ targetId, before }) => ({ target: subject("tag", targetId, before.name_de) }),
  "tag.reorder": () => ({ target: subject("tags", null) }),
  "user.update": ({ targetId, before, after }) => ({
    target: subject("user", targetId, after.display_name ?? before.display_name),
    details: changed(before, after, USER_FIELDS),
  }),
  "user.withdraw_contributions": ({ targetId, before }) => ({
    target: subject("user", targetId, before.display_name ?? before.email),
    details: countDetails(before, WITHDRAWN_FIELDS),
  }),
  "feedback.review": ({ targetId }) => ({ target: subject("feedback", targetId) }),
  "feature_request.review": ({ targetId }) => ({ target: subject("feature_request", targetId) }),
  "provider_profile.approve": profileDecision("provider_profile"),
  "provider_profile.reject": profileDecision("provider_profile"),
  "provider_profile.position": profilePosition("provider_profile"),
  "cafe_profile.approve": profileDecision("cafe_profile"),
  "cafe_profile.reject": profileDecision("cafe_profile"),
  "cafe_profile.position": profilePosition("cafe_profile"),
  "place_claim.approve": ({ before, after }) => ({
    target: subject("place", before.place_id, before.name ?? after.name),
    context: subject("provider_profile", before.provider_id, after.provider),
  }),
  "place_claim.reject": ({ before, after }) => ({
    target: subject("place", before.place_id, before.name ?? after.name),
    context: subject("provider_profile", before.provider_id, after.provider),
  }),
  "condition_report.dismiss": ({ targetId, before }) => ({
    target: subject("place", targetId),
    details: fieldsOf(
      before,
      [
        ["condition_kind", "kind"],
        ["note", "note"],
        ["confirmations", "confirmations"],
      ],
      "before",
    ),
  }),
  "fact_answer.delete": ({ targetId, before }) => ({
    target: subject("place", targetId),
    details: [
      ...fieldsOf(before, [["fact", "key"]], "before"),
      {
        field: "answer",
        before: [before.value, ...(Array.isArray(before.location) ? before.location : [])].filter(
          (value): value is string => typeof value === "string",
        ),
        after: null,
      },
    ],
  }),
  "photo.delete": ({ before }) => ({
    target: subject("place", before.place_id),
    details: fieldsOf(before, [["caption", "caption"]], "before"),
  }),
  "post.delete": ({ targetId, before }) => ({
    target: subject("post", targetId, auditExcerpt(before.content)),
    details: fieldsOf(
      before,
      [
        ["post_type", "type"],
        ["author", "author_email"],
      ],
      "before",
    ),
  }),
  "comment.delete": ({ targetId, before }) => ({
    target: subject("comment", targetId, auditExcerpt(before.content)),
    context: subject("post", before.post_id),
  }),
  "review.delete": ({ before }) => ({
    target: subject("place", before.place_id),
    details: fieldsOf(
      before,
      [
        ["rating", "rating"],
        ["text", "text"],
      ],
      "before",
    ),
  }),
  "report.dismiss": ({ before }) => {
    const target = reported(before);
    return {
      target,
      variant: target.type,
      details: fieldsOf(before, [["reason", "reason"]], "before"),
    };
  },
};

const isKnownAction = (action: string): action is AuditAction => Object.hasOwn(DESCRIBERS, action);

/** What an entry says (see Description). */
export function describeAuditEntry(entry: {
  action: string;
  target_type: string;
  target_id: string;
  summary: { before: unknown; after: unknown };
}): Description {
  const before = asSnapshot(entry.summary.before);
  const after = asSnapshot(entry.summary.after);
  if (!isKnownAction(entry.action)) return { target: null, context: null, variant: null, details: [] };
  const described = DESCRIBERS[entry.action]({ targetId: entry.target_id, before, after });
  return {
    target: described.target,
    context: described.context ?? null,
    variant: described.variant ?? null,
    details: described.details ?? [],
  };
}

/** A record's name and page as they are now. */
export type ResolvedSubject = { name: string | null; path: string | null };

const key = (type: SubjectType, id: string) => `${type}:${id}`;

/** `?q=` for an admin list that searches by name. */
const searchPath = (list: string, name: string | null) =>
  name ? `${list}?${new URLSearchParams({ q: name }).toString()}` : list;

/** Looks up the named records of one kind; each lookup answers [id, name, path] for the records that exist. */
const LOOKUPS: Record<
  Exclude<SubjectType, "tags">,
  (db: Db, ids: string[]) => Promise<[string, string | null, string][]>
> = {
  place: async (db, ids) =>
    (await db.select({ id: places.id, name: places.name }).from(places).where(inArray(places.id, ids))).map(
      (row) => [row.id, row.name, `/places/${row.id}`],
    ),
  place_suggestion: async (db, ids) =>
    (
      await db
        .select({ id: placeSuggestions.id, name: placeSuggestions.name })
        .from(placeSuggestions)
        .where(inArray(placeSuggestions.id, ids))
    ).map((row) => [row.id, row.name, searchPath("/admin/place-suggestions", row.name)]),
  course_suggestion: async (db, ids) =>
    (
      await db
        .select({ id: courseSuggestions.id, title: courseSuggestions.title })
        .from(courseSuggestions)
        .where(inArray(courseSuggestions.id, ids))
    ).map((row) => [row.id, row.title, searchPath("/admin/course-suggestions", row.title)]),
  course: async (db, ids) =>
    (
      await db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, ids))
    ).map((row) => [row.id, row.title, `/courses/${row.id}`]),
  tag: async (db, ids) =>
    (await db.select({ id: tags.id, name: tags.name_de }).from(tags).where(inArray(tags.id, ids))).map(
      (row) => [row.id, row.name, "/admin/tag-management"],
    ),
  user: async (db, ids) =>
    (
      await db
        .select({
          id: profiles.id,
          display_name: profiles.display_name,
          name: profiles.name,
          email: user.email,
        })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.user_id))
        .where(inArray(profiles.id, ids))
    ).map((row) => [
      row.id,
      row.display_name?.trim() || row.name?.trim() || row.email,
      searchPath("/admin/users", row.email),
    ]),
  provider_profile: async (db, ids) =>
    (
      await db
        .select({ id: providerProfiles.id, name: providerProfiles.name })
        .from(providerProfiles)
        .where(inArray(providerProfiles.id, ids))
    ).map((row) => [row.id, row.name, `/provider/${row.id}`]),
  cafe_profile: async (db, ids) =>
    (
      await db
        .select({ id: cafeProfiles.id, name: cafeProfiles.name })
        .from(cafeProfiles)
        .where(inArray(cafeProfiles.id, ids))
    ).map((row) => [row.id, row.name, `/cafe/${row.id}`]),
  post: async (db, ids) =>
    (
      await db
        .select({ id: feedPosts.id, content: feedPosts.content })
        .from(feedPosts)
        .where(inArray(feedPosts.id, ids))
    ).map((row) => [row.id, auditExcerpt(row.content), `/community/${row.id}`]),
  comment: async (db, ids) =>
    (
      await db
        .select({ id: postComments.id, content: postComments.content, post_id: postComments.post_id })
        .from(postComments)
        .where(inArray(postComments.id, ids))
    ).map((row) => [row.id, auditExcerpt(row.content), `/community/${row.post_id}`]),
  // A review and a photo are named by their place, whose page shows them.
  review: async (db, ids) =>
    (
      await db
        .select({ id: placeReviews.id, name: places.name, place_id: places.id })
        .from(placeReviews)
        .innerJoin(places, eq(places.id, placeReviews.place_id))
        .where(inArray(placeReviews.id, ids))
    ).map((row) => [row.id, row.name, `/places/${row.place_id}`]),
  photo: async (db, ids) =>
    (
      await db
        .select({ id: placePhotos.id, name: places.name, place_id: places.id })
        .from(placePhotos)
        .innerJoin(places, eq(places.id, placePhotos.place_id))
        .where(inArray(placePhotos.id, ids))
    ).map((row) => [row.id, row.name, `/places/${row.place_id}`]),
  feedback: async (db, ids) =>
    (
      await db
        .select({ id: userFeedback.id, content: userFeedback.content })
        .from(userFeedback)
        .where(inArray(userFeedback.id, ids))
    ).map((row) => [row.id, auditExcerpt(row.content), "/admin/feedback"]),
  feature_request: async (db, ids) =>
    (
      await db
        .select({ id: featureRequests.id, other: featureRequests.other_suggestion })
        .from(featureRequests)
        .where(inArray(featureRequests.id, ids))
    ).map((row) => [row.id, auditExcerpt(row.other), "/admin/feature-requests"]),
};

/**
 * The current name and page of every subject that still exists, by "<type>:<id>": one query per kind of
 * record. The tag list always has its page.
 */
export async function resolveSubjects(
  db: Db,
  subjects: readonly Subject[],
): Promise<(subject: Subject) => ResolvedSubject> {
  const idsByType = new Map<Exclude<SubjectType, "tags">, Set<string>>();
  for (const { type, id } of subjects) {
    if (type === "tags" || !id) continue;
    const ids = idsByType.get(type) ?? new Set<string>();
    // Only uuids can name a row; anything else (a damaged entry) is simply not found.
    if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) ids.add(id);
    idsByType.set(type, ids);
  }
  const found = new Map<string, ResolvedSubject>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      if (ids.size === 0) return;
      for (const [id, name, path] of await LOOKUPS[type](db, [...ids]))
        found.set(key(type, id), { name, path });
    }),
  );
  return (subject) => {
    if (subject.type === "tags") return { name: null, path: "/admin/tag-management" };
    return (subject.id && found.get(key(subject.type, subject.id))) || { name: null, path: null };
  };
}
