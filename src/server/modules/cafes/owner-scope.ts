/**
 * The guarded scope for writes to a café profile (`/cafes/:id/…`; spec 02 §4 "Owner detection", §6:
 * another user's café id answers 403): its `preHandler` sets `request.cafe` to the café `:id`
 * once the viewer is known to own it (getOwnCafeRow: 401, 404 'Café nicht gefunden', 403).
 */
import { ownerScope } from "#server/lib/guards.js";
import { getOwnCafeRow, type CafeRow } from "./service.js";

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The caller's own café, inside `ownCafeRoutes` only. */
    cafe: CafeRow;
  }
}

/** Registers the given routes so that each runs with `request.cafe` checked and set. */
export const ownCafeRoutes = ownerScope("cafe", getOwnCafeRow);
