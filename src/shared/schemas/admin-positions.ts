import { z } from "zod";
import { ZCoordinates } from "./geo.js";

/**
 * An admin sets the missing map position of an imported place, a place suggestion or a new café or
 * provider profile (the admin sets the position by clicking a map or searching an
 * address). Only the point is sent; the server computes the Stadtteil and Bezirk from it.
 *  - `PUT /api/admin/places/:id/position`
 *  - `PUT /api/admin/place-suggestions/:id/position`
 *  - `PUT /api/admin/profile-approvals/:kind/:id/position`
 */
export const ZSetPositionRequest = ZCoordinates;
export type TSetPositionRequest = z.infer<typeof ZSetPositionRequest>;

/** The saved point and where it lies (null outside Hamburg, and for providers, who keep no Stadtteil). */
export const ZSetPositionResult = ZCoordinates.extend({
  stadtteil: z.string().nullable(),
  bezirk: z.string().nullable(),
});
export type TSetPositionResult = z.infer<typeof ZSetPositionResult>;
