/**
 * The admin gate of every `/api/admin` route (spec 02 §2.2, §6; issue "Admin" §1): a hook on the whole
 * admin plugin scope answers 401 to signed-out callers and 403 to parents and providers before any
 * admin handler runs, so no admin route can forget the check. Handlers read the admin with
 * `currentAdmin(request)` instead of looking the role up again.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { requireAdmin, type Viewer } from "#server/lib/policy.js";

const admins = new WeakMap<FastifyRequest, Viewer>();

/**
 * `onRequest` hook: lets admins through and remembers who they are for `currentAdmin`.
 * @throws AppError UNAUTHENTICATED (401) signed out, FORBIDDEN (403) for other roles
 */
export async function adminGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  admins.set(request, await requireAdmin(request, reply));
}

/**
 * The admin making this request (only inside the admin plugin scope, after `adminGuard`).
 * @throws Error when called on a route outside the admin scope (a programming error)
 */
export function currentAdmin(request: FastifyRequest): Viewer {
  const admin = admins.get(request);
  if (!admin) throw new Error(`${request.url} is not behind the admin guard`);
  return admin;
}
