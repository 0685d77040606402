/**
 * Owner guards as hooks (docs/architecture.md "A request"; the session gate in one hook, STYLE.md habit 5
 * after fastify/demo's `routes/api/autohooks.ts`). `ownerScope` makes a plugin factory for one kind of owned
 * thing (provider profile, café): the routes given to it are registered inside an encapsulated plugin whose
 * `preHandler` resolves the signed-in viewer (policy.requireViewer) and the thing named by the route's `:id`,
 * checks that the viewer owns it, and sets it on the request (`request[key]`, declared by the owning module
 * with module augmentation). The handlers then start with the checked row. Validation runs before
 * `preHandler`, so a bad `:id` still answers 400 first; the rate limit runs in `onRequest`, before it.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db/client.js";
import { requireViewer, type Viewer } from "./policy.js";

/** A lookup that returns the owned row, or throws the module's AppError (NOT_FOUND, FORBIDDEN). */
export type FindOwned<Row> = (db: Db, viewer: Viewer, id: string) => Promise<Row>;

/**
 * @returns a function that wraps owner-only routes (every path has an `:id`) in a guarded scope.
 * @throws (from the hook) AppError UNAUTHENTICATED (401) without a session, and whatever `find` throws
 */
export function ownerScope<Key extends keyof FastifyRequest>(
  key: Key,
  find: FindOwned<FastifyRequest[Key]>,
): (routes: FastifyPluginAsyncZod) => FastifyPluginAsyncZod {
  return (routes) => async (scope) => {
    // Declared up front (unset until the hook runs) so every request object keeps one shape.
    scope.decorateRequest(key);
    scope.addHook("preHandler", async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      request[key] = await find(scope.db, viewer, (request.params as { id: string }).id);
    });
    await scope.register(routes);
  };
}
