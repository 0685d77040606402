/**
 * Who is asking and what they may do (DESIGN.md "Authorisation is decided on the server for every route
 * by one policy module (role, ownership)"). Routes call `requireViewer` and one of the `can…` checks;
 * the web app only hides what these would refuse anyway.
 */
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { UserRole } from "#shared/constants.js";
import { profiles } from "../db/schema.js";
import { AppError } from "./app-error.js";
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

/**
 * The signed-in admin (spec 02 §2.2; every admin API route refuses non-admins on the server, whatever the UI
 * does).
 * @throws AppError UNAUTHENTICATED (401) when nobody is signed in, FORBIDDEN (403) for other roles
 */
export async function requireAdmin(request: FastifyRequest, reply?: FastifyReply): Promise<Viewer> {
  const viewer = await requireViewer(request, reply);
  if (viewer.role !== "admin") throw new AppError("FORBIDDEN", "Only admins can do this.");
  return viewer;
}

/**
 * Only the owner writes to a provider profile and its photos, team, courses and announcements (spec 02
 * §4 "Owner detection", §6: another user's profile id in any write → 403).
 */
export const canEditProviderProfile = (viewer: Viewer, profile: { user_id: string }): boolean =>
  profile.user_id === viewer.id && isProvider(viewer);

/**
 * Provider profiles belong to providers (spec 02 §6: "provider — create and edit own provider
 * profile", decisions/014). Creating one is how a parent becomes a provider: the server
 * gives the role with the profile (providers/service.ts), so the table holds without a second step.
 * Admins keep their role and may have a profile too.
 */
export const isProvider = (viewer: Viewer): boolean => viewer.role === "provider" || viewer.role === "admin";

/**
 * Only the owner changes a café profile, its photos, logo and menu (spec 02 §4 "Owner detection";
 * §6: another user's café id in any write is refused with 403).
 */
export const canEditCafe = (viewer: Viewer, cafe: { user_id: string }): boolean => cafe.user_id === viewer.id;

/** Authors delete their own answers; admins delete any. */
export const canDeleteComment = (viewer: Viewer, comment: { author_id: string | null }): boolean =>
  viewer.role === "admin" || (comment.author_id !== null && comment.author_id === viewer.id);

/**
 * Roles a user may give themselves on /profile (DESIGN.md "defects": the admin role is offered and
 * accepted only for admins). Admins cannot drop their own admin role either, so the last admin can
 * never lock everyone out by accident; `npm run user:role` changes it.
 */
export const canChooseRole = (viewer: Viewer, role: UserRole): boolean =>
  viewer.role === "admin" ? role === "admin" : role !== "admin";

/**
 * Only the parent who booked cancels a course booking; a booking the provider added by
 * hand has no parent account and is the provider's to cancel.
 */
export const canCancelBooking = (viewer: Viewer, booking: { user_id: string | null }): boolean =>
  booking.user_id !== null && booking.user_id === viewer.id;

/**
 * A course's bookings list and its CSV export (decision 024): the provider who owns the course, and
 * admins (read only, to help a provider who asks; every change stays the owner's, through
 * `canEditProviderProfile`).
 */
export const canReadCourseBookings = (viewer: Viewer, provider: { user_id: string }): boolean =>
  canEditProviderProfile(viewer, provider) || viewer.role === "admin";
