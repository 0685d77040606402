import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ZAdminCourseSuggestionList,
  ZAdminPlaceSuggestionList,
  ZAdminSuggestionQuery,
  ZImportResult,
} from "#shared/schemas/admin.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import type { Topic } from "#server/plugins/write-topics.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import {
  deleteSuggestion,
  importCourseSuggestion,
  importPlaceSuggestion,
  listCourseSuggestions,
  listPlaceSuggestions,
  markSuggestionReviewed,
  type SuggestionKind,
} from "./admin-service.js";

const errors = { 401: ZErrorBody, 403: ZErrorBody };
const writeErrors = { ...errors, 404: ZErrorBody, 409: ZErrorBody };
const kinds: { kind: SuggestionKind; path: string; topics: readonly Topic[] }[] = [
  { kind: "place", path: "/place-suggestions", topics: ["places"] },
  { kind: "course", path: "/course-suggestions", topics: ["courses"] },
];

/**
 * Suggestion review under /api/admin (spec 02 §2.4, §7), for `place-suggestions` and
 * `course-suggestions` alike:
 * - `GET /…?q=&status=&limit=&offset=`: newest first
 * - `POST /…/:id/review`: pending → reviewed (204; 409 when not pending)
 * - `POST /…/:id/import`: pending → imported, creating the place or course (201 `{ id }`; 409 when not
 *   pending)
 * - `DELETE /…/:id` (204; 404 when it does not exist)
 */
export const suggestionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/place-suggestions",
    {
      schema: {
        tags: ["admin"],
        querystring: ZAdminSuggestionQuery,
        response: { 200: ZAdminPlaceSuggestionList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listPlaceSuggestions(app.db, request.query);
    },
  );

  app.get(
    "/course-suggestions",
    {
      schema: {
        tags: ["admin"],
        querystring: ZAdminSuggestionQuery,
        response: { 200: ZAdminCourseSuggestionList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listCourseSuggestions(app.db, request.query);
    },
  );

  for (const { kind, path, topics } of kinds) {
    app.post(
      `${path}/:id/review`,
      {
        config: { topics },
        schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...writeErrors } },
      },
      async (request, reply) => {
        await markSuggestionReviewed(app.db, kind, request.params.id, currentAdmin(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${path}/:id/import`,
      {
        config: { topics },
        schema: { tags: ["admin"], params: ZIdParam, response: { 201: ZImportResult, ...writeErrors } },
      },
      async (request, reply) => {
        const admin = currentAdmin(request);
        const id =
          kind === "place"
            ? await importPlaceSuggestion(app.db, request.params.id, admin)
            : await importCourseSuggestion(app.db, request.params.id, admin);
        return reply.status(201).send({ id });
      },
    );

    app.delete(
      `${path}/:id`,
      {
        config: { topics },
        schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...writeErrors } },
      },
      async (request, reply) => {
        await deleteSuggestion(app.db, {
          storage: app.storage,
          kind,
          id: request.params.id,
          admin: currentAdmin(request),
        });
        return reply.status(204).send(null);
      },
    );
  }
};
