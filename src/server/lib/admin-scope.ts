/**
 * The admin gate of every `/api/admin` route (spec 02 §2.2, §6): every module's admin
 * routes are registered in one plugin scope (`adminScope`, in src/server/app.ts) whose `onRequest` hook
 * answers 401 to signed-out callers and 403 to parents and providers before any admin handler runs, so
 * no admin route can forget the check. Handlers read the admin with `currentAdmin(request)` instead of
 * looking the role up again, and record every write with `recordAudit(tx, …)` (lib/audit.ts) in the
 * write's transaction. The route-table test (./admin-scope.test.ts) checks that parents and providers
 * get 403 from every route registered here.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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

export type AdminRoute = { method: string; url: string };

const routeTables = new WeakMap<object, AdminRoute[]>();

/**
 * Every route registered under /api/admin on this app (method and URL pattern, e.g.
 * `DELETE /api/admin/place-suggestions/:id`), so tests can prove each one refuses non-admins.
 */
export const adminRouteTable = (app: { server: object }): readonly AdminRoute[] =>
  routeTables.get(app.server) ?? [];

/**
 * The one admin scope: registers each module's admin routes (`routes`, paths relative to its prefix,
 * /api/admin) behind `adminGuard` and notes them in the route table.
 */
export const adminScope: FastifyPluginAsyncZod<{ routes: FastifyPluginAsyncZod[] }> = async (
  app,
  { routes },
) => {
  app.addHook("onRequest", adminGuard);
  const table: AdminRoute[] = [];
  routeTables.set(app.server, table);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") table.push({ method, url: route.url });
    }
  });
  for (const plugin of routes) await app.register(plugin);
};
