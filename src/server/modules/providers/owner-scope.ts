/**
 * The guarded scope for writes to a provider profile and its parts (`/providers/:id/…`; spec 02 §4
 * "Owner detection", §6): its `preHandler` sets `request.provider` to the profile `:id` once the viewer
 * is known to own it (requireOwnProvider: 401, 404 'Anbieter nicht gefunden', 403).
 */
import { ownerScope } from "#server/lib/guards.js";
import { requireOwnProvider, type ProviderRow } from "./service.js";

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The caller's own provider profile, inside `ownProviderRoutes` only. */
    provider: ProviderRow;
  }
}

/** Registers the given routes so that each runs with `request.provider` checked and set. */
export const ownProviderRoutes = ownerScope("provider", requireOwnProvider);
