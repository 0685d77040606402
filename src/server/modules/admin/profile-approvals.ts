/**
 * The approval queue of provider and café profiles (decision 009):
 * `GET /api/admin/profile-approvals?status=pending` lists both kinds, newest first;
 * `POST /api/admin/profile-approvals/:kind/:id { decision }` approves or rejects one, recorded in the
 * audit log. Approving lists the profile in discovery (a provider's weekly courses under /courses,
 * sync-courses.ts; a café among the places, by the café module's trigger); rejecting removes it again.
 * The profile's own page works in every state.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "#shared/schemas/common.js";
import {
  ZProfileApproval,
  ZProfileApprovalList,
  ZProfileApprovalParams,
  ZProfileApprovalQuery,
  ZProfileDecisionRequest,
  type TProfileApproval,
  type TProfileApprovalList,
  type TProfileKind,
} from "#shared/schemas/profile-approvals.js";
import type { TApprovalStatus } from "#shared/schemas/providers.js";
import type { Db } from "#server/db/client.js";
import { cafeProfiles, profiles, providerProfiles, user } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { syncProviderCourses } from "#server/modules/providers/service.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import { recordAudit } from "#server/lib/audit.js";
import { findProfileOwner, notifyProfileDecision } from "./profile-decision-mail.js";

const TABLES = { provider: providerProfiles, cafe: cafeProfiles } as const;

/** Profiles of both kinds in one approval state, newest first, paged. */
export async function listProfileApprovals(
  db: Db,
  query: { status: TApprovalStatus; limit: number; offset: number },
): Promise<TProfileApprovalList> {
  const end = query.offset + query.limit;
  const [providers, cafes] = await Promise.all([
    db
      .select({
        id: providerProfiles.id,
        name: providerProfiles.name,
        address: providerProfiles.address,
        latitude: providerProfiles.latitude,
        longitude: providerProfiles.longitude,
        description: providerProfiles.short_description,
        owner_email: user.email,
        owner_role: profiles.user_role,
        approval_status: providerProfiles.approval_status,
        created_at: providerProfiles.created_at,
        reviewed_at: providerProfiles.reviewed_at,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(providerProfiles)
      .leftJoin(user, eq(user.id, providerProfiles.user_id))
      .leftJoin(profiles, eq(profiles.user_id, providerProfiles.user_id))
      .where(eq(providerProfiles.approval_status, query.status))
      .orderBy(desc(providerProfiles.created_at))
      .limit(end),
    db
      .select({
        id: cafeProfiles.id,
        name: cafeProfiles.name,
        address: cafeProfiles.address,
        latitude: cafeProfiles.latitude,
        longitude: cafeProfiles.longitude,
        description: cafeProfiles.description,
        owner_email: user.email,
        owner_role: profiles.user_role,
        approval_status: cafeProfiles.approval_status,
        created_at: cafeProfiles.created_at,
        reviewed_at: cafeProfiles.reviewed_at,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(cafeProfiles)
      .leftJoin(user, eq(user.id, cafeProfiles.user_id))
      .leftJoin(profiles, eq(profiles.user_id, cafeProfiles.user_id))
      .where(eq(cafeProfiles.approval_status, query.status))
      .orderBy(desc(cafeProfiles.created_at))
      .limit(end),
  ]);
  const rows = [
    ...providers.map((row) => ({ ...row, kind: "provider" as const })),
    ...cafes.map((row) => ({ ...row, kind: "cafe" as const })),
  ].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  return {
    items: rows.slice(query.offset, end).map(({ total: _total, ...row }) => toApproval(row)),
    total: (providers[0]?.total ?? 0) + (cafes[0]?.total ?? 0),
  };
}

const toApproval = (
  row: Omit<TProfileApproval, "created_at" | "reviewed_at"> & {
    created_at: Date;
    reviewed_at: Date | null;
  },
): TProfileApproval => ({
  ...row,
  created_at: row.created_at.toISOString(),
  reviewed_at: row.reviewed_at?.toISOString() ?? null,
});

/**
 * Records an admin's decision on a profile, with an audit entry, in one transaction.
 * @throws AppError NOT_FOUND when there is no such profile
 */
export async function decideProfile(
  db: Db,
  options: { adminId: string; kind: TProfileKind; id: string; decision: "approved" | "rejected" },
): Promise<TProfileApproval> {
  const { kind, id, decision, adminId } = options;
  const table = TABLES[kind];
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ approval_status: table.approval_status, name: table.name })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!before)
      throw new AppError("NOT_FOUND", kind === "provider" ? "Provider not found." : "Café not found.");
    await tx
      .update(table)
      .set({ approval_status: decision, reviewed_at: sql`now()`, reviewed_by: adminId })
      .where(eq(table.id, id));
    if (kind === "provider") await syncProviderCourses(tx, id);
    await recordAudit(tx, {
      adminId,
      action: `${kind}_profile.${decision === "approved" ? "approve" : "reject"}`,
      targetType: `${kind}_profile`,
      targetId: id,
      targetName: before.name,
      before,
      after: { approval_status: decision, name: before.name },
    });
    const list = await listOne(tx, kind, id);
    return list;
  });
}

async function listOne(db: Db, kind: TProfileKind, id: string): Promise<TProfileApproval> {
  const table = TABLES[kind];
  const [row] = await db
    .select({
      id: table.id,
      name: table.name,
      address: table.address,
      latitude: table.latitude,
      longitude: table.longitude,
      description: kind === "provider" ? providerProfiles.short_description : cafeProfiles.description,
      owner_email: user.email,
      owner_role: profiles.user_role,
      approval_status: table.approval_status,
      created_at: table.created_at,
      reviewed_at: table.reviewed_at,
    })
    .from(table)
    .leftJoin(user, eq(user.id, table.user_id))
    .leftJoin(profiles, eq(profiles.user_id, table.user_id))
    .where(eq(table.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Profile not found.");
  return toApproval({ ...row, kind });
}

export const profileApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

  app.get(
    "/profile-approvals",
    {
      schema: {
        tags: ["admin"],
        querystring: ZProfileApprovalQuery,
        response: { 200: ZProfileApprovalList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listProfileApprovals(app.db, request.query);
    },
  );

  app.post(
    "/profile-approvals/:kind/:id",
    {
      // An approved provider's courses or café show on the lists.
      config: { topics: ["courses", "places"] },
      schema: {
        tags: ["admin"],
        params: ZProfileApprovalParams,
        body: ZProfileDecisionRequest,
        response: { 200: ZProfileApproval, ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const owner = await findProfileOwner(app.db, kind, id);
      const decided = await decideProfile(app.db, {
        adminId: currentAdmin(request).id,
        kind,
        id,
        decision: request.body.decision,
      });
      // Decision 023: the owner hears about the decision by e-mail.
      if (owner) notifyProfileDecision(app, { kind, decision: request.body.decision, owner });
      return decided;
    },
  );
};
