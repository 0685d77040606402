/**
 * The admin sets a missing map position (imported suggestions and new café/provider
 * profiles without coordinates: the admin sets the position by clicking a map or searching an address,
 * and sees a warning while it is missing). Each write takes the point only, computes the Stadtteil and
 * Bezirk from it (never taken from the client, as everywhere: docs/decisions/006-address-search.md) and
 * is audited in its transaction:
 *  - `PUT /api/admin/places/:id/position`: a place; for a café's place (source "cafe-profile") the café
 *    profile is updated instead, and the database's café sync writes the place (decisions/010), so the
 *    café's next edit does not undo it;
 *  - `PUT /api/admin/place-suggestions/:id/position`: a suggestion not yet imported (409 once imported:
 *    the place exists on its own then, set it there), so the import takes the point along;
 *  - `PUT /api/admin/profile-approvals/:kind/:id/position`: a café profile (its place follows while it is
 *    approved) or a provider profile (providers keep no Stadtteil).
 * The address text stays as it was: the point is what was missing.
 */
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ZSetPositionRequest,
  ZSetPositionResult,
  type TSetPositionRequest,
  type TSetPositionResult,
} from "#shared/schemas/admin-positions.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { ZProfileApprovalParams, type TProfileKind } from "#shared/schemas/profile-approvals.js";
import type { Db } from "#server/db/client.js";
import { cafeProfiles, placeSuggestions, places, providerProfiles } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { loadStadtteile, locateStadtteil } from "#server/modules/geo/service.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import { recordAudit } from "#server/lib/audit.js";
import { PLACE_NOT_FOUND_MESSAGE } from "#server/modules/places/service.js";

type Options = { adminId: string; id: string; position: TSetPositionRequest };

/** The point with the Stadtteil and Bezirk it lies in (null outside Hamburg). */
function located({ latitude, longitude }: TSetPositionRequest): TSetPositionResult {
  const area = locateStadtteil(loadStadtteile(), latitude, longitude);
  return { latitude, longitude, stadtteil: area?.name ?? null, bezirk: area?.bezirk ?? null };
}

/** A point as the audit entry keeps it, with its Stadtteil where the record has one. */
const positionOf = (row: {
  latitude: number | null;
  longitude: number | null;
  stadtteil?: string | null;
}) => ({
  latitude: row.latitude,
  longitude: row.longitude,
  ...(row.stadtteil === undefined ? {} : { stadtteil: row.stadtteil }),
});

/**
 * Sets a place's position (a café's place through its café profile).
 * @returns the saved point with its Stadtteil and Bezirk
 * @throws AppError NOT_FOUND when there is no such place
 */
export async function setPlacePosition(db: Db, options: Options): Promise<TSetPositionResult> {
  const next = located(options.position);
  return db.transaction(async (tx) => {
    const [place] = await tx
      .select({
        name: places.name,
        latitude: places.latitude,
        longitude: places.longitude,
        stadtteil: places.stadtteil,
        source: places.source,
      })
      .from(places)
      .where(eq(places.id, options.id))
      .for("update");
    if (!place) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND_MESSAGE);
    const cafe =
      place.source === "cafe-profile"
        ? (
            await tx
              .update(cafeProfiles)
              .set(next)
              .where(eq(cafeProfiles.place_id, options.id))
              .returning({ id: cafeProfiles.id })
          )[0]
        : undefined;
    // A café's place without its café (never the case while the sync runs) is written directly.
    if (!cafe) await tx.update(places).set(next).where(eq(places.id, options.id));
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "place.position",
      targetType: "place",
      targetId: options.id,
      targetName: place.name,
      before: positionOf(place),
      after: cafe ? { ...next, cafe_id: cafe.id } : next,
    });
    return next;
  });
}

/**
 * Sets the position of a place suggestion that is not imported yet.
 * @throws AppError NOT_FOUND when there is no such suggestion; CONFLICT once it was imported
 */
