/**
 * "Ist das Ihre Einrichtung?" (decisions/020): providers claim an imported
 * family-education place; an admin's approval (./admin-routes.ts) links the provider profile to
 * the place. An approved claim is the link itself: `place_claims_owner_idx` allows one per place, and
 * `place_claims_open_idx` one open claim per provider and place.
 */
import { and, desc, eq } from "drizzle-orm";
import { CLAIMABLE_PLACE_TYPES } from "#shared/place-claims.js";
import type { TOwnPlaceClaim, TPlaceClaimState } from "#shared/schemas/place-claims.js";
import type { Db } from "#server/db/client.js";
import { placeClaims, places, providerProfiles } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { isUniqueViolation } from "#server/lib/pg-errors.js";
import { isProvider, type Viewer } from "#server/lib/policy.js";
import { PLACE_NOT_FOUND } from "#server/lib/require-place.js";
import { findOwnProviderId } from "#server/modules/providers/service.js";

/** Messages of the claim errors (English; the place page shows its own sentence per status code). */
export const PLACE_CLAIM_MESSAGES = {
  notClaimable: "Only family-education places can be claimed.",
  providerRequired: "You need a provider profile to claim a place.",
  alreadyOwned: "This place already has an owner.",
  alreadyOpen: "You have already asked for this place; an admin will decide.",
} as const;

/** True for a place type an owner can claim (`CLAIMABLE_PLACE_TYPES`). */
export const isClaimableType = (type: string): boolean =>
  (CLAIMABLE_PLACE_TYPES as readonly string[]).includes(type);

/** The provider named as the place's owner (its approved claim), or null. */
export async function findPlaceOwner(
  db: Db,
  placeId: string,
): Promise<{ provider_id: string; name: string } | null> {
  const [owner] = await db
    .select({ provider_id: providerProfiles.id, name: providerProfiles.name })
    .from(placeClaims)
    .innerJoin(providerProfiles, eq(providerProfiles.id, placeClaims.provider_id))
    .where(and(eq(placeClaims.place_id, placeId), eq(placeClaims.status, "approved")))
    .limit(1);
  return owner ?? null;
}

const toOwnClaim = (row: { id: string; status: TOwnPlaceClaim["status"]; created_at: Date }) => ({
  id: row.id,
  status: row.status,
  created_at: row.created_at.toISOString(),
});

/**
 * What the place page's claim panel shows: the owner, whether the place can be claimed, and for a
 * signed-in caller their provider profile and their latest claim of this place.
 * @param options.viewerId the signed-in user, or null
 * @throws AppError NOT_FOUND 'Place not found' (spec 01 §8)
 */
export async function getPlaceClaimState(
  db: Db,
  options: { placeId: string; viewerId: string | null },
): Promise<TPlaceClaimState> {
  const [place] = await db
    .select({ type: places.type })
    .from(places)
    .where(eq(places.id, options.placeId))
    .limit(1);
  if (!place) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND);
  const owner = await findPlaceOwner(db, options.placeId);
  let viewer: TPlaceClaimState["viewer"] = null;
  if (options.viewerId) {
    const providerId = await findOwnProviderId(db, options.viewerId);
    const [claim] = providerId
      ? await db
          .select({ id: placeClaims.id, status: placeClaims.status, created_at: placeClaims.created_at })
          .from(placeClaims)
          .where(and(eq(placeClaims.place_id, options.placeId), eq(placeClaims.provider_id, providerId)))
          .orderBy(desc(placeClaims.created_at))
          .limit(1)
      : [];
    viewer = { provider_id: providerId, claim: claim ? toOwnClaim(claim) : null };
  }
  return { is_claimable: isClaimableType(place.type) && owner === null, owner, viewer };
}

/**
 * Sends a claim of a place in the name of the caller's provider profile; it waits for an admin.
 * @returns the new pending claim
 * @throws AppError NOT_FOUND (no such place), BAD_REQUEST (not a claimable type), FORBIDDEN (the caller
 *   has no provider profile or is no longer a provider), CONFLICT (the place has an owner, or this
 *   provider already has an open claim of it)
 */
export async function createPlaceClaim(
  db: Db,
  options: { placeId: string; viewer: Viewer; message: string | null },
): Promise<TOwnPlaceClaim> {
  const [place] = await db
    .select({ type: places.type })
    .from(places)
    .where(eq(places.id, options.placeId))
    .limit(1);
  if (!place) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND);
  if (!isClaimableType(place.type)) throw new AppError("BAD_REQUEST", PLACE_CLAIM_MESSAGES.notClaimable);
  const providerId = await findOwnProviderId(db, options.viewer.id);
  if (!providerId || !isProvider(options.viewer))
    throw new AppError("FORBIDDEN", PLACE_CLAIM_MESSAGES.providerRequired);
  if (await findPlaceOwner(db, options.placeId))
    throw new AppError("CONFLICT", PLACE_CLAIM_MESSAGES.alreadyOwned);
  try {
    const [claim] = await db
      .insert(placeClaims)
      .values({
        place_id: options.placeId,
        provider_id: providerId,
        user_id: options.viewer.id,
        message: options.message,
      })
      .returning({ id: placeClaims.id, status: placeClaims.status, created_at: placeClaims.created_at });
    return toOwnClaim(claim!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", PLACE_CLAIM_MESSAGES.alreadyOpen);
    throw error;
  }
}
