import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.js";
import { profiles } from "#server/db/schema.js";

/**
 * The name a suggestion is filed under (spec 01 §7 "Insert place_suggestions": submitted_by_name is the
 * profile name, else the display name, else the e-mail). Read on the server, never taken from the form.
 */
export async function findSubmitterName(db: Db, user: { id: string; email: string }): Promise<string> {
  const [profile] = await db
    .select({ name: profiles.name, display_name: profiles.display_name })
    .from(profiles)
    .where(eq(profiles.user_id, user.id))
    .limit(1);
  return profile?.name?.trim() || profile?.display_name?.trim() || user.email;
}
