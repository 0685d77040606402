/**
 * The claims queue (decisions/020):
 * `GET /api/admin/place-claims?status=pending` lists claims of places, newest first;
 * `POST /api/admin/place-claims/:id/approve` links the provider profile to the place (the approved
 * claim is the link) and `…/reject` turns the claim down; both are recorded in the audit log.
 */
import { aliasedTable, and, desc, eq, ne, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "#shared/schemas/common.js";
import {
  ZPlaceClaim,
  ZPlaceClaimDecisionParams,
  ZPlaceClaimList,
  ZPlaceClaimQuery,
  type TPlaceClaim,
  type TPlaceClaimList,
} from "#shared/schemas/place-claims.js";
import type { TApprovalStatus } from "#shared/schemas/providers.js";
import type { Db } from "#server/db/client.js";
import { placeClaims, places, providerProfiles, user } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { isUniqueViolation } from "#server/lib/pg-errors.js";
import { PLACE_CLAIM_MESSAGES } from "./service.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import { recordAudit } from "#server/lib/audit.js";

export const PLACE_CLAIM_ADMIN_MESSAGES = {
  notFound: "Claim not found.",
  decided: "This claim has already been decided.",
} as const;

const owners = aliasedTable(placeClaims, "owner_claims");
const ownerProfiles = aliasedTable(providerProfiles, "owner_profiles");

/** The queue's rows: claim, place, provider with its owner's e-mail, and the place's current owner. */
function selectClaims(db: Db) {
  return db
    .select({
      id: placeClaims.id,
      status: placeClaims.status,
      message: placeClaims.message,
      created_at: placeClaims.created_at,
      reviewed_at: placeClaims.reviewed_at,
      place_id: places.id,
      place_name: places.name,
      place_address: places.address,
      place_stadtteil: places.stadtteil,
      place_website: places.website,
      provider_id: providerProfiles.id,
      provider_name: providerProfiles.name,
      provider_status: providerProfiles.approval_status,
      owner_email: user.email,
      current_owner: ownerProfiles.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(placeClaims)
    .innerJoin(places, eq(places.id, placeClaims.place_id))
    .innerJoin(providerProfiles, eq(providerProfiles.id, placeClaims.provider_id))
    .leftJoin(user, eq(user.id, providerProfiles.user_id))
    .leftJoin(
      owners,
      and(
        eq(owners.place_id, placeClaims.place_id),
        eq(owners.status, "approved"),
        ne(owners.id, placeClaims.id),
      ),
    )
    .leftJoin(ownerProfiles, eq(ownerProfiles.id, owners.provider_id))
    .$dynamic();
}

type ClaimRow = {
  id: string;
  status: TApprovalStatus;
  message: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  place_id: string;
  place_name: string;
  place_address: string;
  place_stadtteil: string | null;
  place_website: string | null;
  provider_id: string;
  provider_name: string;
  provider_status: TApprovalStatus;
  owner_email: string | null;
  current_owner: string | null;
  total: number;
};

const toClaim = (row: ClaimRow): TPlaceClaim => ({
  id: row.id,
  status: row.status,
  message: row.message,
  created_at: row.created_at.toISOString(),
  reviewed_at: row.reviewed_at?.toISOString() ?? null,
  place: {
    id: row.place_id,
    name: row.place_name,
    address: row.place_address,
    stadtteil: row.place_stadtteil,
    website: row.place_website,
  },
  provider: {
    id: row.provider_id,
    name: row.provider_name,
    approval_status: row.provider_status,
    owner_email: row.owner_email,
  },
  current_owner: row.current_owner,
});

/** Claims in one state, newest first, paged, with the total. */
export async function listPlaceClaims(
  db: Db,
  query: { status: TApprovalStatus; limit: number; offset: number },
): Promise<TPlaceClaimList> {
  const rows: ClaimRow[] = await selectClaims(db)
    .where(eq(placeClaims.status, query.status))
    .orderBy(desc(placeClaims.created_at), desc(placeClaims.id))
    .limit(query.limit)
    .offset(query.offset);
  return { items: rows.map(toClaim), total: rows[0]?.total ?? 0 };
}

/**
 * Approves or rejects a pending claim, with an audit entry, in one transaction. Approving names the
 * provider as the place's owner.
 * @throws AppError NOT_FOUND (no such claim), CONFLICT (already decided, or the place has another owner)
 */
export async function decidePlaceClaim(
  db: Db,
  options: { adminId: string; id: string; decision: "approve" | "reject" },
): Promise<TPlaceClaim> {
  const status = options.decision === "approve" ? "approved" : "rejected";
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          status: placeClaims.status,
          place_id: placeClaims.place_id,
          provider_id: placeClaims.provider_id,
        })
        .from(placeClaims)
        .where(eq(placeClaims.id, options.id))
        .for("update");
      if (!before) throw new AppError("NOT_FOUND", PLACE_CLAIM_ADMIN_MESSAGES.notFound);
      if (before.status !== "pending") throw new AppError("CONFLICT", PLACE_CLAIM_ADMIN_MESSAGES.decided);
      await tx
        .update(placeClaims)
        .set({ status, reviewed_at: sql`now()`, reviewed_by: options.adminId })
        .where(eq(placeClaims.id, options.id));
      const [row]: ClaimRow[] = await selectClaims(tx).where(eq(placeClaims.id, options.id));
      const claim = toClaim(row!);
      await recordAudit(tx, {
        adminId: options.adminId,
        action: `place_claim.${options.decision}`,
        targetType: "place_claim",
        targetId: options.id,
        targetName: claim.place.name,
        before: { ...before, name: claim.place.name },
        after: { status, name: claim.place.name, provider: claim.provider.name },
      });
      return claim;
    });
  } catch (error) {
    // place_claims_owner_idx: another claim of the place was approved first.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", PLACE_CLAIM_MESSAGES.alreadyOwned);
    throw error;
  }
}

export const placeClaimAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

  app.get(
    "/place-claims",
    {
      schema: {
        tags: ["admin"],
        querystring: ZPlaceClaimQuery,
        response: { 200: ZPlaceClaimList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listPlaceClaims(app.db, request.query);
    },
  );

  app.post(
    "/place-claims/:id/:decision",
    {
      config: { topics: ["places"] },
      schema: {
        tags: ["admin"],
        params: ZPlaceClaimDecisionParams,
        response: { 200: ZPlaceClaim, ...errors },
      },
    },
    async (request) =>
      decidePlaceClaim(app.db, {
        adminId: currentAdmin(request).id,
        id: request.params.id,
        decision: request.params.decision,
      }),
  );
};
