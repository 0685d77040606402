import { z } from "zod";
import { LIMITS, USER_ROLES } from "../constants.js";
import { isCleanName, ZPageQuery, ZSearchText, zPage } from "./common.js";
import { NAME_CONTROL_CHARACTERS_MESSAGE } from "./profile.js";

/** Users per page on /admin/users ("Load more" fetches the next). */
export const ADMIN_USERS_PAGE_SIZE = 50;

/**
 * `GET /api/admin/users?q=&role=&limit=&offset=` (spec 02 §2.8): newest first; `q` matches
 * display name, name, location (and, beyond the spec, the e-mail address) case-insensitively.
 */
export const ZAdminUserListQuery = ZPageQuery.extend({
  q: ZSearchText.optional(),
  role: z.enum(USER_ROLES).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(ADMIN_USERS_PAGE_SIZE),
});
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuery>;

/**
 * A user as admins see them (spec 02 §3 "Profile (as seen by admins)"): `id` is the profile's id; the
 * saved lists are sent as counts ('P: n | C: n'); `created_at` is an ISO timestamp.
 */
export const ZAdminUser = z.object({
  id: z.uuid(),
  user_id: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  name: z.string().nullable(),
  user_role: z.enum(USER_ROLES),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  number_of_children: z.number().int(),
  saved_places_count: z.number().int(),
  saved_courses_count: z.number().int(),
  created_at: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserList = zPage(ZAdminUser);
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

/** Optional free text: trimmed; empty is stored as null (as on the profile form, spec 01 §5). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => value || null);

/**
 * Number of children (spec 02 §5 "Admin user form"): a whole number, minimum 0; anything non-numeric
 * (an empty field, "abc") becomes 0. At most LIMITS.maxChildren, like the profile's children list.
 */
export const ZChildrenCount = z.preprocess(
  (value) => {
    const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    return typeof number === "number" && Number.isFinite(number) ? number : 0;
  },
  z
    .number()
    .int("Number of children must be a whole number.")
    .min(0, "Number of children cannot be negative.")
    .max(LIMITS.maxChildren, `Number of children can be at most ${LIMITS.maxChildren}.`),
);

/**
 * `PATCH /api/admin/users/:id` and the 'Edit User Profile' form (spec 02 §2.8, §7 "Update profiles by id
 * with display_name, user_role, location, bio, number_of_children").
 */
export const ZAdminUpdateUserRequest = z.object({
  display_name: optionalText(LIMITS.profileNameChars).refine(
    (value) => value === null || isCleanName(value),
    NAME_CONTROL_CHARACTERS_MESSAGE,
  ),
  user_role: z.enum(USER_ROLES),
  location: optionalText(LIMITS.profileLocationChars),
  number_of_children: ZChildrenCount,
  bio: optionalText(LIMITS.profileBioChars),
});
export type TAdminUpdateUserRequest = z.infer<typeof ZAdminUpdateUserRequest>;

/**
 * `POST /api/admin/users/:id/withdraw-contributions` (docs/decisions/042): what was withdrawn of one
 * account's contributions to places, by kind. A condition report counts when the account reported or
 * confirmed it (the report itself goes only when nobody else stands behind it).
 */
export const ZWithdrawnContributions = z.object({
  fact_answers: z.number().int(),
  reviews: z.number().int(),
  photos: z.number().int(),
  photo_likes: z.number().int(),
  condition_reports: z.number().int(),
});
export type TWithdrawnContributions = z.infer<typeof ZWithdrawnContributions>;
