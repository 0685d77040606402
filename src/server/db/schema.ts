/**
 * Database schema for every entity in both spec documents (spec 01 §3, spec 02 §3) plus better-auth's
 * tables. Column names are the spec's snake_case field names; better-auth's tables keep its own field
 * names (camelCase keys, snake_case columns). Indexes cover every filter and sort the spec names.
 */
import { sql } from "drizzle-orm";
import { CONDITION_KINDS } from "#shared/condition-reports.js";
import { BOOKING_STATUSES } from "#shared/bookings.js";
import { PRICE_PER } from "#shared/course-dates.js";
import { COURSE_FORM_TYPES, REPORT_REASONS, REPORT_TARGET_TYPES } from "#shared/constants.js";
import { FACT_SOURCES } from "#shared/family-facts.js";
import { MAIL_KINDS } from "#shared/mail-kinds.js";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  pgView,
  real,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
const uuidList = (name: string) =>
  uuid(name)
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`);
/**
 * Longitude is scaled by cos(53.55°) so that a planar point approximates distances in Hamburg (an
 * equirectangular projection, < 0.5 % off across the city): the GiST index on this point serves the
 * "nearest first" order (KNN `<->`) and radius searches without the earthdistance extension. Queries
 * must use the very same expression (modules/places/geo-sql.ts).
 */
export const PLACE_LONGITUDE_SCALE = 0.594;

// ---------------------------------------------------------------------------------------------------
// better-auth (https://www.better-auth.com/docs/concepts/database#core-schema)

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// ---------------------------------------------------------------------------------------------------
// Application metadata, e.g. which seed version a database has received (so a restart never re-seeds).

export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updated_at: updatedAt(),
});

// ---------------------------------------------------------------------------------------------------
// Profiles (spec 01 §3 "profile", spec 02 §3 "Profile")

export const userRole = pgEnum("user_role", ["parent", "provider", "admin"]);

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name"),
    display_name: text("display_name"),
    user_role: userRole("user_role").notNull().default("parent"),
    location: text("location"),
    bio: text("bio"),
    children_info: textList("children_info"),
    number_of_children: integer("number_of_children").notNull().default(0),
    saved_places: uuidList("saved_places"),
    saved_courses: uuidList("saved_courses"),
    /**
     * The secret of the parent's private bookings calendar (`/api/calendar/{token}.ics`, decision 021):
     * random, unique, null until asked for; a new one (or none) revokes the old address.
     */
    calendar_token: text("calendar_token").unique(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("profiles_user_role_idx").on(t.user_role),
    index("profiles_created_at_idx").on(t.created_at.desc()),
    check("profiles_children_count", sql`${t.number_of_children} >= 0`),
    // Spec 01 §4 "Profile": number_of_children is kept equal to the length of children_info.
    check("profiles_children_count_matches", sql`${t.number_of_children} = cardinality(${t.children_info})`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Places and courses (spec 01 §3, spec 02 §3)

export const places = pgTable(
  "places",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    /**
     * The parents' reviews' average to one decimal, null without reviews; kept with review_count by the
     * trigger on place_reviews (migration 0015), so lists sort and show it without a join (decision 017).
     */
    rating: real("rating"),
    review_count: integer("review_count").notNull().default(0),
    /**
     * How much parents can learn here before they go: facts answered plus photos shown, kept by the
     * triggers of migration 0017; /places without a position lists the richest first (decision 019).
     */
    family_score: integer("family_score").notNull().default(0),
    /** Page views, added up in batches (modules/places/view-counter.ts) for the admin dashboard (§9). */
    view_count: integer("view_count").notNull().default(0),
    address: text("address").notNull(),
    /**
     * What tells the place apart on a card when its address does not (no street, or the same name and
     * address as another place): a nearby street, park or named place from the open data, shown as
     * "Nähe Gaußstraße" (scripts/data-import/locality-hints.ts); written by the import, else null.
     */
    locality_hint: text("locality_hint"),
    description: text("description"),
    /** The image an admin or the café's owner chose (the café sync, migration 0007, keeps a café's). */
    image_url: text("image_url"),
    /**
     * The card-size address of the parents' most-liked visible photo (decision 018), kept by the triggers
     * on place_photos (migration 0016) so lists read it without a join; cards show it when image_url is
     * null (placeCardColumns).
     */
    photo_url: text("photo_url"),
    features: textList("features"),
    tags: textList("tags"),
    age_recommendations: textList("age_recommendations"),
    offers_courses: boolean("offers_courses").notNull().default(false),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    stadtteil: text("stadtteil"),
    bezirk: text("bezirk"),
    opening_hours: text("opening_hours"),
    website: text("website"),
    phone: text("phone"),
    /** OpenStreetMap element, e.g. "node/123"; unique so a re-seed never duplicates a place. */
    osm_id: text("osm_id").unique(),
    /** Where the record comes from: openstreetmap, hamburg-parkanlagen-2016, suggestion, admin. */
    source: text("source").notNull().default("admin"),
    licence: text("licence"),
    /** How many of the 6 family features a café profile has (decisions/010); null for other places. */
    family_feature_count: smallint("family_feature_count"),
    /**
     * Set when an admin confirmed parents' report that the place closed for good: it
     * leaves every list and search; its page stays with a notice, and favourites say so.
     */
    closed_at: timestamp("closed_at", { withTimezone: true }),
    /** Reserved for places a parent or admin has confirmed (decision 016). */
    is_checked_by_parents: boolean("is_checked_by_parents").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("places_type_idx").on(t.type),
    index("places_created_at_idx").on(t.created_at.desc(), t.id),
    index("places_name_idx").on(t.name),
    index("places_stadtteil_idx").on(t.stadtteil),
    index("places_bezirk_idx").on(t.bezirk),
    index("places_features_idx").using("gin", t.features),
    index("places_tags_idx").using("gin", t.tags),
    index("places_age_idx").using("gin", t.age_recommendations),
    index("places_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("places_point_idx").using(
      "gist",
      sql.raw(`point(longitude * ${PLACE_LONGITUDE_SCALE}::double precision, latitude)`),
    ),
    check("places_rating_range", sql`${t.rating} IS NULL OR (${t.rating} >= 0 AND ${t.rating} <= 5)`),
  ],
);

/**
 * U- and S-Bahn stations from data/hamburg/stations.json (OSM `railway=station`; the seed replaces them
 * on a new version): for "Anfahrt" on a place page and the "step-free station within 500 m" filter
 * (docs/decisions/043-stations-nearby.md). The point index has the places' planar expression
 * (PLACE_LONGITUDE_SCALE), so the filter is an index lookup per place.
 */
export const stations = pgTable(
  "stations",
  {
    osm_id: text("osm_id").primaryKey(),
    name: text("name").notNull(),
    /** OSM `station`: "subway" (U-Bahn) or "light_rail" (S-Bahn). */
    station: text("station").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** OSM `wheelchair`: "yes", "limited", "no"; null when unknown. */
    wheelchair: text("wheelchair"),
  },
  (t) => [
    index("stations_point_idx").using(
      "gist",
      sql.raw(`point(longitude * ${PLACE_LONGITUDE_SCALE}::double precision, latitude)`),
    ),
    check("stations_station", sql`${t.station} IN ('subway', 'light_rail')`),
    check("stations_wheelchair", sql`${t.wheelchair} IS NULL OR ${t.wheelchair} IN ('yes', 'limited', 'no')`),
  ],
);

/**
 * Reviews of any place (decision 017; café reviews, spec 02 §3 "Café review", were moved here in
 * migration 0015): 1–5 stars and an optional text, one per user and place (writing again edits it).
 * A trigger keeps places.rating and places.review_count.
 */
export const placeReviews = pgTable(
  "place_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    place_id: uuid("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    text: text("text"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("place_reviews_place_idx").on(t.place_id, t.created_at.desc()),
    uniqueIndex("place_reviews_place_user_idx").on(t.place_id, t.user_id),
    check("place_reviews_rating", sql`${t.rating} BETWEEN 1 AND 5`),
    check("place_reviews_text_length", sql`char_length(${t.text}) <= 2000`),
  ],
);

/**
 * Parents' photos of any place (decision 018): at most LIMITS.placePhotosPerUser per user and place.
 * `hidden_at` is set while a report says it shows a child's face, until an admin decides.
 */
export const placePhotos = pgTable(
  "place_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    place_id: uuid("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The stored image (deleting the photo deletes the upload and its files). */
    upload_id: uuid("upload_id")
      .notNull()
      .references(() => uploads.id),
    /** The detail-size variant (gallery, lightbox). */
    image_url: text("image_url").notNull(),
    /** The card-size variant (thumbnails, and places.photo_url for the most-liked one). */
    card_url: text("card_url").notNull(),
    caption: text("caption"),
    /** Kept by the trigger on place_photo_likes (migration 0016). */
    like_count: integer("like_count").notNull().default(0),
    hidden_at: timestamp("hidden_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index("place_photos_place_idx").on(t.place_id, t.like_count.desc(), t.created_at.desc()),
    index("place_photos_user_idx").on(t.place_id, t.user_id),
  ],
);

/** One like per user and photo (decision 018: the most-liked photo becomes the card image). */
export const placePhotoLikes = pgTable(
  "place_photo_likes",
  {
    photo_id: uuid("photo_id")
      .notNull()
      .references(() => placePhotos.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.photo_id, t.user_id] })],
);

/**
 * Places merged into another by an admin: the merged place's id keeps leading to the
 * place it became, so links, favourites and search engines find it.
 */
export const placeRedirects = pgTable("place_redirects", {
  from_id: uuid("from_id").primaryKey(),
  to_id: uuid("to_id")
    .notNull()
    .references(() => places.id, { onDelete: "cascade" }),
  created_at: createdAt(),
});

/**
 * Who gave a family fact's answer (decision 016): the OpenStreetMap import, a parent, the owner, an admin.
 */
export const factSource = pgEnum("fact_source", FACT_SOURCES);

/**
 * Answers to the family facts of a place (src/shared/family-facts.ts; decisions/016): one
 * per user and fact (answering again replaces it), and one per fact from OpenStreetMap (no user, dated
 * by the element's check_date or the extract's date). What a place shows is place_facts, computed from
 * these.
 */
export const placeFactAnswers = pgTable(
  "place_fact_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    place_id: uuid("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: text("value").notNull(),
    /** `changing_table:location` values of a "yes" (src/shared/family-facts.ts). */
    location: textList("location"),
    source: factSource("source").notNull(),
    user_id: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    answered_at: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("place_fact_answers_user_idx").on(t.place_id, t.key, t.user_id),
    uniqueIndex("place_fact_answers_import_idx")
      .on(t.place_id, t.key)
      .where(sql`${t.source} = 'openstreetmap'`),
    index("place_fact_answers_user_id_idx").on(t.user_id),
    check("place_fact_answers_user", sql`(${t.source} = 'openstreetmap') = (${t.user_id} IS NULL)`),
  ],
);

/** What a parent reports about a place's state (src/shared/condition-reports.ts). */
export const conditionKind = pgEnum("condition_kind", CONDITION_KINDS);

/**
 * Condition reports: one row per place and kind while it is current; a parent reporting
 * the same again confirms it (`confirmed_at`, `confirmed_by`). Shown until CONDITION_REPORT_DAYS after
 * the last confirmation.
 */
export const placeConditionReports = pgTable(
  "place_condition_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    place_id: uuid("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    kind: conditionKind("kind").notNull(),
    note: text("note"),
    /** Who reported or confirmed it (user ids, the first reporter first); one confirmation each. */
    confirmed_by: textList("confirmed_by"),
    /** An optional photo of the condition, the latest one sent with a report or confirmation. */
    photo_upload_id: uuid("photo_upload_id").references(() => uploads.id),
    photo_url: text("photo_url"),
    created_at: createdAt(),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("place_condition_reports_place_idx").on(t.place_id, t.confirmed_at.desc())],
);

/**
 * Questions a parent waved away with "Weiß nicht" (decision 016: dismissed questions stay dismissed for
 * FACT_DISMISS_DAYS): one row per user, place and fact, dated by the latest dismissal.
 */
export const placeFactDismissals = pgTable(
  "place_fact_dismissals",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    place_id: uuid("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    dismissed_at: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.place_id, t.key] })],
);

/**
 * The shown value of every answered fact, a view over place_fact_answers (migrations 0030 and 0033,
 * where the rule is written out; decisions/016, 031 and 042): the latest owner's or admin's answer wins;
 * otherwise the majority by weight (luett_fact_answer_weight: answers older than 12 months count half, a
 * parent's answer a fifth until the account is a week old with a confirmed address), and a tie is
 * "unclear". The confirmations, sources and latest date are those of the answers that agree with the
 * shown value (of all answers when unclear); `location` holds the locations most of them name;
 * `minority` what the other answers say.
 */
export const placeFacts = pgView("place_facts", {
  place_id: uuid("place_id").notNull(),
  key: text("key").notNull(),
  value: text("value").notNull(),
  location: text("location").array().notNull(),
  confirmations: integer("confirmations").notNull(),
  parent_confirmations: integer("parent_confirmations").notNull(),
  last_confirmed_at: timestamp("last_confirmed_at", { withTimezone: true }).notNull(),
  sources: text("sources").array().notNull(),
  /** "owner" or "admin" when their answer decides, else "majority". */
  decided_by: text("decided_by").notNull(),
  /** Per other value, or location not shown, and source: how many answers say it (migration 0030). */
  minority: jsonb("minority")
    .$type<{ value: string; location: string | null; source: string; answers: number }[]>()
    .notNull(),
}).existing();

/**
 * Places with at least 3 facts confirmed by at least 2 different parents in the last 12 months, a view
 * (migration 0010; decision 016).
 */
export const placeParentChecks = pgView("place_parent_checks", {
  place_id: uuid("place_id").notNull(),
}).existing();

export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    type: text("type").notNull(),
    age_group: text("age_group").notNull(),
    /** The age group as an inclusive month range, so "14 months" matches "6-18 months". */
    age_min_months: smallint("age_min_months"),
    age_max_months: smallint("age_max_months"),
    location: text("location").notNull(),
    /**
     * Where the course is held, as a point and the Stadtteil and Bezirk it lies in (computed by the
     * server from the point, modules/geo/stadtteile): a provider's course at the provider's address,
     * an imported suggestion's picked address, an admin's picked address; null where nobody picked one.
     * Course alerts and the home search match a district on these, not on the location text
     * (docs/decisions/032-audit-sentences-and-course-districts.md).
     */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    stadtteil: text("stadtteil"),
    bezirk: text("bezirk"),
    schedule: text("schedule").notNull(),
    description: text("description"),
    image_url: text("image_url"),
    tags: textList("tags"),
    booking_url: text("booking_url"),
    place_id: uuid("place_id").references(() => places.id, { onDelete: "set null" }),
    /** A provider course's term and skipped dates (decision 021); null/empty for courses without dates. */
    term_start: date("term_start"),
    term_end: date("term_end"),
    skipped_dates: date("skipped_dates")
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Price in euro cents (0 = free; null = not stated), per term or per session. */
    price_cents: integer("price_cents"),
    price_per: text("price_per", { enum: PRICE_PER }),
    /**
     * Set when this row lists an approved provider's weekly course (docs/decisions/009): kept in step by
     * modules/providers/sync-courses.ts, removed with the provider course.
     */
    provider_course_id: uuid("provider_course_id")
      .unique()
      .references((): AnyPgColumn => providerCourses.id, { onDelete: "cascade" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    /**
     * Weekdays the schedule text names, 0 = Sunday … 6 = Saturday ("Di 09:30–11:00" → {2}); computed by
     * the database from `schedule`, so every writer gets it (decision 008).
     */
    weekdays: smallint("weekdays")
      .array()
      .generatedAlwaysAs(sql`luett_schedule_weekdays(schedule)`),
  },
  (t) => [
    index("courses_title_idx").on(t.title),
    index("courses_type_idx").on(t.type),
    index("courses_age_idx").on(t.age_min_months, t.age_max_months),
    index("courses_created_at_idx").on(t.created_at.desc()),
    index("courses_tags_idx").using("gin", t.tags),
    index("courses_weekdays_idx").using("gin", t.weekdays),
    index("courses_stadtteil_idx").on(t.stadtteil),
    index("courses_bezirk_idx").on(t.bezirk),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Uploaded files (DESIGN.md "files"; spec 01 §7 "Storage"). One row per upload; the stored objects are
// `${key}-<variant>.webp` in the bucket. An upload is claimed by the record that uses it, in the same
// transaction that creates the record; unclaimed uploads are swept after a while (modules/files).

export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bucket: text("bucket").notNull(),
    /** Object key without variant and extension, e.g. "{userId}/{timestamp}-{random}". */
    key: text("key").notNull(),
    owner_id: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Bytes of all stored variants together. */
    bytes: integer("bytes").notNull(),
    /**
     * "image" (stored as WebP variants `${key}-<variant>.webp`) or "mp4" / "mov" for a video, stored
     * as sent after sniffing as `${key}.<media_type>` (admin place media, spec 02 §5; width/height 0).
     */
    media_type: text("media_type").notNull().default("image"),
    created_at: createdAt(),
    claimed_at: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("uploads_bucket_key_idx").on(t.bucket, t.key),
    index("uploads_unclaimed_idx")
      .on(t.created_at)
      .where(sql`${t.claimed_at} IS NULL`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Community (spec 01 §3 "feed_post"; answers and reports go beyond the spec)

export const postType = pgEnum("post_type", ["tip", "review", "question"]);

export const feedPosts = pgTable(
  "feed_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: postType("type").notNull(),
    content: text("content").notNull(),
    /** An image not stored by us (none so far); uploaded images are referenced by image_id. */
    image_url: text("image_url"),
    /** The uploaded image; an upload in use can never be deleted (no ON DELETE action). */
    image_id: uuid("image_id").references(() => uploads.id),
    author_email: text("author_email").notNull(),
    author_id: text("author_id").references(() => user.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    index("feed_posts_created_at_idx").on(t.created_at.desc(), t.id),
    index("feed_posts_type_created_at_idx").on(t.type, t.created_at.desc()),
    index("feed_posts_author_idx").on(t.author_id),
    index("feed_posts_image_idx").on(t.image_id),
    check("feed_posts_content_length", sql`char_length(${t.content}) BETWEEN 1 AND 5000`),
  ],
);

export const postComments = pgTable(
  "post_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    post_id: uuid("post_id")
      .notNull()
      .references(() => feedPosts.id, { onDelete: "cascade" }),
    author_id: text("author_id").references(() => user.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("post_comments_post_created_at_idx").on(t.post_id, t.created_at, t.id),
    index("post_comments_author_idx").on(t.author_id),
    check("post_comments_content_length", sql`char_length(${t.content}) BETWEEN 1 AND 2000`),
  ],
);

export const reportTargetType = pgEnum("report_target_type", REPORT_TARGET_TYPES);
export const reportReason = pgEnum("report_reason", REPORT_REASONS);
export const reportStatus = pgEnum("report_status", ["open", "dismissed", "actioned"]);

/** Reports of posts and comments; the item stays visible until an admin acts (decision 046). */
export const contentReports = pgTable(
  "content_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    target_type: reportTargetType("target_type").notNull(),
    /** A post or comment id; no foreign key, so a report outlives the item an admin removed. */
    target_id: uuid("target_id").notNull(),
    reason: reportReason("reason").notNull(),
    details: text("details"),
    reporter_id: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: reportStatus("status").notNull().default("open"),
    created_at: createdAt(),
    reviewed_at: timestamp("reviewed_at", { withTimezone: true }),
    reviewed_by: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("content_reports_once_idx").on(t.target_type, t.target_id, t.reporter_id),
    index("content_reports_status_idx").on(t.status, t.created_at.desc()),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Tags (spec 01 §3 "tag", spec 02 §3 "Tag")

export const tagDisplayType = pgEnum("tag_display_type", ["badge", "detail"]);

export const tags = pgTable(
  "tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name_de: text("name_de").notNull(),
    name_en: text("name_en"),
    applies_to: textList("applies_to"),
    display_type: tagDisplayType("display_type").notNull().default("badge"),
    is_active: boolean("is_active").notNull().default(true),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("tags_name_de_idx").on(t.name_de),
    index("tags_display_order_idx").on(t.display_order),
    index("tags_applies_to_idx").using("gin", t.applies_to),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Submissions (spec 01 §3, spec 02 §3)

export const suggestionStatus = pgEnum("suggestion_status", ["pending", "reviewed", "imported"]);

const reviewColumns = () => ({
  reviewed_at: timestamp("reviewed_at", { withTimezone: true }),
  reviewed_by: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
});

export const placeSuggestions = pgTable(
  "place_suggestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    type: text("type").notNull(),
    features: textList("features"),
    address: text("address").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** Where the chosen coordinates lie (point in polygon over data/hamburg/stadtteile.json). */
    stadtteil: text("stadtteil"),
    bezirk: text("bezirk"),
    /** The detail-size URL of the uploaded photo (spec field), and the upload itself. */
    image_url: text("image_url"),
    image_id: uuid("image_id").references(() => uploads.id),
    submitted_by: text("submitted_by").references(() => user.id, { onDelete: "set null" }),
    submitted_by_name: text("submitted_by_name"),
    status: suggestionStatus("status").notNull().default("pending"),
    created_at: createdAt(),
    ...reviewColumns(),
  },
  (t) => [
    index("place_suggestions_status_idx").on(t.status, t.created_at.desc()),
    index("place_suggestions_submitted_by_idx").on(t.submitted_by, t.created_at.desc()),
    index("place_suggestions_image_idx").on(t.image_id),
  ],
);

export const courseSuggestions = pgTable(
  "course_suggestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    age_group: text("age_group").notNull(),
    type: text("type").notNull(),
    location: text("location").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    stadtteil: text("stadtteil"),
    bezirk: text("bezirk"),
    schedule: text("schedule").notNull(),
    booking_url: text("booking_url"),
    submitted_by: text("submitted_by").references(() => user.id, { onDelete: "set null" }),
    submitted_by_name: text("submitted_by_name"),
    status: suggestionStatus("status").notNull().default("pending"),
    created_at: createdAt(),
    ...reviewColumns(),
  },
  (t) => [
    index("course_suggestions_status_idx").on(t.status, t.created_at.desc()),
    index("course_suggestions_submitted_by_idx").on(t.submitted_by, t.created_at.desc()),
  ],
);

export const userFeedback = pgTable(
  "user_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    content: text("content").notNull(),
    user_email: text("user_email"),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    created_at: createdAt(),
    ...reviewColumns(),
  },
  (t) => [index("user_feedback_created_at_idx").on(t.created_at.desc())],
);

export const featureRequests = pgTable(
  "feature_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    selected_options: textList("selected_options"),
    other_suggestion: text("other_suggestion"),
    user_email: text("user_email"),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    created_at: createdAt(),
    ...reviewColumns(),
  },
  (t) => [index("feature_requests_created_at_idx").on(t.created_at.desc())],
);

// ---------------------------------------------------------------------------------------------------
// Admin audit log (beyond the spec; decision 032): one row per admin write, written in the same transaction
// as the write (lib/audit.ts).

export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The admin who acted; kept as null when that account is deleted later. */
    admin_id: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    /** What was done, e.g. "place_suggestion.import", "user.role_change". */
    action: text("action").notNull(),
    /** What it was done to, e.g. "place_suggestion", and that record's id. */
    target_type: text("target_type").notNull(),
    target_id: text("target_id").notNull(),
    /**
     * The record before and after the write (null when it did not exist before or no longer does), and
     * the target's name at the time (entries written before names were kept have none).
     */
    summary: jsonb("summary")
      .$type<{ before: unknown; after: unknown; target_name?: string | null }>()
      .notNull(),
    created_at: createdAt(),
  },
  (t) => [index("admin_audit_log_created_at_idx").on(t.created_at.desc())],
);

// ---------------------------------------------------------------------------------------------------
// Providers (spec 02 §3)

/** Provider and café profiles are listed in discovery only once an admin approved them (decision 009). */
export const approvalStatus = pgEnum("approval_status", ["pending", "approved", "rejected"]);

/** Approval state shared by provider and café profiles; their own page works in every state. */
const approvalColumns = () => ({
  approval_status: approvalStatus("approval_status").notNull().default("pending"),
  ...reviewColumns(),
});

export const providerProfiles = pgTable("provider_profiles", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** At most one provider profile per user (spec 02 §4). */
  user_id: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  short_description: text("short_description"),
  video_url: text("video_url"),
  address: text("address"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  stroller_parking: boolean("stroller_parking").notNull().default(false),
  transport_info: text("transport_info"),
  car_parking_info: text("car_parking_info"),
  bike_parking_info: text("bike_parking_info"),
  kitchen_available: boolean("kitchen_available").notNull().default(false),
  breakfast_offered: boolean("breakfast_offered").notNull().default(false),
  breakfast_details: text("breakfast_details"),
  outdoor_space: boolean("outdoor_space").notNull().default(false),
  outdoor_space_details: text("outdoor_space_details"),
  target_age_groups: textList("target_age_groups"),
  special_notes: text("special_notes"),
  ...approvalColumns(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * "Ist das Ihre Einrichtung?" (decisions/020): a provider asks to be named as the owner of
 * an imported family-education place; an admin approves or rejects. An approved claim is the link
 * between the provider profile and the place (one owner per place; a provider may own several places,
 * e.g. a Träger with several Elternschulen). One open claim per provider and place.
 */
export const placeClaims = pgTable(
  "place_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    place_id: uuid("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    provider_id: uuid("provider_id")
      .notNull()
      .references(() => providerProfiles.id, { onDelete: "cascade" }),
    /** Who sent it (the provider profile's owner at the time). */
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    message: text("message"),
    status: approvalStatus("status").notNull().default("pending"),
    ...reviewColumns(),
    created_at: createdAt(),
  },
  (t) => [
    index("place_claims_status_idx").on(t.status, t.created_at.desc()),
    index("place_claims_provider_idx").on(t.provider_id),
    uniqueIndex("place_claims_open_idx")
      .on(t.place_id, t.provider_id)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex("place_claims_owner_idx")
      .on(t.place_id)
      .where(sql`${t.status} = 'approved'`),
  ],
);

export const providerPhotos = pgTable(
  "provider_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider_id: uuid("provider_id")
      .notNull()
      .references(() => providerProfiles.id, { onDelete: "cascade" }),
    image_url: text("image_url").notNull(),
    /** The stored upload (images); null for a linked video (media_type "video"). */
    image_id: uuid("image_id").references(() => uploads.id),
    /** "photo" or "video" (a video is a link, e.g. YouTube or Vimeo, in image_url). */
    media_type: text("media_type").notNull().default("photo"),
    caption: text("caption"),
    is_cover_photo: boolean("is_cover_photo").notNull().default(false),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    index("provider_photos_order_idx").on(t.provider_id, t.display_order),
    index("provider_photos_image_idx").on(t.image_id),
  ],
);

export const providerTeamMembers = pgTable(
  "provider_team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider_id: uuid("provider_id")
      .notNull()
      .references(() => providerProfiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role"),
    bio: text("bio"),
    photo_url: text("photo_url"),
    /** The stored upload behind photo_url (bucket provider-media). */
    photo_id: uuid("photo_id").references(() => uploads.id),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    index("provider_team_members_order_idx").on(t.provider_id, t.display_order),
    index("provider_team_members_photo_idx").on(t.photo_id),
  ],
);

export const providerCourses = pgTable(
  "provider_courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider_id: uuid("provider_id")
      .notNull()
      .references(() => providerProfiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** What the course is about, in the provider's words (the course page's "Über den Kurs"). */
    description: text("description"),
    /**
     * One of the spec's course types (spec 02 §3 "Course types offered"); courses from before the form
     * asked are "Parent-Child", the type discovery gave every provider course (docs/decisions/009, 030).
     */
    type: text("type", { enum: COURSE_FORM_TYPES }).notNull().default("Parent-Child"),
    /** Active course tags, by German name (tags.name_de), that /courses filters by. */
    tags: textList("tags"),
    /** 0 = Sunday … 6 = Saturday (spec 02 §3). */
    day_of_week: smallint("day_of_week").notNull(),
    start_time: time("start_time").notNull(),
    end_time: time("end_time").notNull(),
    age_group: text("age_group"),
    room_info: text("room_info"),
    floor_info: text("floor_info"),
    elevator_access: boolean("elevator_access").notNull().default(false),
    booking_info: text("booking_info"),
    max_participants: integer("max_participants"),
    /**
     * Places taken. Typed by the provider for a course booked elsewhere; for a course booked in Lütt
     * (`bookable`) kept by the bookings trigger (migration 0021), so the CHECK below forbids overbooking.
     */
    current_participants: integer("current_participants").notNull().default(0),
    /** The term, first and last day (decision 021); null for a course that runs on without one. */
    term_start: date("term_start"),
    term_end: date("term_end"),
    /** Price in euro cents (0 = free; null = not stated), per term or per session (decision 021). */
    price_cents: integer("price_cents"),
    price_per: text("price_per", { enum: PRICE_PER }),
    /** The child's age in months, inclusive; null where the provider did not say. */
    age_min_months: smallint("age_min_months"),
    age_max_months: smallint("age_max_months"),
    /** Parents book in Lütt; otherwise `booking_url` ("Jetzt buchen") or `booking_info`. */
    bookable: boolean("bookable").notNull().default(false),
    booking_url: text("booking_url"),
    created_at: createdAt(),
  },
  (t) => [
    index("provider_courses_schedule_idx").on(t.provider_id, t.day_of_week, t.start_time),
    check("provider_courses_term", sql`${t.term_end} >= ${t.term_start}`),
    check("provider_courses_price", sql`${t.price_cents} >= 0`),
    check("provider_courses_ages", sql`${t.age_max_months} >= ${t.age_min_months}`),
    check("provider_courses_bookable", sql`NOT ${t.bookable} OR ${t.max_participants} IS NOT NULL`),
    check("provider_courses_day", sql`${t.day_of_week} BETWEEN 0 AND 6`),
    check("provider_courses_times", sql`${t.end_time} > ${t.start_time}`),
    check(
      "provider_courses_participants",
      sql`${t.max_participants} IS NULL OR ${t.current_participants} <= ${t.max_participants}`,
    ),
  ],
);

/**
 * Dates a provider course does not take place (decision 021): holidays, cancellations, with a reason
 * shown to parents ("Herbstferien", "Fällt aus: Krankheit").
 */
export const providerCourseSkippedDates = pgTable(
  "provider_course_skipped_dates",
  {
    provider_course_id: uuid("provider_course_id")
      .notNull()
      .references(() => providerCourses.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_course_id, t.date] })],
);

export const bookingStatus = pgEnum("booking_status", BOOKING_STATUSES);

/**
 * Parents' bookings of a bookable provider course (decision 024). Capacity lives in the database: the
 * BEFORE INSERT trigger of migration 0021 takes a place by raising `provider_courses.current_participants`
 * under its row lock (the CHECK current ≤ max forbids overbooking) and writes `booked`, else `waitlisted`;
 * cancelling a booked booking gives the place back and moves the first waitlisted booking up
 * (`promoted_at`). The caller's `status` is ignored on insert.
 */
export const courseBookings = pgTable(
  "course_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider_course_id: uuid("provider_course_id")
      .notNull()
      .references(() => providerCourses.id, { onDelete: "cascade" }),
    /** The parent who booked; null for a booking the provider adds by hand, or once the account is gone. */
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    child_name: text("child_name"),
    /** The child's age in months when booked (checked against the course's range). */
    child_age_months: smallint("child_age_months").notNull(),
    contact_name: text("contact_name").notNull(),
    /** Null only for a booking the provider added by hand without an address (migration 0024). */
    contact_email: text("contact_email"),
    contact_phone: text("contact_phone"),
    status: bookingStatus("status").notNull().default("waitlisted"),
    /** The language of the mails about this booking: the booker's app language when they booked. */
    language: text("language", { enum: ["de", "en"] })
      .notNull()
      .default("de"),
    created_at: createdAt(),
    /** When a waitlisted booking got a place that someone else gave back. */
    promoted_at: timestamp("promoted_at", { withTimezone: true }),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * The family turned off the mails about this booking with the link in one of them (decision 023): for
     * a family the provider added by hand, which has no account whose mail settings could say so.
     */
    mail_opted_out: boolean("mail_opted_out").notNull().default(false),
  },
  (t) => [
    index("course_bookings_course_idx").on(t.provider_course_id, t.status, t.created_at),
    index("course_bookings_user_idx").on(t.user_id, t.created_at.desc()),
    // One active booking per parent, course and child (an unnamed child counts as one child).
    uniqueIndex("course_bookings_active_child_idx")
      .on(t.provider_course_id, t.user_id, sql`lower(coalesce(${t.child_name}, ''))`)
      .where(sql`${t.status} <> 'cancelled' AND ${t.user_id} IS NOT NULL`),
    check("course_bookings_child_age", sql`${t.child_age_months} BETWEEN 0 AND 240`),
    check("course_bookings_cancelled", sql`(${t.status} = 'cancelled') = (${t.cancelled_at} IS NOT NULL)`),
  ],
);

export const announcementType = pgEnum("announcement_type", ["closure", "event", "other"]);

export const providerAnnouncements = pgTable(
  "provider_announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider_id: uuid("provider_id")
      .notNull()
      .references(() => providerProfiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content"),
    announcement_type: announcementType("announcement_type").notNull().default("other"),
    /** 1 to 3; 3 is most urgent (spec 02 §3). */
    priority: smallint("priority").notNull().default(1),
    created_at: createdAt(),
    valid_until: timestamp("valid_until", { withTimezone: true }),
  },
  (t) => [
    index("provider_announcements_order_idx").on(t.provider_id, t.priority.desc(), t.created_at.desc()),
    check("provider_announcements_priority", sql`${t.priority} BETWEEN 1 AND 3`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Cafés (spec 02 §3)

export const cafeProfiles = pgTable("cafe_profiles", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** At most one café profile per user (spec 02 §4). */
  user_id: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  description: text("description"),
  address: text("address"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  /** The Hamburg Stadtteil and Bezirk of the coordinates (modules/geo/stadtteile), for discovery. */
  stadtteil: text("stadtteil"),
  bezirk: text("bezirk"),
  phone_number: text("phone_number"),
  website_url: text("website_url"),
  baby_changing_table: boolean("baby_changing_table").notNull().default(false),
  kids_play_corner: boolean("kids_play_corner").notNull().default(false),
  kid_friendly_menu: boolean("kid_friendly_menu").notNull().default(false),
  wheelchair_accessible: boolean("wheelchair_accessible").notNull().default(false),
  stroller_parking: boolean("stroller_parking").notNull().default(false),
  family_friendly: boolean("family_friendly").notNull().default(true),
  special_notes: text("special_notes"),
  menu_pdf_url: text("menu_pdf_url"),
  menu_image_url: text("menu_image_url"),
  /** The menu PDF's upload (bucket cafe-menus, stored as sent; its file goes when it is replaced). */
  menu_pdf_upload_id: uuid("menu_pdf_upload_id").references(() => uploads.id),
  /** The menu image's upload (re-encoded like every image; its files go when it is replaced). */
  menu_image_upload_id: uuid("menu_image_upload_id").references(() => uploads.id),
  logo_url: text("logo_url"),
  logo_upload_id: uuid("logo_upload_id").references(() => uploads.id),
  /** OpenStreetMap opening_hours syntax. */
  opening_hours: text("opening_hours"),
  /**
   * The café's entry among the places while it is approved (decisions/010): kept by the database
   * trigger luett_sync_cafe_place, source 'cafe-profile'.
   */
  place_id: uuid("place_id").references(() => places.id, { onDelete: "set null" }),
  ...approvalColumns(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const cafePhotos = pgTable(
  "cafe_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cafe_id: uuid("cafe_id")
      .notNull()
      .references(() => cafeProfiles.id, { onDelete: "cascade" }),
    image_url: text("image_url").notNull(),
    /** The stored image (deleting the photo deletes the upload and its files). */
    upload_id: uuid("upload_id")
      .notNull()
      .references(() => uploads.id),
    caption: text("caption"),
    is_cover_photo: boolean("is_cover_photo").notNull().default(false),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index("cafe_photos_order_idx").on(t.cafe_id, t.display_order)],
);

// ---------------------------------------------------------------------------------------------------
// E-mail preferences and course alerts (decision 023)

/**
 * The kinds of mail a user turned off with the unsubscribe link (modules/mail-preferences/service.ts): one
 * row per user and kind (shared/mail-kinds.ts; no database enum, so a new kind needs no migration).
 */
export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind] })],
);

/**
 * Addresses Lütt sends no mail to at all: their owner followed the "not me / no more mail" link of a
 * mail that somebody else caused (a booking a provider entered by hand; modules/mail-preferences/service.ts).
 * Lower-cased; no account needed, so the row does not point at a user.
 */
export const mailSuppressions = pgTable("mail_suppressions", {
  email: text("email").primaryKey(),
  created_at: createdAt(),
});

// ---------------------------------------------------------------------------------------------------
// Counters that must hold across instances (lib/counters.ts, docs/decisions/037)

/**
 * One counter per key and fixed window (failed sign-ins of an account, reset mails of an account, a
 * provider's mails to addresses without an account per day). The key is the counter's name and a hash
 * of what it counts, never the address itself. A window that has run out starts again at 1; rows past
 * `expires_at` are deleted now and then.
 */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_counters_expires_at_idx").on(t.expires_at)],
);

/**
 * A parent's saved course search (decision 023): a district (null: all of Hamburg) and
 * either a fixed age range in months or the child's birth month, from which the age advances by itself.
 * The daily digest (modules/course-alerts/digest.ts) mails courses created after `checked_until` and
 * then moves it on; `last_sent_at` keeps it to one mail per user and Hamburg day.
 */
export const courseAlerts = pgTable(
  "course_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The Stadtteil or Bezirk as resolved by shared/districts.ts ("Eimsbüttel"). */
    district: text("district"),
    age_min_months: smallint("age_min_months"),
    age_max_months: smallint("age_max_months"),
    /** The first day of the child's birth month, for an alert that follows the child's age. */
    birth_month: date("birth_month"),
    /** The app language when the alert was saved: the digest's language. */
    language: text("language", { enum: ["de", "en"] })
      .notNull()
      .default("de"),
    created_at: createdAt(),
    /** Courses created up to this moment have been looked at by the digest. */
    checked_until: timestamp("checked_until", { withTimezone: true }).notNull().defaultNow(),
    /** When the last digest mail with this alert's courses went out. */
    last_sent_at: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [
    index("course_alerts_user_idx").on(t.user_id, t.created_at),
    // Saving the same search twice keeps one alert (NULLS NOT DISTINCT: PostgreSQL 15).
    unique("course_alerts_search_unique")
      .on(t.user_id, t.district, t.age_min_months, t.age_max_months, t.birth_month)
      .nullsNotDistinct(),
    check(
      "course_alerts_age_range",
      sql`(${t.age_min_months} IS NULL) = (${t.age_max_months} IS NULL) AND ${t.age_max_months} >= ${t.age_min_months}`,
    ),
    check("course_alerts_one_age", sql`${t.birth_month} IS NULL OR ${t.age_min_months} IS NULL`),
  ],
);
