/**
 * The answers behind a place's family facts, for admins (a place page for admins shows each fact's
 * answers): who answered what and when, and removing a wrong or abusive answer (audited);
 * the shown value follows at once, as it is computed from the answers (view place_facts, decision 016).
 *  - `GET /api/admin/places/:id/fact-answers`
 *  - `DELETE /api/admin/fact-answers/:id` (204)
 */
import { asc, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FACT_KEYS, type FactKey } from "#shared/family-facts.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { ZAdminFactAnswers, type TAdminFactAnswers } from "#shared/schemas/facts.js";
import type { Db } from "#server/db/client.js";
import { placeFactAnswers, user } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { requirePlace } from "#server/lib/require-place.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import { auditSubjectName, recordAudit } from "#server/lib/audit.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

const keyOrder = (key: string) => FACT_KEYS.indexOf(key as FactKey);

/**
 * Every answer to a place's facts: facts in FAMILY_FACTS order, newest answer first within each.
 * @throws AppError NOT_FOUND 'Place not found'
 */
export async function findFactAnswers(db: Db, placeId: string): Promise<TAdminFactAnswers> {
  await requirePlace(db, placeId);
  const rows = await db
    .select({
      id: placeFactAnswers.id,
      key: placeFactAnswers.key,
      value: placeFactAnswers.value,
      location: placeFactAnswers.location,
      source: placeFactAnswers.source,
      user_email: user.email,
      answered_at: placeFactAnswers.answered_at,
    })
    .from(placeFactAnswers)
    .leftJoin(user, eq(user.id, placeFactAnswers.user_id))
    .where(eq(placeFactAnswers.place_id, placeId))
    .orderBy(desc(placeFactAnswers.answered_at), asc(placeFactAnswers.id));
  return {
    answers: rows
      .sort((a, b) => keyOrder(a.key) - keyOrder(b.key))
      .map((row) => ({
        ...row,
        key: row.key as FactKey,
        location: row.location as TAdminFactAnswers["answers"][number]["location"],
        answered_at: row.answered_at.toISOString(),
      })),
  };
}

/**
 * Removes one answer and records it in the audit log, in one transaction.
 * @throws AppError NOT_FOUND when the answer is gone
 */
export async function deleteFactAnswer(db: Db, options: { adminId: string; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [answer] = await tx.delete(placeFactAnswers).where(eq(placeFactAnswers.id, options.id)).returning();
    if (!answer) throw new AppError("NOT_FOUND", "Answer not found.");
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "fact_answer.delete",
      targetType: "place",
      targetId: answer.place_id,
      targetName: await auditSubjectName(tx, "place", answer.place_id),
      before: {
        key: answer.key,
        value: answer.value,
        location: answer.location,
        source: answer.source,
        user_id: answer.user_id,
        answered_at: answer.answered_at.toISOString(),
      },
      after: null,
    });
  });
}

export const factAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/places/:id/fact-answers",
    { schema: { tags: ["admin"], params: ZIdParam, response: { 200: ZAdminFactAnswers, ...errors } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return findFactAnswers(app.db, request.params.id);
    },
  );
  app.delete(
    "/fact-answers/:id",
    {
      config: { topics: ["places"] },
      schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const admin = currentAdmin(request);
      await deleteFactAnswer(app.db, { adminId: admin.id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
