/**
 * Claims of a place by its provider (decisions/020): what the place page needs in the
 * browser, apart from the request schemas (schemas/place-claims.ts), so the page loads no zod — zod's
 * first schema probes for eval, which the Content Security Policy forbids.
 */
import type { PlaceType } from "./constants.js";

/**
 * Place types an owner can claim: the family-education providers imported from OpenStreetMap. Cafés
 * have café profiles of their own (decisions/010); playgrounds, parks and the other public places have no
 * owner who would run a provider profile.
 */
export const CLAIMABLE_PLACE_TYPES = ["family_education"] as const satisfies readonly PlaceType[];

export const PLACE_CLAIM_MESSAGE_MAX = 1000;
