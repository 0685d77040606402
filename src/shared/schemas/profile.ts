import { z } from "zod";
import { LIMITS, USER_ROLES } from "../constants.js";
import { isCleanName } from "./common.js";

/** The profile form's message for a name with a line break or another control character. */
export const NAME_CONTROL_CHARACTERS_MESSAGE =
  "Please write the name without line breaks or control characters.";

/** Optional free text: trimmed; empty means "not given" and is stored as null (spec 01 §5). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => value || null);

/** One child entry: a free-text age, non-blank after trimming (spec 01 §5 "Child entry"). */
export const ZChildEntry = z
  .string()
  .trim()
  .min(1, "Please enter your child's age.")
  .max(LIMITS.childEntryChars);

/**
 * `GET /api/profile`: the signed-in user's profile (spec 01 §3 "profile"). number_of_children always
 * equals children_info.length (the server sets it; the database checks it).
 */
export const ZProfile = z.object({
  email: z.string(),
  name: z.string().nullable(),
  display_name: z.string().nullable(),
  user_role: z.enum(USER_ROLES),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  children_info: z.array(z.string()),
  number_of_children: z.number().int(),
});
export type TProfile = z.infer<typeof ZProfile>;

/**
 * `PUT /api/profile` and the profile form (spec 01 §7 "for the profile form: name, user_role,
 * children_info, location, bio, number_of_children"). number_of_children is derived from the list, so
 * it is not accepted. Only admins may choose (or keep) the role admin; the server answers 403 otherwise.
 */
export const ZUpdateProfileRequest = z.object({
  name: z
    .string()
    .trim()
    .max(LIMITS.profileNameChars)
    .refine(isCleanName, NAME_CONTROL_CHARACTERS_MESSAGE)
    .nullable()
    .transform((value) => value || null),
  user_role: z.enum(USER_ROLES),
  location: optionalText(LIMITS.profileLocationChars),
  bio: optionalText(LIMITS.profileBioChars),
  children_info: z.array(ZChildEntry).max(LIMITS.maxChildren),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;
