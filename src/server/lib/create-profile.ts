import { profiles } from "#server/db/schema.js";
import type { Db } from "#server/db/client.js";

/**
 * The name shown when a profile has none (spec 01 §2 Home: "the profile name or, if none, the part of
 * the e-mail before the at sign").
 */
export function displayNameFor(user: { name: string | null | undefined; email: string }): string {
  const name = user.name?.trim();
  return name || user.email.split("@")[0] || user.email;
}

/**
 * Creates the profile row of a new user (spec 01 §3 "profile", keyed by user_id) with the role parent.
 * Called by better-auth's user-create hook and, as a safety net, on the first `GET /api/me`; a second
 * call for the same user changes nothing.
 */
export async function createProfile({
  db,
  user,
}: {
  db: Db;
  user: { id: string; name: string | null | undefined; email: string };
}): Promise<void> {
  const name = user.name?.trim() || null;
  await db
    .insert(profiles)
    .values({ user_id: user.id, name, display_name: displayNameFor(user), user_role: "parent" })
    .onConflictDoNothing({ target: profiles.user_id });
}
