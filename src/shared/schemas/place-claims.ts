import { z } from "zod";
import { PLACE_CLAIM_MESSAGE_MAX } from "../place-claims.js";
import { optionalText, ZPageQuery } from "./common.js";
import { ZApprovalStatus } from "./providers.js";

/**
 * "Ist das Ihre Einrichtung?" (decisions/020): a provider claims an imported place, an
 * admin approves or rejects the claim, and an approved claim links the provider profile to the place.
 */

/** `POST /api/places/:id/claims`: an optional note for the admin (who you are, how to check it). */
export const ZPlaceClaimRequest = z.object({
  message: optionalText(PLACE_CLAIM_MESSAGE_MAX, `At most ${PLACE_CLAIM_MESSAGE_MAX} characters.`),
});
export type TPlaceClaimRequest = z.input<typeof ZPlaceClaimRequest>;

/** The caller's own claim of one place, as the claim button shows it. */
export const ZOwnPlaceClaim = z.object({
  id: z.uuid(),
  status: ZApprovalStatus,
  created_at: z.string(),
});
export type TOwnPlaceClaim = z.infer<typeof ZOwnPlaceClaim>;

/**
 * `GET /api/places/:id/claim`: who owns the place and what the caller may do.
 * `owner` is the provider of the approved claim (shown on the place page, linked to /provider/{id});
 * `is_claimable` is true for a claimable type without an owner. `viewer` is null when signed out.
 */
export const ZPlaceClaimState = z.object({
  is_claimable: z.boolean(),
  owner: z.object({ provider_id: z.uuid(), name: z.string() }).nullable(),
  viewer: z
    .object({
      /** The caller's provider profile, if any (claims are sent in its name). */
      provider_id: z.uuid().nullable(),
      /** The caller's latest claim of this place (pending, approved or rejected), or null. */
      claim: ZOwnPlaceClaim.nullable(),
    })
    .nullable(),
});
export type TPlaceClaimState = z.infer<typeof ZPlaceClaimState>;

/** One claim in the admin queue (`GET /api/admin/place-claims`). Admin screens speak English too. */
export const ZPlaceClaim = z.object({
  id: z.uuid(),
  status: ZApprovalStatus,
  message: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  place: z.object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    stadtteil: z.string().nullable(),
    website: z.string().nullable(),
  }),
  provider: z.object({
    id: z.uuid(),
    name: z.string(),
    approval_status: ZApprovalStatus,
    owner_email: z.string().nullable(),
  }),
  /** The provider who already owns the place through another claim, or null. */
  current_owner: z.string().nullable(),
});
export type TPlaceClaim = z.infer<typeof ZPlaceClaim>;

export const ZPlaceClaimList = z.object({ items: z.array(ZPlaceClaim), total: z.number().int() });
export type TPlaceClaimList = z.infer<typeof ZPlaceClaimList>;

/** `GET /api/admin/place-claims`: one status (default pending), newest first. */
export const ZPlaceClaimQuery = ZPageQuery.extend({ status: ZApprovalStatus.default("pending") });
export type TPlaceClaimQuery = z.input<typeof ZPlaceClaimQuery>;

export const PLACE_CLAIM_DECISIONS = ["approve", "reject"] as const;
export const ZPlaceClaimDecisionParams = z.object({
  id: z.uuid(),
  decision: z.enum(PLACE_CLAIM_DECISIONS),
});