export async function setPlaceSuggestionPosition(db: Db, options: Options): Promise<TSetPositionResult> {
  const next = located(options.position);
  return db.transaction(async (tx) => {
    const [suggestion] = await tx
      .select({
        name: placeSuggestions.name,
        stadtteil: placeSuggestions.stadtteil,
        latitude: placeSuggestions.latitude,
        longitude: placeSuggestions.longitude,
        status: placeSuggestions.status,
      })
      .from(placeSuggestions)
      .where(eq(placeSuggestions.id, options.id))
      .for("update");
    if (!suggestion) throw new AppError("NOT_FOUND", "This suggestion does not exist (any more).");
    if (suggestion.status === "imported") {
      throw new AppError(
        "CONFLICT",
        "This suggestion was already imported: set the position on the place under Places.",
      );
    }
    await tx.update(placeSuggestions).set(next).where(eq(placeSuggestions.id, options.id));
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "place_suggestion.position",
      targetType: "place_suggestion",
      targetId: options.id,
      targetName: suggestion.name,
      before: positionOf(suggestion),
      after: next,
    });
    return next;
  });
}

/**
 * Sets the position of a café or provider profile (a café's Stadtteil and Bezirk with it).
 * @throws AppError NOT_FOUND when there is no such profile
 */
export async function setProfilePosition(
  db: Db,
  options: Options & { kind: TProfileKind },
): Promise<TSetPositionResult> {
  const next = located(options.position);
  return db.transaction(async (tx) => {
    const table = options.kind === "cafe" ? cafeProfiles : providerProfiles;
    const [before] = await tx
      .select({ name: table.name, latitude: table.latitude, longitude: table.longitude })
      .from(table)
      .where(eq(table.id, options.id))
      .for("update");
    if (!before) {
      throw new AppError(
        "NOT_FOUND",
        options.kind === "provider" ? "Provider not found." : "Café not found.",
      );
    }
    if (options.kind === "cafe") {
      await tx.update(cafeProfiles).set(next).where(eq(cafeProfiles.id, options.id));
    } else {
      await tx
        .update(providerProfiles)
        .set({ latitude: next.latitude, longitude: next.longitude })
        .where(eq(providerProfiles.id, options.id));
    }
    const saved = options.kind === "cafe" ? next : { ...next, stadtteil: null, bezirk: null };
    await recordAudit(tx, {
      adminId: options.adminId,
      action: `${options.kind}_profile.position`,
      targetType: `${options.kind}_profile`,
      targetId: options.id,
      targetName: before.name,
      before: positionOf(before),
      after: saved,
    });
    return saved;
  });
}

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const response = { 200: ZSetPositionResult, ...errors };

export const positionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/places/:id/position",
    {
      config: { topics: ["places"] },
      schema: { tags: ["admin"], params: ZIdParam, body: ZSetPositionRequest, response },
    },
    async (request) =>
      setPlacePosition(app.db, {
        adminId: currentAdmin(request).id,
        id: request.params.id,
        position: request.body,
      }),
  );
  app.put(
    "/place-suggestions/:id/position",
    {
      config: { topics: ["places"] },
      schema: { tags: ["admin"], params: ZIdParam, body: ZSetPositionRequest, response },
    },
    async (request) =>
      setPlaceSuggestionPosition(app.db, {
        adminId: currentAdmin(request).id,
        id: request.params.id,
        position: request.body,
      }),
  );
  app.put(
    "/profile-approvals/:kind/:id/position",
    {
      config: { topics: ["courses", "places"] },
      schema: { tags: ["admin"], params: ZProfileApprovalParams, body: ZSetPositionRequest, response },
    },
    async (request) =>
      setProfilePosition(app.db, {
        adminId: currentAdmin(request).id,
        kind: request.params.kind,
        id: request.params.id,
        position: request.body,
      }),
  );
};
