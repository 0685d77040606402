import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { z } from "zod";
import {
  ZFactAnswer,
  ZFactDismissal,
  ZFactQuestions,
  ZMyFactAnswers,
  ZPlaceFact,
} from "#shared/schemas/facts.js";
import { FACT_ANSWERS_PER_DAY, spendDailyQuota } from "#server/lib/daily-quotas.js";
import { requireViewer } from "#server/lib/policy.js";
import {
  answerFact,
  dismissQuestion,
  exportFactsGeoJson,
  findMyFactAnswers,
  findOpenQuestions,
} from "./service.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody };

/**
 * Answering family facts (decision 016): `POST /api/places/:id/facts` `{ key, value,
 * location? }` (signed in; 429 past FACT_ANSWERS_PER_DAY) answers with the fact as now shown; `GET /api/places/:id/facts/mine` lists the
 * signed-in user's own answers; `GET …/facts/questions` offers a parent the open questions of a place
 * they favourited, and `POST …/facts/dismissals` `{ key }` waves one away ("Weiß nicht");
 * `GET /api/export/facts.geojson` gives every confirmed fact back as open data (ODbL). The shown facts come with the place (`GET /api/places/:id`).
 */
export const factRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/places/:id/facts",
    {
      config: { topics: ["places"] },
      schema: {
        tags: ["facts"],
        params: ZIdParam,
        body: ZFactAnswer,
        response: { 200: ZPlaceFact, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      await spendDailyQuota(app.db, FACT_ANSWERS_PER_DAY, viewer);
      return answerFact(app.db, viewer, request.params.id, request.body);
    },
  );
  app.get(
    "/places/:id/facts/questions",
    { schema: { tags: ["facts"], params: ZIdParam, response: { 200: ZFactQuestions, ...errors } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(request, reply);
      return findOpenQuestions(app.db, viewer.id, request.params.id);
    },
  );
  app.post(
    "/places/:id/facts/dismissals",
    {
      config: { topics: [] },
      schema: {
        tags: ["facts"],
        params: ZIdParam,
        body: ZFactDismissal,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      await dismissQuestion(app.db, viewer.id, request.params.id, request.body.key);
      return reply.status(204).send(null);
    },
  );
  app.get("/export/facts.geojson", { schema: { tags: ["facts"] } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    reply.type("application/geo+json; charset=utf-8");
    return JSON.stringify(await exportFactsGeoJson(app.db));
  });
  app.get(
    "/places/:id/facts/mine",
    { schema: { tags: ["facts"], params: ZIdParam, response: { 200: ZMyFactAnswers, ...errors } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(request, reply);
      return findMyFactAnswers(app.db, viewer.id, request.params.id);
    },
  );
};
