/**
 * Who is asking and what they may do (DESIGN.md "Authorisation is decided on the server for every route
 * by one policy module (role, ownership)"). Routes call `requireViewer` and one of the `can…` checks;
 * the web app only hides what these would refuse anyway.
 */
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { UserRole } from "../../shared/constants.js";
import { profiles } from "../db/schema.js";
import { requireSession } from "../plugins/auth.js";

export type Viewer = { id: string; email: string; role: UserRole };

/**
 * The signed-in user with their role (spec 01 §6: the role comes from the profile's user_role; an
 * account without a profile row counts as parent, the default every profile is created with).
 * @throws AppError UNAUTHENTICATED (401) when nobody is signed in
 */
export async function requireViewer(request: FastifyRequest, reply?: FastifyReply): Promise<Viewer> {
  const { user } = await requireSession(request, reply);
  const [profile] = await request.server.db
    .select({ role: profiles.user_role })
    .from(profiles)
    .where(eq(profiles.user_id, user.id))
    .limit(1);
  return { id: user.id, email: user.email, role: profile?.role ?? "parent" };
}

/** Authors delete their own answers; admins delete any (issue "Community" §4). */
export const canDeleteComment = (viewer: Viewer, comment: { author_id: string | null }): boolean =>
  viewer.role === "admin" || (comment.author_id !== null && comment.author_id === viewer.id);

/**
 * Roles a user may give themselves on /profile (DESIGN.md "defects": the admin role is offered and
 * accepted only for admins). Admins cannot drop their own admin role either, so the last admin can
 * never lock everyone out by accident; `npm run user:role` changes it.
 */
export const canChooseRole = (viewer: Viewer, role: UserRole): boolean =>
  viewer.role === "admin" ? role === "admin" : role !== "admin";
