/**
 * Users management (spec 02 §2.8, §3 "Profile (as seen by admins)", §7 "Admin lists … profiles" and
 * "Update profiles by id"). One query per page (counts of saved items computed in the database).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type {
  TAdminUpdateUserRequest,
  TAdminUser,
  TAdminUserList,
  TAdminUserListQuery,
} from "#shared/schemas/admin-users.js";
import type { Db } from "#server/db/client.js";
import { profiles, user } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { canChooseRole, type Viewer } from "#server/lib/policy.js";
import { childrenForCount } from "#server/modules/profiles/service.js";
import { auditSubjectName, recordAudit } from "#server/lib/audit.js";
import { containsText } from "#server/lib/contains-text.js";

/** The 404 text for a profile id that does not exist. */
export const USER_NOT_FOUND = "User not found.";

/** The 403 text when an admin tries to drop their own admin role. */
export const OWN_ADMIN_ROLE_MESSAGE = "Admins cannot remove their own admin role.";

const userColumns = {
  id: profiles.id,
  user_id: profiles.user_id,
  email: user.email,
  display_name: profiles.display_name,
  name: profiles.name,
  user_role: profiles.user_role,
  location: profiles.location,
  bio: profiles.bio,
  number_of_children: profiles.number_of_children,
  saved_places_count: sql<number>`cardinality(${profiles.saved_places})::int`,
  saved_courses_count: sql<number>`cardinality(${profiles.saved_courses})::int`,
  created_at: profiles.created_at,
};

const selectUsers = (db: Db) =>
  db.select(userColumns).from(profiles).innerJoin(user, eq(user.id, profiles.user_id));

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>["execute"]>>[number];

const toAdminUser = (row: UserRow): TAdminUser => ({ ...row, created_at: row.created_at.toISOString() });

/**
 * Users newest first, filtered by role and a search over display name, name, location and e-mail
 * (case-insensitive substring).
 * @returns the page and the total number of matching users
 */
export async function findAdminUsers(db: Db, query: TAdminUserListQuery): Promise<TAdminUserList> {
  const where = and(
    query.role ? eq(profiles.user_role, query.role) : undefined,
    containsText([profiles.display_name, profiles.name, profiles.location, user.email], query.q),
  );
  const [rows, totals] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(desc(profiles.created_at), desc(profiles.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(profiles).innerJoin(user, eq(user.id, profiles.user_id)).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: totals[0]?.total ?? 0 };
}

/**
 * Saves the 'Edit User Profile' dialog for profile `id`. The number of children resizes the profile's
 * children list (profiles/children-count.ts), so the profile rule "count = list length" holds. An admin
 * cannot drop their own admin role (same rule as /profile: `canChooseRole`), so the system never loses
 * its last admin. Recorded in the audit log in the same transaction.
 * @throws AppError NOT_FOUND 'User not found.'; FORBIDDEN 'Admins cannot remove their own admin role.'
 */
export async function updateAdminUser(
  db: Db,
  options: { admin: Viewer; id: string; request: TAdminUpdateUserRequest },
): Promise<TAdminUser> {
  const { admin, id, request } = options;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        user_id: profiles.user_id,
        display_name: profiles.display_name,
        user_role: profiles.user_role,
        location: profiles.location,
        bio: profiles.bio,
        children_info: profiles.children_info,
        number_of_children: profiles.number_of_children,
      })
      .from(profiles)
      .where(eq(profiles.id, id))
      .limit(1)
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
    if (before.user_id === admin.id && !canChooseRole(admin, request.user_role)) {
      throw new AppError("FORBIDDEN", OWN_ADMIN_ROLE_MESSAGE, "OWN_ADMIN_ROLE");
    }
    const children = childrenForCount(before.children_info, request.number_of_children);
    await tx
      .update(profiles)
      .set({
        display_name: request.display_name,
        user_role: request.user_role,
        location: request.location,
        bio: request.bio,
        children_info: children,
        number_of_children: children.length,
      })
      .where(eq(profiles.id, id));
    await recordAudit(tx, {
      adminId: admin.id,
      action: "user.update",
      targetType: "user",
      targetId: id,
      targetName: await auditSubjectName(tx, "user", id),
      before: {
        display_name: before.display_name,
        user_role: before.user_role,
        location: before.location,
        bio: before.bio,
        number_of_children: before.number_of_children,
      },
      after: request,
    });
  });
  const [row] = await selectUsers(db).where(eq(profiles.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return toAdminUser(row);
}
