import { eq, sql } from "drizzle-orm";
import { USER_ROLES, type UserRole } from "#shared/constants.js";
import type { Db } from "#server/db/client.js";
import { profiles, user } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { createProfile } from "#server/lib/create-profile.js";

export type SetUserRoleResult = {
  userId: string;
  email: string;
  previousRole: UserRole | null;
  role: UserRole;
};

/** Type guard for a role name typed on the command line. */
export const isUserRole = (value: string): value is UserRole =>
  (USER_ROLES as readonly string[]).includes(value);

/**
 * Gives the account with this e-mail address a role (spec 01 §6: the role comes from the profile's
 * user_role). Used by `npm run user:role`, the only way to make an admin: the web app never lets users
 * raise their own role (DESIGN.md "Where the spec describes a defect").
 * @throws AppError NOT_FOUND when no account has the address.
 */
export async function setUserRole({
  db,
  email,
  role,
}: {
  db: Db;
  email: string;
  role: UserRole;
}): Promise<SetUserRoleResult> {
  const [account] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!account) throw new AppError("NOT_FOUND", `No account with the e-mail address ${email}.`);
  // Accounts created before profiles existed (or whose hook failed) get their profile now.
  await createProfile({ db, user: account });
  const [before] = await db
    .select({ role: profiles.user_role })
    .from(profiles)
    .where(eq(profiles.user_id, account.id));
  await db.update(profiles).set({ user_role: role }).where(eq(profiles.user_id, account.id));
  return { userId: account.id, email: account.email, previousRole: before?.role ?? null, role };
}
