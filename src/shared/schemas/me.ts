import { z } from "zod";
import { USER_ROLES } from "../constants.js";

/**
 * `GET /api/me`: the signed-in user and their profile, or `null` when signed out (200 either way, so a
 * signed-out visit logs no failed request in the browser console).
 */
export const ZMe = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: z.object({
    name: z.string().nullable(),
    display_name: z.string().nullable(),
    user_role: z.enum(USER_ROLES),
  }),
});
export type TMe = z.infer<typeof ZMe>;
