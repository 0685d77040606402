/**
 * The profile page's data (spec 01 §2 /profile, §3 "profile", §7 "Read profiles" / "Update profiles …
 * for the profile form"). Edits arrive in one request; number_of_children is always the length of
 * children_info (set here, checked by the database).
 */
import { eq } from "drizzle-orm";
import type { TProfile, TUpdateProfileRequest } from "#shared/schemas/profile.js";
import type { Db } from "#server/db/client.js";
import { profiles } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { canChooseRole, type Viewer } from "#server/lib/policy.js";
import { createProfile, displayNameFor } from "#server/lib/create-profile.js";

// What other modules use of the rest of this module: an admin's count of children (admin/users), the
// role of an account (scripts/user-role.ts, the test routes).
export { childrenForCount } from "./children-count.js";
export { isUserRole, setUserRole } from "./set-user-role.js";

const profileColumns = {
  name: profiles.name,
  display_name: profiles.display_name,
  user_role: profiles.user_role,
  location: profiles.location,
  bio: profiles.bio,
  children_info: profiles.children_info,
  number_of_children: profiles.number_of_children,
};

/**
 * The signed-in user's profile; creates it first if the sign-up hook could not (as `GET /api/me` does).
 */
export async function getProfile(
  db: Db,
  options: { user: { id: string; email: string; name: string | null } },
): Promise<TProfile> {
  const { user } = options;
  const select = () => db.select(profileColumns).from(profiles).where(eq(profiles.user_id, user.id)).limit(1);
  let [row] = await select();
  if (!row) {
    await createProfile({ db, user });
    [row] = await select();
  }
  if (!row) throw new Error(`profile of user ${user.id} could not be created`);
  return { email: user.email, ...row };
}

/**
 * Saves the profile form. Only admins may choose the role admin, and they cannot drop it themselves
 * (DESIGN.md "defects": the server refuses self-promotion).
 * @throws AppError FORBIDDEN (403) for a role the viewer may not choose
 */
export async function updateProfile(
  db: Db,
  options: { viewer: Viewer; request: TUpdateProfileRequest },
): Promise<TProfile> {
  const { viewer, request } = options;
  if (!canChooseRole(viewer, request.user_role)) {
    throw new AppError(
      "FORBIDDEN",
      viewer.role === "admin"
        ? "Admins cannot remove their own admin role."
        : "Only admins can give the admin role.",
    );
  }
  const user = { id: viewer.id, email: viewer.email, name: request.name };
  await createProfile({ db, user });
  await db
    .update(profiles)
    .set({
      name: request.name,
      display_name: displayNameFor(user),
      user_role: request.user_role,
      location: request.location,
      bio: request.bio,
      children_info: request.children_info,
      number_of_children: request.children_info.length,
    })
    .where(eq(profiles.user_id, viewer.id));
  return getProfile(db, { user });
}
